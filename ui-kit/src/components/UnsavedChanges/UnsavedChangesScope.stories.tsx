import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Form } from '../Form/Form';
import { FormTextField } from '../Form/FormFields';
import { UnsavedChangesScope, useHasUnsavedChanges } from './UnsavedChangesScope';

/** What a guard reads: true while any kit Form in the scope holds unsaved changes. */
function Indicator({ label }: { label: string }) {
  const dirty = useHasUnsavedChanges();
  return <p role="status" aria-label={label}>{dirty ? 'Unsaved changes' : 'All saved'}</p>;
}

/** An outer scope (the console shell) around an inner one (a drawer): dirt inside counts outside too. */
function Nested() {
  return (
    <UnsavedChangesScope>
      <Indicator label="Page" />
      <Form initialValues={{ name: 'Spa' }} onSubmit={() => undefined} aria-label="Page form">
        <FormTextField name="name" label="Page name" />
      </Form>
      <UnsavedChangesScope>
        <Indicator label="Drawer" />
        <Form initialValues={{ name: 'Pool' }} onSubmit={() => undefined} aria-label="Drawer form">
          <FormTextField name="name" label="Drawer name" />
        </Form>
      </UnsavedChangesScope>
    </UnsavedChangesScope>
  );
}

const meta = {
  title: 'Kit/UnsavedChanges/UnsavedChangesScope',
  component: UnsavedChangesScope,
  tags: ['autodocs'],
  render: () => <Nested />,
} satisfies Meta<typeof UnsavedChangesScope>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NestedScopes: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = canvas.getByRole('status', { name: 'Page' });
    const drawer = canvas.getByRole('status', { name: 'Drawer' });
    await expect(page).toHaveTextContent('All saved');

    // A change in the inner scope is seen by both.
    const drawerName = canvas.getByRole('textbox', { name: 'Drawer name' });
    await userEvent.type(drawerName, ' Bar');
    await waitFor(() => expect(drawer).toHaveTextContent('Unsaved changes'));
    await expect(page).toHaveTextContent('Unsaved changes');

    // A change in the outer scope only: the inner one stays clean.
    await userEvent.clear(drawerName);
    await userEvent.type(drawerName, 'Pool');
    await waitFor(() => expect(page).toHaveTextContent('All saved'));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Page name' }), '!');
    await waitFor(() => expect(page).toHaveTextContent('Unsaved changes'));
    await expect(drawer).toHaveTextContent('All saved');
  },
};
