import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { clearLiveAnnouncer } from '../../test-utils';
import { Button } from '../Button';
import { Form } from '../Form/Form';
import { FormSaveBar } from '../Form/FormButtons';
import { FormTextField } from '../Form/FormFields';
import { UNSAVED_CHANGES_TEXT } from '../UnsavedChanges';
import { Drawer } from './Drawer';

/**
 * The unsaved-changes guard of the drawer: a kit Form inside reports its dirty state, and Escape,
 * the close button or a click outside first ask 'Discard unsaved changes?'.
 */
function EditFacility({ onClose, trackUnsavedChanges }: { onClose: () => void; trackUnsavedChanges?: boolean }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Open Spa</Button>
      <Drawer
        isOpen={isOpen}
        onOpenChange={(open) => {
          setOpen(open);
          if (!open) onClose();
        }}
        title="Spa"
      >
        <Form
          initialValues={{ name: 'Spa' }}
          onSubmit={() => undefined}
          aria-label="Basic Information"
          trackUnsavedChanges={trackUnsavedChanges}
        >
          <FormTextField name="name" label="Name" />
          <FormSaveBar />
        </Form>
      </Drawer>
    </>
  );
}

const onClose = fn();

const meta = {
  title: 'Kit/Drawer/UnsavedChanges',
  component: EditFacility,
  args: { onClose },
  beforeEach: () => {
    onClose.mockClear();
  },
} satisfies Meta<typeof EditFacility>;
export default meta;
type Story = StoryObj<typeof meta>;

async function openAndEdit(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open Spa' }));
  const drawer = await screen.findByRole('dialog', { name: 'Spa' });
  await userEvent.type(within(drawer).getByRole('textbox', { name: 'Name' }), ' & Wellness');
  return drawer;
}
const question = () => screen.findByRole('alertdialog', { name: UNSAVED_CHANGES_TEXT.title });

export const AsksBeforeClosing: Story = {
  play: async ({ canvasElement }) => {
    const drawer = await openAndEdit(canvasElement);
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close' }));
    const ask = await question();
    await expect(ask).toHaveTextContent(UNSAVED_CHANGES_TEXT.body);
    await userEvent.click(within(ask).getByRole('button', { name: UNSAVED_CHANGES_TEXT.keepEditing }));
    await waitFor(() => expect(ask).not.toBeInTheDocument());
    await expect(within(drawer).getByRole('textbox', { name: 'Name' })).toHaveValue('Spa & Wellness');
    await expect(onClose).not.toHaveBeenCalled();

    // Escape asks too; Escape on the question only closes the question.
    await userEvent.keyboard('{Escape}');
    const again = await question();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(again).not.toBeInTheDocument());
    await expect(screen.getByRole('dialog', { name: 'Spa' })).toBeVisible();

    // A click outside the panel asks as well; Discard closes the drawer.
    const overlay = drawer.parentElement?.parentElement as HTMLElement;
    await userEvent.pointer({ keys: '[MouseLeft]', target: overlay, coords: { clientX: 5, clientY: 5 } });
    const last = await question();
    await userEvent.click(within(last).getByRole('button', { name: UNSAVED_CHANGES_TEXT.discard }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Spa' })).toBeNull());
    await expect(onClose).toHaveBeenCalledTimes(1);
    await expect(screen.queryByRole('alertdialog')).toBeNull();
  },
};

export const SavedClosesAtOnce: Story = {
  play: async ({ canvasElement }) => {
    const drawer = await openAndEdit(canvasElement);
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(drawer).queryByRole('toolbar')).toBeNull());
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Spa' })).toBeNull());
    await expect(screen.queryByRole('alertdialog')).toBeNull();
    await expect(onClose).toHaveBeenCalledTimes(1);
    clearLiveAnnouncer();
  },
};

export const UndoneEditClosesAtOnce: Story = {
  play: async ({ canvasElement }) => {
    const drawer = await openAndEdit(canvasElement);
    await userEvent.click(within(drawer).getByRole('button', { name: 'Cancel' }));
    // The save bar went away with the focused Cancel: focus stays in the drawer at once, so Escape reaches it.
    await expect(drawer.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Spa' })).toBeNull());
    await expect(onClose).toHaveBeenCalledTimes(1);
  },
};

/** `trackUnsavedChanges={false}` (e.g. a filter form): the drawer closes without asking. */
export const NotTracked: Story = {
  args: { trackUnsavedChanges: false },
  play: async ({ canvasElement }) => {
    const drawer = await openAndEdit(canvasElement);
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Spa' })).toBeNull());
    await expect(screen.queryByRole('alertdialog')).toBeNull();
  },
};
