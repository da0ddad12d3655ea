import type { Meta, StoryObj } from '@storybook/react-vite';
import { CONTENT_TEXT, LABEL, MSG, TEXT_MAX, apiError } from '@atoll/contract';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { clearLiveAnnouncer } from '../../test-utils';
import { LANGUAGES, StatefulField, fakeTranslate, lastCall } from './storyData';
import { TranslatableField } from './TranslatableField';
import { NO_OTHER_LANGUAGE } from './useAutoTranslate';

const meta = {
  title: 'Kit/TranslatableField',
  component: TranslatableField,
  tags: ['autodocs'],
  beforeEach: clearLiveAnnouncer,
  args: { label: 'Name', languages: LANGUAGES, value: { en: 'Pool', dv: '' }, onChange: fn() },
  render: (args) => <StatefulField {...args} />,
} satisfies Meta<typeof TranslatableField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** English is edited first; Dhivehi and Russian have no text and are marked missing. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Name' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'English' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Dhivehi (missing)' })).not.toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Russian (missing)' })).toBeVisible();
    const input = canvas.getByRole('textbox', { name: 'Name (English)' });
    await expect(input).toHaveValue('Pool');
    await expect(input).toHaveAttribute('lang', 'en');
    await userEvent.type(input, ' bar');
    await expect(lastCall(args.onChange)).toEqual({ en: 'Pool bar', dv: '' });
    // English cannot be cleared away as a language: it has no Clear button.
    await expect(canvas.queryByRole('button', { name: /^Clear/ })).toBeNull();
  },
};

