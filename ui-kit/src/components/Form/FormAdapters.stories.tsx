import type { Meta, StoryObj } from '@storybook/react-vite';
import { MSG } from '@atoll/contract';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { clearLiveAnnouncer } from '../../test-utils';
import { DemoSlotForm } from './FormDemo';

/** The remaining adapters (text area, checkbox, number, radio group) wired to one form. */
const meta = {
  title: 'Kit/FormAdapters',
  component: DemoSlotForm,
  tags: ['autodocs'],
  beforeEach: clearLiveAnnouncer,
  args: { onSubmit: fn() },
} satisfies Meta<typeof DemoSlotForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ConditionalRequired: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Requires pax' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save slot' }));
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Maximum pax' })).toHaveAccessibleDescription(MSG.fieldRequired));
    await expect(canvas.getByRole('textbox', { name: 'Description' })).toHaveAccessibleDescription(MSG.fieldRequired);
    await expect(canvas.getByRole('radiogroup', { name: 'Recurring' })).toHaveAccessibleDescription(MSG.fieldRequired);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const KeyboardFill: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('Sunset cruise');
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Requires pax' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Maximum pax' })).toHaveFocus();
    await userEvent.keyboard('12');
    // The − / + buttons stay out of the tab order (arrow keys step the value), as React Aria does.
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'manual' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Save slot' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect((args.onSubmit as unknown as { mock: { calls: unknown[][] } }).mock.calls[0][0]).toEqual({
      description: 'Sunset cruise',
      requires_pax: true,
      max_pax: 12,
      recurring: 'weekly',
    });
    await expect(within(canvasElement).getByRole('radio', { name: 'weekly' })).toBeChecked();
  },
};
