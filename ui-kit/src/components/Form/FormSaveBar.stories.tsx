import type { Meta, StoryObj } from '@storybook/react-vite';
import { MSG, apiError } from '@atoll/contract';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DemoPropertyForm } from './FormDemo';
import { clearLiveAnnouncer } from '../../test-utils';

const meta = {
  title: 'Kit/FormSaveBar',
  component: DemoPropertyForm,
  tags: ['autodocs'],
  beforeEach: clearLiveAnnouncer,
  args: { onSubmit: fn(async () => {}) },
} satisfies Meta<typeof DemoPropertyForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AppearCancelSave: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: 'Property name' });
    await expect(canvas.queryByRole('toolbar', { name: 'Unsaved changes' })).not.toBeInTheDocument();

    // Appears after an edit; Cancel resets the form and hides it.
    await userEvent.type(name, ' Resort');
    const bar = await canvas.findByRole('toolbar', { name: 'Unsaved changes' });
    await userEvent.click(within(bar).getByRole('button', { name: 'Cancel' }));
    await expect(name).toHaveValue('Sun Island');
    await expect(canvas.queryByRole('toolbar', { name: 'Unsaved changes' })).not.toBeInTheDocument();

    // Save submits the values and hides the bar; the saved values are the new starting point.
    await userEvent.click(canvas.getByRole('radio', { name: '#3182CE' }));
    await userEvent.click(canvas.getByRole('switch', { name: 'Active' }));
    const again = await canvas.findByRole('toolbar', { name: 'Unsaved changes' });
    await userEvent.click(within(again).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect((args.onSubmit as unknown as { mock: { calls: unknown[][] } }).mock.calls[0][0]).toEqual({
      property_name: 'Sun Island',
      primary_color: '#3182CE',
      active: false,
    });
    await waitFor(() => expect(canvas.queryByRole('toolbar', { name: 'Unsaved changes' })).not.toBeInTheDocument());
    await expect(canvas.getByRole('radio', { name: '#3182CE' })).toBeChecked();
    // The Save button that announced "pending" is gone with the bar; drop its stale announcement.
    clearLiveAnnouncer();
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{End} Resort');
    await canvas.findByRole('toolbar', { name: 'Unsaved changes' });
    // The bar is a toolbar: Tab enters it, arrow keys move between Cancel and Save.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('button', { name: 'Save' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(canvas.queryByRole('toolbar')).not.toBeInTheDocument());
    clearLiveAnnouncer();
  },
};

export const SaveFails: Story = {
  args: { onSubmit: fn(async () => Promise.reject(apiError(422, { errors: { property_name: [MSG.fieldRequired] } }))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Property name' }), ' Resort');
    await userEvent.click(await canvas.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Property name' })).toHaveAccessibleDescription(MSG.fieldRequired));
    // A failed save keeps the bar so the user can fix and retry.
    await expect(canvas.getByRole('toolbar', { name: 'Unsaved changes' })).toBeVisible();
  },
};

export const ClientValidation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Property name' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText(MSG.fieldRequired)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
