import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LANGUAGES } from './storyData';
import { TranslationStatus } from './TranslationStatus';

/** The completeness indicator on cards: which enabled languages still lack text. */
const meta = {
  title: 'Kit/TranslatableField/TranslationStatus',
  component: TranslationStatus,
  tags: ['autodocs'],
  args: { languages: LANGUAGES, value: [] },
} satisfies Meta<typeof TranslationStatus>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllLanguages: Story = {
  args: {
    value: [
      { language_code: 'en', text: 'Pool' },
      { language_code: 'dv', text: 'Fengandu' },
      { language_code: 'ru', text: 'Бассейн' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('All languages')).toBeVisible();
    await expect(canvasElement).toHaveTextContent('Translations: All languages');
  },
};

/** Missing languages are named in the company's order; blank texts count as missing. */
export const Missing: Story = {
  args: {
    value: [
      { language_code: 'en', text: 'Pool' },
      { language_code: 'ru', text: '   ' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Missing: Dhivehi, Russian')).toBeVisible();
    await expect(canvasElement).toHaveTextContent('Translations: Missing: Dhivehi, Russian');
  },
};

/** The edited map works too; English counts even when the company list lacks it. */
export const FromMap: Story = {
  args: { value: { en: '', dv: 'Fengandu' }, languages: [{ code: 'dv', name: 'Dhivehi' }], subject: 'Name translations' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Missing: English')).toBeVisible();
    await expect(canvasElement).toHaveTextContent('Name translations: Missing: English');
  },
};

/**
 * Before the company's languages arrive: a placeholder with no claim in it, exactly as tall as the
 * status that replaces it, so a card grid does not shift when the languages come.
 */
export const Pending: Story = {
  args: { value: [{ language_code: 'en', text: 'Spa' }], languages: LANGUAGES, subject: 'Name translations' },
  render: (args) => (
    <div style={{ display: 'flex', gap: 24, alignItems: 'flex-start' }}>
      <div data-testid="pending">
        <TranslationStatus {...args} pending />
      </div>
      <div data-testid="known">
        <TranslationStatus {...args} />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pending = canvas.getByTestId('pending');
    await expect(pending).not.toHaveTextContent(/languages|Missing/);
    await expect(pending.getBoundingClientRect().height).toBe(canvas.getByTestId('known').getBoundingClientRect().height);
  },
};
