import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { MSG, RELATED_TYPES, bannerCreateSchema, type NamedOption } from '@atoll/contract';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { clearLiveAnnouncer } from '../../test-utils';
import { axeViolations } from '../../test-utils/axe';
import { Form } from '../Form/Form';
import { FormSubmitButton } from '../Form/FormButtons';
import { FormRelatedObjectPicker } from './FormRelatedObjectPicker';
import { RELATED_OBJECT_TEXT, RelatedObjectPicker, type RelatedObjectPickerProps } from './RelatedObjectPicker';

const OBJECTS: Record<string, NamedOption[]> = {
  facility: [
    { id: 1, name: 'Spa' },
    { id: 2, name: 'Dive Centre' },
  ],
  activity: [{ id: 11, name: 'Sunset Cruise' }],
  menu: [{ id: 21, name: 'In-Villa Dining' }],
  information: [],
  event: [{ id: 41, name: 'Beach BBQ' }],
};

/**
 * A story that checks the loading state holds the answer until it has seen it ({@link holdAnswers}): a timer
 * could run out on a busy machine before the check looked.
 */
let held: Promise<void> = Promise.resolve();

/** Holds every answer of loadObjects until the returned function is called. */
function holdAnswers(): () => void {
  let release!: () => void;
  held = new Promise((resolve) => (release = resolve));
  return release;
}

/** Answers like GET /ui/related-object/{type}, after a short wait (or until released) so the loading state shows. */
const loadObjects = fn(
  (type: string) =>
    new Promise<NamedOption[]>((resolve) => setTimeout(() => void held.then(() => resolve(OBJECTS[type] ?? [])), 150)),
);

function Stateful(props: RelatedObjectPickerProps) {
  const [value, setValue] = useState(props.value);
  return (
    <RelatedObjectPicker
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const EMPTY = { related_type: null, related_id: null, related_direct: false };

const meta = {
  title: 'Kit/RelatedObjectPicker',
  component: RelatedObjectPicker,
  tags: ['autodocs'],
  args: { types: RELATED_TYPES, loadObjects, value: EMPTY, onChange: fn() },
  beforeEach: () => {
    loadObjects.mockClear();
    held = Promise.resolve();
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof RelatedObjectPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

const typeButton = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: new RegExp(RELATED_OBJECT_TEXT.typeLabel) });
const objectBox = (canvasElement: HTMLElement) => within(canvasElement).getByRole('combobox', { name: RELATED_OBJECT_TEXT.objectLabel });
const directSwitch = (canvasElement: HTMLElement) => within(canvasElement).getByRole('switch', { name: RELATED_OBJECT_TEXT.direct });

async function chooseType(canvasElement: HTMLElement, label: string) {
  await userEvent.click(typeButton(canvasElement));
  await userEvent.click(await screen.findByRole('option', { name: label }));
}

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    // No type: 'None' is shown, the object and 'Open directly' wait for one.
    await expect(typeButton(canvasElement)).toHaveTextContent(RELATED_OBJECT_TEXT.none);
    await expect(objectBox(canvasElement)).toHaveAttribute('placeholder', 'Choose an object');
    await expect(objectBox(canvasElement)).toBeDisabled();
    await expect(objectBox(canvasElement)).toHaveAccessibleDescription(RELATED_OBJECT_TEXT.chooseType);
    await expect(directSwitch(canvasElement)).toBeDisabled();

    const release = holdAnswers();
    await chooseType(canvasElement, 'Facility');
    await expect(loadObjects).toHaveBeenLastCalledWith('facility');
    await expect(await within(canvasElement).findByRole('progressbar', { name: RELATED_OBJECT_TEXT.loading })).toBeVisible();
    release();
    await waitFor(() => expect(objectBox(canvasElement)).toBeEnabled());
    await expect(objectBox(canvasElement)).toHaveAttribute('placeholder', RELATED_OBJECT_TEXT.objectPlaceholder('Facility'));
    // A click anywhere in the box opens the list, not only the caret.
    await userEvent.click(objectBox(canvasElement));
    // While it is open the type and the switch are hidden from screen readers and out of the Tab order
    // (axe after the play would not see this moment: the list has closed by then).
    await screen.findByRole('listbox');
    await expect(await axeViolations()).toEqual([]);
    await userEvent.click(await screen.findByRole('option', { name: 'Dive Centre' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ related_type: 'facility', related_id: 2, related_direct: false });

    await userEvent.click(within(canvasElement).getByText(RELATED_OBJECT_TEXT.direct));
    await expect(args.onChange).toHaveBeenLastCalledWith({ related_type: 'facility', related_id: 2, related_direct: true });
  },
};

/** A new type clears the object (it belonged to the old type) and loads the new list. */
export const ChangingTypeClearsObject: Story = {
  args: { value: { related_type: 'facility', related_id: 1, related_direct: true } },
  play: async ({ canvasElement, args }) => {
    await waitFor(() => expect(objectBox(canvasElement)).toHaveValue('Spa'));
    await chooseType(canvasElement, 'Activity');
    await expect(args.onChange).toHaveBeenLastCalledWith({ related_type: 'activity', related_id: null, related_direct: true });
    await waitFor(() => expect(objectBox(canvasElement)).toBeEnabled());
    await expect(objectBox(canvasElement)).toHaveValue('');
    await expect(loadObjects).toHaveBeenLastCalledWith('activity');

    await chooseType(canvasElement, RELATED_OBJECT_TEXT.none);
    await expect(args.onChange).toHaveBeenLastCalledWith({ related_type: null, related_id: null, related_direct: false });
    await expect(directSwitch(canvasElement)).toBeDisabled();
  },
};

export const EmptyList: Story = {
  args: { value: { related_type: 'information', related_id: null, related_direct: false } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(objectBox(canvasElement)).toHaveAccessibleDescription(RELATED_OBJECT_TEXT.empty));
  },
};