/** Switching language shows that language's text; every other language's text is kept. */
export const SwitchLanguage: Story = {
  args: { value: { en: 'Pool', fr: 'Piscine' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Dhivehi (missing)' }));
    const dhivehi = canvas.getByRole('textbox', { name: 'Name (Dhivehi)' });
    await expect(dhivehi).toHaveValue('');
    await expect(dhivehi).toHaveAttribute('lang', 'dv');
    await userEvent.type(dhivehi, 'Fengandu');
    // The marker goes as soon as the language has text; a code the company does not offer ('fr') is kept.
    await expect(canvas.getByRole('radio', { name: 'Dhivehi' })).toBeChecked();
    await expect(lastCall(args.onChange)).toEqual({ en: 'Pool', fr: 'Piscine', dv: 'Fengandu' });
    await userEvent.click(canvas.getByRole('radio', { name: 'English' }));
    await expect(canvas.getByRole('textbox', { name: 'Name (English)' })).toHaveValue('Pool');
    // Another language can be cleared: its text goes and it is missing again.
    await userEvent.click(canvas.getByRole('radio', { name: 'Dhivehi' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Clear Dhivehi' }));
    await expect(canvas.getByRole('textbox', { name: 'Name (Dhivehi)' })).toHaveValue('');
    await expect(canvas.getByRole('textbox', { name: 'Name (Dhivehi)' })).toHaveFocus();
    await expect(canvas.getByRole('radio', { name: 'Dhivehi (missing)' })).toBeChecked();
    await expect(lastCall(args.onChange)).toEqual({ en: 'Pool', fr: 'Piscine', dv: '' });
  },
};

/** Arrow keys choose the language (one radio group, one tab stop), Tab moves on to the text box. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'English' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Dhivehi (missing)' })).toHaveFocus();
    await expect(canvas.getByRole('radio', { name: 'Dhivehi (missing)' })).toBeChecked();
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Name (Dhivehi)' })).toHaveFocus();
    await userEvent.keyboard('Fengandu');
    await expect(canvas.getByRole('radio', { name: 'Dhivehi' })).toBeVisible();
  },
};

/** A text area per language for longer texts. */
export const Multiline: Story = {
  args: { label: 'Short description', variant: 'multiline', value: { en: 'Open all day.' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const area = canvas.getByRole('textbox', { name: 'Short description (English)' });
    await expect(area.tagName).toBe('TEXTAREA');
    await userEvent.type(area, '{Enter}Towels at the desk.');
    await expect(lastCall(args.onChange)).toEqual({ en: 'Open all day.\nTowels at the desk.' });
  },
};

/** A form's or the server's message shows under the field and marks the text box invalid. */
export const WithError: Story = {
  args: { value: { en: '' }, isRequired: true, errorMessage: MSG.enterName, description: 'Shown to guests in the app' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Name (English)' });
    await expect(input).toBeInvalid();
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription(`${MSG.enterName} Shown to guests in the app`);
    await expect(canvas.getByText(MSG.enterName)).toBeVisible();
    // Only English is required.
    await userEvent.click(canvas.getByRole('radio', { name: 'Dhivehi (missing)' }));
    await expect(canvas.getByRole('textbox', { name: 'Name (Dhivehi)' })).not.toBeRequired();
  },
};

/** With maxLength each language has a counter; longer text is an error and its language is marked. */
export const MaxLength: Story = {
  args: { label: 'Price', maxLength: 10, value: { en: 'USD 25' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('6/10')).toBeVisible();
    const input = canvas.getByRole('textbox', { name: 'Price (English)' });
    await userEvent.type(input, ' per person');
    await expect(canvas.getByText('17/10')).toBeVisible();
    await expect(input).toBeInvalid();
    const message = `English: ${CONTENT_TEXT.perLanguageMax(10)}`;
    await expect(input).toHaveAccessibleDescription(message);
    await expect(canvas.getByRole('radio', { name: 'English (too long)' })).toBeChecked();
    // The counter is per language.
    await userEvent.click(canvas.getByRole('radio', { name: 'Dhivehi (missing)' }));
    await expect(canvas.getByText('0/10')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Price (Dhivehi)' })).toBeValid();
  },
};

/**
 * Without a maxLength the contract's limit for translatable text applies (TEXT_MAX.text): its counter
 * stays out of the way until a text nears it, then counts, and past it the text is an error.
 */
export const NearTheLongLimit: Story = {
  args: { label: 'Description', variant: 'multiline', value: { en: 'x'.repeat(TEXT_MAX.text - 2), dv: 'Short' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(`${TEXT_MAX.text - 2}/${TEXT_MAX.text}`)).toBeVisible();
    const input = canvas.getByRole('textbox', { name: 'Description (English)' });
    await userEvent.type(input, 'abc');
    await expect(canvas.getByText(`${TEXT_MAX.text + 1}/${TEXT_MAX.text}`)).toBeVisible();
    await expect(input).toHaveAccessibleDescription(`English: ${CONTENT_TEXT.perLanguageMax(TEXT_MAX.text)}`);
    // A short text shows no counter.
    await userEvent.click(canvas.getByRole('radio', { name: 'Dhivehi' }));
    await expect(canvas.getByRole('textbox', { name: 'Description (Dhivehi)' })).toHaveValue('Short');
    await expect(canvas.queryByText(new RegExp(`/${TEXT_MAX.text}$`))).toBeNull();
  },
};

/** Auto Translate sends the language being edited to every other language and fills the answers in. */
export const AutoTranslate: Story = {
  args: { onTranslate: fn(fakeTranslate) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: LABEL.autoTranslate }));
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Dhivehi' })).toBeVisible());
    await expect(args.onTranslate).toHaveBeenCalledWith({ text: 'Pool', source: 'en', targets: ['dv', 'ru'] });
    await expect(lastCall(args.onChange)).toEqual({ en: 'Pool', dv: '[dv] Pool', ru: '[ru] Pool' });
    await userEvent.click(canvas.getByRole('radio', { name: 'Russian' }));
    await expect(canvas.getByRole('textbox', { name: 'Name (Russian)' })).toHaveValue('[ru] Pool');
  },
};

/** A translation written by hand is kept: only the empty languages are asked for. */
export const AutoTranslateKeepsWrittenTranslations: Story = {
  args: { value: { en: 'Pool', dv: 'Fengandu' }, onTranslate: fn(fakeTranslate) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: LABEL.autoTranslate }));
    await waitFor(() => expect(args.onTranslate).toHaveBeenCalledWith({ text: 'Pool', source: 'en', targets: ['ru'] }));
    await waitFor(() => expect(lastCall(args.onChange)).toEqual({ en: 'Pool', dv: 'Fengandu', ru: '[ru] Pool' }));
  },
};

