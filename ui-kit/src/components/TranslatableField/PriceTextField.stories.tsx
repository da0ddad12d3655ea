import type { Meta, StoryObj } from '@storybook/react-vite';
import { CONTENT_TEXT, PRICE_TEXT_MAX } from '@atoll/contract';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PriceTextField, type PriceTextFieldProps } from './PriceTextField';
import { LANGUAGES } from './storyData';

function StatefulPrice(args: PriceTextFieldProps) {
  const [value, setValue] = useState(args.value);
  return (
    <div style={{ maxWidth: 560 }}>
      <PriceTextField
        {...args}
        value={value}
        onChange={(next) => {
          args.onChange(next);
          setValue(next);
        }}
      />
    </div>
  );
}

/** A price as text per language ('USD 25 per person'), at most 50 characters in each. */
const meta = {
  title: 'Kit/TranslatableField/PriceTextField',
  component: PriceTextField,
  tags: ['autodocs'],
  args: { languages: LANGUAGES, value: { en: 'USD 25 per person' }, onChange: fn() },
  render: (args) => <StatefulPrice {...args} />,
} satisfies Meta<typeof PriceTextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Price' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Price (English)' })).toHaveValue('USD 25 per person');
    await expect(canvas.getByText(`17/${PRICE_TEXT_MAX}`)).toBeVisible();
  },
};

export const TooLong: Story = {
  args: { label: 'Price per night', value: { en: '' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Price per night (English)' });
    await userEvent.type(input, 'y'.repeat(PRICE_TEXT_MAX));
    await expect(input).toBeValid();
    await userEvent.type(input, 'y');
    await expect(input).toBeInvalid();
    await expect(canvas.getByText(`English: ${CONTENT_TEXT.perLanguageMax(PRICE_TEXT_MAX)}`)).toBeVisible();
  },
};