const failing = fn((_type: string): Promise<NamedOption[]> => Promise.reject(new Error('offline')));

export const LoadError: Story = {
  args: { value: { related_type: 'menu', related_id: null, related_direct: false }, loadObjects: failing },
  beforeEach: () => {
    failing.mockClear();
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(RELATED_OBJECT_TEXT.loadFailed);
    await expect(objectBox(canvasElement)).toBeDisabled();
    await userEvent.click(within(alert).getByRole('button', { name: MSG.retry }));
    await waitFor(() => expect(failing).toHaveBeenCalledTimes(2));
  },
};

export const Required: Story = {
  args: { isRequired: true, errors: { related_type: MSG.fieldRequired } },
  play: async ({ canvasElement }) => {
    await expect(typeButton(canvasElement)).toHaveTextContent(RELATED_OBJECT_TEXT.typePlaceholder);
    await userEvent.click(typeButton(canvasElement));
    const options = await screen.findAllByRole('option');
    // A required link offers no 'None'.
    await expect(options.map((o) => o.textContent)).toEqual(RELATED_TYPES.map((t) => t.label));
    await userEvent.keyboard('{Escape}');
    await expect(within(canvasElement).getByText(MSG.fieldRequired)).toBeVisible();
  },
};

export const WithErrors: Story = {
  args: {
    value: { related_type: 'event', related_id: null, related_direct: false },
    errors: { related_id: MSG.fieldRequired },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(objectBox(canvasElement)).toHaveAccessibleDescription(MSG.fieldRequired));
    await expect(objectBox(canvasElement)).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(typeButton(canvasElement)).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ related_type: 'activity', related_id: null, related_direct: false });
    await waitFor(() => expect(objectBox(canvasElement)).toBeEnabled());
    await userEvent.tab();
    await expect(objectBox(canvasElement)).toHaveFocus();
    await userEvent.keyboard('Sun');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ related_type: 'activity', related_id: 11, related_direct: false });
    // The list has closed and taken its aria-hidden on the rest of the page with it.
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await waitFor(() => expect(canvasElement.querySelectorAll('[aria-hidden="true"] :is(button, input, [tabindex]):not([tabindex="-1"])')).toHaveLength(0));
  },
};

const relatedSchema = bannerCreateSchema.pick(['related_type', 'related_id', 'related_direct']);
const onSubmit = fn();

/**
 * FormRelatedObjectPicker binds related_type, related_id and related_direct: with a type the
 * contract's schema requires an object, and the message shows under the object field.
 */
export const InForm: Story = {
  beforeEach: () => {
    clearLiveAnnouncer();
    onSubmit.mockClear();
  },
  render: () => (
    <Form
      schema={relatedSchema}
      onSubmit={onSubmit}
      initialValues={{ related_type: 'event', related_id: 41, related_direct: false }}
      aria-label="Banner"
    >
      <FormRelatedObjectPicker types={RELATED_TYPES} loadObjects={loadObjects} />
      <FormSubmitButton>Save</FormSubmitButton>
    </Form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(objectBox(canvasElement)).toHaveValue('Beach BBQ'));
    await chooseType(canvasElement, 'Menu');
    await waitFor(() => expect(objectBox(canvasElement)).toBeEnabled());
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(objectBox(canvasElement)).toHaveAccessibleDescription(MSG.fieldRequired));
    await expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('button', { name: /Show suggestions/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'In-Villa Dining' }));
    await userEvent.click(canvas.getByText(RELATED_OBJECT_TEXT.direct));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    await expect(onSubmit.mock.calls[0][0]).toEqual({ related_type: 'menu', related_id: 21, related_direct: true });
    clearLiveAnnouncer();
  },
};
