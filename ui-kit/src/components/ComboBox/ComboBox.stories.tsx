import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { axeViolations } from '../../test-utils/axe';
import { ComboBox } from './ComboBox';

const countries = [
  { id: 'MDV', label: 'Maldives' },
  { id: 'MLT', label: 'Malta' },
  { id: 'MYS', label: 'Malaysia' },
  { id: 'MEX', label: 'Mexico' },
  { id: 'LKA', label: 'Sri Lanka' },
  { id: 'IND', label: 'India' },
];

const meta = {
  title: 'Kit/ComboBox',
  component: ComboBox,
  tags: ['autodocs'],
  args: { label: 'Country', items: countries, onChange: fn() },
} satisfies Meta<typeof ComboBox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Country' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    // ArrowDown opens the whole list on the first country; four more steps reach Sri Lanka.
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    await waitFor(() => expect(input).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Sri Lanka' }).id));
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveValue('Sri Lanka');
    await expect(args.onChange).toHaveBeenLastCalledWith('LKA');
  },
};
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Country' });
    await userEvent.type(input, 'mal');
    const listbox = await screen.findByRole('listbox');
    const options = within(listbox).getAllByRole('option');
    await expect(options.map((o) => o.textContent)).toEqual(['Maldives', 'Malta', 'Malaysia']);
    await userEvent.click(within(listbox).getByRole('option', { name: 'Malta' }));
    await expect(input).toHaveValue('Malta');
    await expect(args.onChange).toHaveBeenLastCalledWith('MLT');
  },
};
/** A click anywhere in the box opens the whole list; the empty box says what to choose. */
export const ClickOpens: Story = {
  args: { placeholder: 'Choose a country' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Country' });
    await expect(input).toHaveAttribute('placeholder', 'Choose a country');
    await userEvent.click(input);
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(countries.length);
    await userEvent.click(within(listbox).getByRole('option', { name: 'India' }));
    await expect(input).toHaveValue('India');
    await expect(args.onChange).toHaveBeenLastCalledWith('IND');
  },
};
/** Without a placeholder prop the hint is built from the label. */
export const DefaultPlaceholder: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Country' })).toHaveAttribute('placeholder', 'Choose country');
  },
};
export const NoResults: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox', { name: 'Country' }), 'zzz');
    await expect(await screen.findByText('No results')).toBeVisible();
  },
};
export const Selected: Story = { args: { defaultValue: 'MDV' } };
export const WithError: Story = {
  args: { isInvalid: true, errorMessage: 'Choose a country from the list', isRequired: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Country' });
    await expect(input).toHaveAccessibleDescription('Choose a country from the list');
    await expect(input).toBeInvalid();
  },
};
export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'MDV' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Country' })).toBeDisabled();
  },
};
export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: 'MDV' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Country' });
    await expect(input).toHaveValue('Maldives');
    // Read-only: a click does not offer other choices.
    await userEvent.click(input);
    await expect(screen.queryByRole('listbox')).toBeNull();
    await userEvent.type(input, 'x');
    await expect(input).toHaveValue('Maldives');
  },
};

/**
 * With the list open, React Aria hides the fields around it from screen readers; they are out of the Tab
 * order too (axe 'aria-hidden-focus' checked while the list is open, not only after the play), and Tab
 * closes the list and moves on to the next field, which is usable again.
 */
export const OpenAmongOtherFields: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12, alignItems: 'flex-start' }}>
      <button type="button">Before</button>
      <ComboBox {...args} />
      <label>
        Notes <input name="notes" />
      </label>
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Country' });
    await userEvent.click(input);
    await screen.findByRole('listbox');
    await expect(canvas.getByText('Before').closest('[inert]')).not.toBeNull();
    await expect(await axeViolations()).toEqual([]);
    await userEvent.keyboard('{ArrowDown}{Tab}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await expect(args.onChange).toHaveBeenLastCalledWith('MDV');
    await expect(canvas.getByRole('textbox', { name: 'Notes' })).toHaveFocus();
    await expect(canvasElement.querySelector('[inert]')).toBeNull();
  },
};
