import type { Meta, StoryObj } from '@storybook/react-vite';
import { MSG, PROPERTY_TYPES } from '@atoll/contract';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { Select } from './Select';

const propertyTypes = PROPERTY_TYPES.map((t) => ({ id: t.value, label: t.label }));

const meta = {
  title: 'Kit/Select',
  component: Select,
  tags: ['autodocs'],
  args: { label: 'Property type', items: propertyTypes, onChange: fn() },
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: /Property type/ });
    // Without a placeholder prop the trigger names what to choose, not a generic 'Select an item'.
    await expect(trigger).toHaveTextContent('Choose property type');
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('option', { name: 'City Hotel' }));
    await expect(trigger).toHaveTextContent('City Hotel');
    await expect(args.onChange).toHaveBeenLastCalledWith('city-hotel');
  },
};
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Property type/ });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(await screen.findByRole('listbox')).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(trigger).toHaveTextContent('Guest House');
    await expect(args.onChange).toHaveBeenLastCalledWith('guest-house');
  },
};
/** Screens say what to choose in their own words. */
export const WithPlaceholder: Story = {
  args: { label: 'Parent facility', placeholder: 'Choose a facility', items: [{ id: 1, label: 'Spa' }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Parent facility/ })).toHaveTextContent('Choose a facility');
  },
};
export const Selected: Story = { args: { defaultValue: 'resort' } };
export const WithError: Story = {
  args: { isInvalid: true, errorMessage: MSG.fieldRequired, isRequired: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Field is required')).toBeVisible();
  },
};
export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'resort' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Property type/ })).toBeDisabled();
  },
};
export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: 'resort' },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'Property type' });
    await expect(field).toHaveValue('Resort');
    await expect(field).toHaveAttribute('readonly');
  },
};
