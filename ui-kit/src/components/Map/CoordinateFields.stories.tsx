import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MSG } from '@atoll/contract';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectDarkPage, inDark } from '../../foundations/darkStories';
import { CoordinateFields, type CoordinateFieldsProps } from './CoordinateFields';
import { MAP_TEXT } from './mapText';

/** Controlled, as a form holds it. */
function Controlled({ value: initial, onChange, ...props }: CoordinateFieldsProps) {
  const [value, setValue] = useState(initial);
  return (
    <CoordinateFields
      {...props}
      value={value}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
    />
  );
}

const meta = {
  title: 'Kit/Map/CoordinateFields',
  component: CoordinateFields,
  tags: ['autodocs'],
  render: (args) => <Controlled {...args} />,
  args: { legend: 'Top-left corner', value: { lat: 4.1785, lng: 73.5035 }, onChange: fn() },
} satisfies Meta<typeof CoordinateFields>;
export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement, name: string) => within(canvasElement).getByRole<HTMLInputElement>('textbox', { name });

/** A group named by its legend, with Latitude and Longitude; numbers show as typed, a decimal keyboard on phones. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: 'Top-left corner' })).toBeVisible();
    await expect(field(canvasElement, MAP_TEXT.latitude)).toHaveValue('4.1785');
    await expect(field(canvasElement, MAP_TEXT.longitude)).toHaveValue('73.5035');
    await expect(field(canvasElement, MAP_TEXT.latitude)).toHaveAttribute('inputmode', 'decimal');
  },
};

/** Typing reports the whole pair with the typed text, field by field; Tab goes Latitude → Longitude. */
export const Typing: Story = {
  args: { value: { lat: null, lng: null } },
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(field(canvasElement, MAP_TEXT.latitude)).toHaveFocus();
    await userEvent.keyboard('4.17');
    await expect(args.onChange).toHaveBeenLastCalledWith({ lat: '4.17', lng: null });
    await userEvent.tab();
    await userEvent.keyboard('-73.5');
    await expect(args.onChange).toHaveBeenLastCalledWith({ lat: '4.17', lng: '-73.5' });
  },
};

/** Required and invalid: the '*' and aria-required, each field's own error (the form's message). */
export const WithErrors: Story = {
  args: { value: { lat: '', lng: '200' }, isRequired: true, errors: { lat: MSG.fieldRequired, lng: 'Longitude must be between -180 and 180' } },
  play: async ({ canvasElement }) => {
    const lat = field(canvasElement, MAP_TEXT.latitude);
    await expect(lat).toBeRequired();
    await expect(lat).toBeInvalid();
    await expect(lat).toHaveAccessibleDescription(MSG.fieldRequired);
    await expect(field(canvasElement, MAP_TEXT.longitude)).toHaveAccessibleDescription('Longitude must be between -180 and 180');
  },
};

/** Disabled: both fields, out of the tab order. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement, MAP_TEXT.latitude)).toBeDisabled();
    await expect(field(canvasElement, MAP_TEXT.longitude)).toBeDisabled();
  },
};

export const Dark: Story = inDark<Story>({
  play: async () => {
    await expectDarkPage();
  },
});
