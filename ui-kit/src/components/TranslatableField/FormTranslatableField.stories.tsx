import type { Meta, StoryObj } from '@storybook/react-vite';
import { CONTENT_TEXT, ERROR_CODES, MSG, PRICE_TEXT_MAX, apiError, translatable, type Translatable } from '@atoll/contract';
import * as yup from 'yup';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { clearLiveAnnouncer } from '../../test-utils';
import { Form, FormSaveBar, FormSubmitButton, type FormProps } from '../Form';
import { FormPriceTextField, FormTranslatableField } from './FormTranslatableField';
import { LANGUAGES } from './storyData';

const schema = yup.object({
  name: translatable({ required: MSG.enterName }),
  price_text: translatable({ max: PRICE_TEXT_MAX }),
  description: translatable(),
});
interface DemoValues {
  name?: Translatable;
  price_text?: Translatable;
  description?: Translatable;
}

/** A content form as the console builds one: translatable values are `Translatable` lists in form state. */
function DemoContentForm({ onSubmit, initialValues }: Pick<FormProps<DemoValues>, 'onSubmit' | 'initialValues'>) {
  return (
    <div style={{ maxWidth: 560 }}>
      <Form<DemoValues> schema={schema} onSubmit={onSubmit} initialValues={initialValues} aria-label="Activity">
        <FormTranslatableField name="name" label="Name" languages={LANGUAGES} isRequired />
        <FormPriceTextField name="price_text" languages={LANGUAGES} />
        <FormTranslatableField name="description" label="Description" variant="rich" languages={LANGUAGES} />
        <FormSubmitButton>Save</FormSubmitButton>
      </Form>
    </div>
  );
}

const meta = {
  title: 'Kit/TranslatableField/Form adapters',
  component: DemoContentForm,
  tags: ['autodocs'],
  beforeEach: clearLiveAnnouncer,
  args: { onSubmit: fn() },
} satisfies Meta<typeof DemoContentForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const submitted = (onSubmit: unknown) => (onSubmit as { mock: { calls: unknown[][] } }).mock.calls[0][0] as DemoValues;

/** English is required (the spec's message on the field); what is submitted is the wire list, 'en' first. */
export const RequiredThenSubmitted: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const english = canvas.getByRole('textbox', { name: 'Name (English)' });
    await waitFor(() => expect(english).toHaveAccessibleDescription(MSG.enterName));
    await expect(english).toBeInvalid();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(english, 'Snorkelling');
    const nameLanguages = canvas.getByRole('radiogroup', { name: 'Name: language' });
    await userEvent.click(within(nameLanguages).getByRole('radio', { name: 'Dhivehi (missing)' }));
    // A leading space is kept while typing, although the list drops a text of only spaces.
    const dhivehi = canvas.getByRole('textbox', { name: 'Name (Dhivehi)' });
    await userEvent.type(dhivehi, ' Snorkel');
    await expect(dhivehi).toHaveValue(' Snorkel');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Price (English)' }), 'USD 40');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(submitted(args.onSubmit).name).toEqual([
      { language_code: 'en', text: 'Snorkelling' },
      { language_code: 'dv', text: ' Snorkel' },
    ]);
    await expect(submitted(args.onSubmit).price_text).toEqual([{ language_code: 'en', text: 'USD 40' }]);
  },
};

/** Editing keeps every language the record has, including ones the field does not offer. */
export const KeepsOtherLanguages: Story = {
  args: {
    initialValues: {
      name: [
        { language_code: 'en', text: 'Pool' },
        { language_code: 'dv', text: 'Fengandu' },
        { language_code: 'fr', text: 'Piscine' },
      ],
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const english = canvas.getByRole('textbox', { name: 'Name (English)' });
    await expect(english).toHaveValue('Pool');
    await userEvent.type(english, ' bar');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(submitted(args.onSubmit).name).toEqual([
      { language_code: 'en', text: 'Pool bar' },
      { language_code: 'dv', text: 'Fengandu' },
      { language_code: 'fr', text: 'Piscine' },
    ]);
  },
};

/** A cleared language leaves the list (an empty translation is a missing one). */
export const ClearedLanguageLeavesTheList: Story = {
  args: { initialValues: { name: [{ language_code: 'en', text: 'Pool' }, { language_code: 'dv', text: 'Fengandu' }] } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Dhivehi' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Clear Dhivehi' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(submitted(args.onSubmit).name).toEqual([{ language_code: 'en', text: 'Pool' }]);
  },
};

function DemoEditForm({ onSubmit, initialValues }: Pick<FormProps<DemoValues>, 'onSubmit' | 'initialValues'>) {
  return (
    <div style={{ maxWidth: 560 }}>
      <Form<DemoValues> schema={schema} onSubmit={onSubmit} initialValues={initialValues} aria-label="Activity">
        <FormTranslatableField name="name" label="Name" languages={LANGUAGES} isRequired />
        <FormTranslatableField name="description" label="Description" variant="rich" languages={LANGUAGES} />
        <FormSaveBar />
      </Form>
    </div>
  );
}

/**
 * The save bar appears on a change and goes when the text is typed back; looking at
 * stored HTML (not in the editor's own form) changes nothing.
 */
export const DirtyOnlyWhenChanged: Story = {
  args: {
    initialValues: {
      name: [{ language_code: 'en', text: 'Pool' }],
      description: [{ language_code: 'en', text: '<p>Open <b>daily</b></p>\n' }],
    },
  },
  render: (args) => <DemoEditForm {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('textbox', { name: 'Description (English)' }));
    await userEvent.click(canvas.getByRole('textbox', { name: 'Name (English)' }));
    await expect(canvas.queryByRole('button', { name: 'Save' })).toBeNull();
    const name = canvas.getByRole('textbox', { name: 'Name (English)' });
    await userEvent.type(name, 's');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Save' })).toBeVisible());
    await userEvent.type(name, '{Backspace}');
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Save' })).toBeNull());
  },
};

/** Price text over 50 characters in a language: the counter and the schema's message. */
export const PriceTooLong: Story = {
  args: { initialValues: { name: [{ language_code: 'en', text: 'Pool' }] } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const price = canvas.getByRole('textbox', { name: 'Price (English)' });
    await userEvent.type(price, 'x'.repeat(PRICE_TEXT_MAX + 1));
    await expect(canvas.getByText(`${PRICE_TEXT_MAX + 1}/${PRICE_TEXT_MAX}`)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(canvas.getAllByText(CONTENT_TEXT.perLanguageMax(PRICE_TEXT_MAX), { exact: false }).length).toBeGreaterThan(0));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server's VALIDATION_ERROR for a translatable field lands on that field (path 'name', never 'name[0].text'). */
export const ServerValidationError: Story = {
  args: {
    initialValues: { name: [{ language_code: 'en', text: 'Pool' }] },
    onSubmit: fn(() =>
      Promise.reject(apiError(422, { code: ERROR_CODES.VALIDATION_ERROR, errors: { name: [MSG.fieldRequired] } })),
    ),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    const english = canvas.getByRole('textbox', { name: 'Name (English)' });
    await waitFor(() => expect(english).toHaveAccessibleDescription(MSG.fieldRequired));
    await expect(english).toBeInvalid();
    // Editing the field again hides the server's message until the next submit.
    await userEvent.type(english, 's');
    await expect(english).toBeValid();
  },
};