/** With every language filled, Auto Translate translates them all afresh from the one being edited. */
export const AutoTranslateAllFilled: Story = {
  args: { value: { en: 'Pool', dv: 'Fengandu', ru: 'Basseyn' }, onTranslate: fn(fakeTranslate) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: LABEL.autoTranslate }));
    await waitFor(() => expect(args.onTranslate).toHaveBeenCalledWith({ text: 'Pool', source: 'en', targets: ['dv', 'ru'] }));
  },
};

/** With the chosen language empty, the first language that has text is the source. */
export const AutoTranslateFromFirstFilled: Story = {
  args: { value: { en: '', dv: 'Fengandu' }, onTranslate: fn(fakeTranslate) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: LABEL.autoTranslate }));
    await waitFor(() => expect(args.onTranslate).toHaveBeenCalledWith({ text: 'Fengandu', source: 'dv', targets: ['en', 'ru'] }));
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Name (English)' })).toHaveValue('[en] Fengandu'));
    await expect(lastCall(args.onChange)).toEqual({ en: '[en] Fengandu', dv: 'Fengandu', ru: '[ru] Fengandu' });
  },
};

/** Nothing to translate from: the spec's message, and no request. */
export const AutoTranslateNeedsText: Story = {
  args: { value: { en: '' }, onTranslate: fn(fakeTranslate) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: LABEL.autoTranslate });
    await userEvent.click(button);
    await expect(canvas.getByRole('alert')).toHaveTextContent(MSG.translateNeedsTextPlain);
    await expect(button).toHaveAccessibleDescription(MSG.translateNeedsTextPlain);
    await expect(args.onTranslate).not.toHaveBeenCalled();
    // Typing a text clears the message.
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name (English)' }), 'Pool');
    await expect(canvas.getByRole('alert')).toHaveTextContent('');
  },
};

/** While the translation runs the button is busy; a second press sends nothing. */
export const AutoTranslatePending: Story = {
  args: { onTranslate: fn(() => new Promise<never>(() => {})) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: LABEL.autoTranslate });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('data-pending', 'true');
    await expect(canvas.getByLabelText('Translating')).toBeVisible();
    await userEvent.click(button);
    await expect(args.onTranslate).toHaveBeenCalledTimes(1);
  },
};

/** The server answers 503 without a translation service: its message shows next to the field. */
export const AutoTranslateUnavailable: Story = {
  args: {
    onTranslate: fn(() => Promise.reject(apiError(503, { message: CONTENT_TEXT.translateUnavailable }))),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: LABEL.autoTranslate }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(CONTENT_TEXT.translateUnavailable));
    await expect(canvas.getByRole('textbox', { name: 'Name (English)' })).toHaveValue('Pool');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** The company's list lacks 'en': English is still offered, first. */
export const EnglishAlwaysFirst: Story = {
  args: { languages: [{ code: 'ru', name: 'Russian' }, { code: 'dv', name: 'Dhivehi' }], value: { en: 'Pool' } },
  play: async ({ canvasElement }) => {
    const radios = within(canvasElement).getAllByRole('radio');
    await expect(radios.map((r) => r.closest('label')?.textContent)).toEqual(['English', 'Russian (missing)', 'Dhivehi (missing)']);
  },
};

/** Only English enabled: nothing to translate into, and the field says so. */
export const AutoTranslateOnlyEnglish: Story = {
  args: { languages: [{ code: 'en', name: 'English' }], onTranslate: fn(fakeTranslate) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: LABEL.autoTranslate }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(NO_OTHER_LANGUAGE);
    await expect(args.onTranslate).not.toHaveBeenCalled();
  },
};

/** Dhivehi (Thaana) is written right to left: the text box follows the text's direction. */
export const RightToLeft: Story = {
  args: { value: { en: 'Pool', dv: 'ފެންގަނޑު' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Dhivehi' }));
    const input = canvas.getByRole('textbox', { name: 'Name (Dhivehi)' });
    await expect(input).toHaveValue('ފެންގަނޑު');
    await expect(getComputedStyle(input).direction).toBe('rtl');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, value: { en: 'Pool', dv: 'Fengandu' }, onTranslate: fn(fakeTranslate) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Name (English)' })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: 'Dhivehi' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: LABEL.autoTranslate })).toBeDisabled();
  },
};
