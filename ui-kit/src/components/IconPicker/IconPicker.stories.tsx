import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { LAYOUT, MSG } from '@atoll/contract';
import * as yup from 'yup';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { clearLiveAnnouncer } from '../../test-utils';
import { Form } from '../Form/Form';
import { FormSubmitButton } from '../Form/FormButtons';
import { FormIconPicker } from './FormIconPicker';
import { ICON_PICKER_TEXT, IconPicker, type IconPickerProps } from './IconPicker';
import { storyIcons } from './storyIcons';

/** Holds the value like a screen would, and still reports every change to the story's spy. */
function Stateful(props: IconPickerProps) {
  const [value, setValue] = useState(props.value);
  return (
    <IconPicker
      {...props}
      value={value}
      onChange={(key) => {
        setValue(key);
        props.onChange(key);
      }}
    />
  );
}

const meta = {
  title: 'Kit/IconPicker',
  component: IconPicker,
  tags: ['autodocs'],
  args: { label: 'Icon', icons: storyIcons, value: null, onChange: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof IconPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

const grid = (canvasElement: HTMLElement) => within(canvasElement).getByRole('listbox', { name: 'Icon' });

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(ICON_PICKER_TEXT.noneSelected)).toBeVisible();
    // Every icon is drawn from its url, with its name.
    const options = within(grid(canvasElement)).getAllByRole('option');
    await expect(options).toHaveLength(storyIcons.length);
    await expect(options[0].querySelector('img')?.getAttribute('src')).toBe(storyIcons[0].url);
    await userEvent.click(within(grid(canvasElement)).getByRole('option', { name: 'Spa' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('spa');
    await expect(within(grid(canvasElement)).getByRole('option', { name: 'Spa' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByText('Spa', { selector: 'strong' })).toBeVisible();
  },
};

export const Selected: Story = {
  args: { value: 'pool' },
  play: async ({ canvasElement }) => {
    await expect(within(grid(canvasElement)).getByRole('option', { name: 'Pool' })).toHaveAttribute('aria-selected', 'true');
    await expect(within(canvasElement).getByText('Pool', { selector: 'strong' })).toBeVisible();
  },
};

/** LAYOUT.iconPickerMaxHeight: in a narrow column the list stops growing at 200 px and scrolls. */
export const ListMaxHeight: Story = {
  decorators: [(Story) => <div style={{ width: 320 }}><Story /></div>],
  play: async ({ canvasElement }) => {
    const list = grid(canvasElement);
    await expect(list.getBoundingClientRect().height).toBeLessThanOrEqual(LAYOUT.iconPickerMaxHeight);
    await expect(list.scrollHeight).toBeGreaterThan(list.clientHeight);
  },
};

export const Search: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const search = canvas.getByRole('searchbox', { name: `${ICON_PICKER_TEXT.search} (Icon)` });
    await userEvent.type(search, 'caf');
    await expect(canvas.getByText(ICON_PICKER_TEXT.noMatch)).toBeVisible();
    await userEvent.clear(search);
    await userEvent.type(search, 'po');
    const options = within(grid(canvasElement)).getAllByRole('option');
    await expect(options.map((o) => o.textContent)).toEqual(['Pool']);
    await userEvent.click(options[0]);
    await expect(args.onChange).toHaveBeenLastCalledWith('pool');
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('searchbox')).toHaveFocus();
    await userEvent.tab();
    const first = within(grid(canvasElement)).getByRole('option', { name: storyIcons[0].name });
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(grid(canvasElement)).getByRole('option', { name: storyIcons[1].name })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(storyIcons[1].key);
    // Down moves a whole row in the grid, not one item.
    await userEvent.keyboard('{ArrowDown}');
    const focused = document.activeElement as HTMLElement;
    await expect(focused.getBoundingClientRect().top).toBeGreaterThan(first.getBoundingClientRect().top);
    await expect(focused.getBoundingClientRect().left).toBe(
      within(grid(canvasElement)).getByRole('option', { name: storyIcons[1].name }).getBoundingClientRect().left,
    );
  },
};

export const Loading: Story = {
  args: { isLoading: true, icons: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: ICON_PICKER_TEXT.loading })).toBeVisible();
    await expect(within(canvasElement).queryByRole('listbox')).toBeNull();
    // It keeps the search field's and the full grid's place, so a button under it does not move when the icons
    // arrive (a press meant for it would land in the grid).
    const picker = within(canvasElement).getByRole('group', { name: 'Icon' });
    await expect(picker.getBoundingClientRect().height).toBeGreaterThanOrEqual(LAYOUT.iconPickerMaxHeight + 36);
  },
};

export const WithError: Story = {
  args: { isRequired: true, errorMessage: MSG.fieldRequired },
  play: async ({ canvasElement }) => {
    await expect(grid(canvasElement)).toHaveAccessibleDescription(MSG.fieldRequired);
  },
};

const iconSchema = yup.object({ icon: yup.string().required(MSG.fieldRequired) });
const onSubmit = fn();

/** FormIconPicker: the schema's 'Field is required' until an icon is picked. */
export const InForm: Story = {
  beforeEach: () => {
    onSubmit.mockClear();
  },
  render: () => (
    <Form schema={iconSchema} onSubmit={onSubmit} aria-label="Quick action">
      <FormIconPicker name="icon" label="Icon" icons={storyIcons} isRequired />
      <FormSubmitButton>Save</FormSubmitButton>
    </Form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText(MSG.fieldRequired)).toBeVisible();
    await expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(within(grid(canvasElement)).getByRole('option', { name: 'Wi-Fi' }));
    await waitFor(() => expect(canvas.queryByText(MSG.fieldRequired)).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    await expect(onSubmit.mock.calls[0][0]).toEqual({ icon: 'wifi' });
    clearLiveAnnouncer();
  },
};
