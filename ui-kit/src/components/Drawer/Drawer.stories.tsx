import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { clearAnnouncer } from 'react-aria/private/live-announcer/LiveAnnouncer';
import { LABEL, MSG } from '@atoll/contract';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { expectDarkPage, inDark } from '../../foundations/darkStories';
import { Button } from '../Button';
import { SaveBar } from '../SaveBar';
import { atViewport } from '../NavBar/storyViewports';
import { TextField } from '../TextField';
import { Drawer, type DrawerProps } from './Drawer';

/** The list screen around the drawer: a button opens it, as a row click would. */
function Screen(props: Omit<DrawerProps, 'isOpen' | 'onOpenChange'>) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Open Spa</Button>
      <Drawer {...props} isOpen={isOpen} onOpenChange={setOpen} />
    </>
  );
}

const meta = {
  title: 'Kit/Drawer',
  component: Drawer,
  tags: ['autodocs'],
  args: {
    isOpen: false,
    onOpenChange: fn(),
    title: 'Spa',
    subtitle: 'Facility',
    children: <p>Massages and treatments, 9:00–21:00.</p>,
  },
  render: ({ isOpen: _isOpen, onOpenChange: _onOpenChange, ...args }) => <Screen {...args} />,
} satisfies Meta<typeof Drawer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Delete sits in the header's 'More actions' menu. */
async function chooseDelete(drawer: HTMLElement) {
  await userEvent.click(within(drawer).getByRole('button', { name: LABEL.moreActions }));
  const menu = await screen.findByRole('menu', { name: LABEL.moreActions });
  await userEvent.click(within(menu).getByRole('menuitem', { name: LABEL.delete }));
}

async function openDrawer(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open Spa' }));
  return screen.findByRole('dialog', { name: 'Spa' });
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const drawer = await openDrawer(canvasElement);
    await expect(drawer).toHaveTextContent('Facility');
    await expect(drawer).toHaveTextContent('Massages and treatments');
    // LAYOUT.drawerWidth, at the right edge.
    const panel = drawer.parentElement as HTMLElement;
    await expect(panel.getBoundingClientRect().width).toBe(600);
    await expect(Math.round(panel.getBoundingClientRect().right)).toBe(document.documentElement.clientWidth);
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const WithTabs: Story = {
  args: {
    tabs: [
      { id: 'details', label: 'Details', content: <p>Opening hours</p> },
      { id: 'gallery', label: 'Gallery', count: 3, content: <p>Three photos</p> },
    ],
    onTabChange: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const drawer = await openDrawer(canvasElement);
    await userEvent.click(within(drawer).getByRole('tab', { name: 'Gallery (3)' }));
    await expect(args.onTabChange).toHaveBeenLastCalledWith('gallery');
    await expect(within(drawer).getByRole('tabpanel')).toHaveTextContent('Three photos');
  },
};

export const DeleteConfirm: Story = {
  args: {
    onDelete: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 300))),
    deleteSummary: 'Spa, with 2 activities, 1 menu and 3 request types',
  },
  play: async ({ canvasElement, args }) => {
    const drawer = await openDrawer(canvasElement);
    // No solid Delete beside the title: it is a menu item.
    await expect(within(drawer).queryByRole('button', { name: LABEL.delete })).toBeNull();
    await chooseDelete(drawer);
    const confirm = await screen.findByRole('alertdialog', { name: MSG.deleteConfirmTitle });
    await expect(confirm).toHaveTextContent('Spa, with 2 activities, 1 menu and 3 request types, will be deleted.');
    await expect(confirm).toHaveTextContent(MSG.deleteConfirmBody);
    await userEvent.click(within(confirm).getByRole('button', { name: LABEL.delete }));
    await expect(within(confirm).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
    // The pending announcement points at the closed button for RAC's 7 s; clear it for axe.
    clearAnnouncer('assertive');
  },
};

/** By keyboard: the menu opens with Enter, Delete is chosen with the arrows, Escape backs out of the confirmation. */
export const DeleteByKeyboard: Story = {
  args: { onDelete: fn() },
  play: async ({ canvasElement, args }) => {
    const drawer = await openDrawer(canvasElement);
    const more = within(drawer).getByRole('button', { name: LABEL.moreActions });
    more.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: LABEL.moreActions });
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: LABEL.delete })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    // Focus comes back once the overlay has closed, which can be a frame after it has left the page.
    await waitFor(() => expect(more).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: LABEL.delete })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const confirm = await screen.findByRole('alertdialog', { name: MSG.deleteConfirmTitle });
    // Without a summary the drawer's title names what goes.
    await expect(confirm).toHaveTextContent('Spa will be deleted.');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(confirm).not.toBeInTheDocument());
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

export const DeleteCancelled: Story = {
  args: { onDelete: fn() },
  play: async ({ canvasElement, args }) => {
    const drawer = await openDrawer(canvasElement);
    await chooseDelete(drawer);
    const confirm = await screen.findByRole('alertdialog', { name: MSG.deleteConfirmTitle });
    // Escape closes only the confirmation; the drawer stays.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(confirm).not.toBeInTheDocument());
    await expect(screen.getByRole('dialog', { name: 'Spa' })).toBeVisible();
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

/** Set Active / Set Inactive follows `active`. */
function ToggleScreen() {
  const [active, setActive] = useState(true);
  return <Screen title="Spa" active={active} onToggleActive={() => setActive((value) => !value)} />;
}

export const ActiveToggle: Story = {
  render: () => <ToggleScreen />,
  play: async ({ canvasElement }) => {
    const drawer = await openDrawer(canvasElement);
    await userEvent.click(within(drawer).getByRole('button', { name: 'Set Inactive' }));
    await expect(within(drawer).getByRole('button', { name: 'Set Active' })).toBeVisible();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Set Active' }));
    await expect(within(drawer).getByRole('button', { name: 'Set Inactive' })).toBeVisible();
  },
};

/** A form whose save bar appears after an edit, as the console's detail tabs do. */
function EditScreen({ onSave }: { onSave: () => void }) {
  const [name, setName] = useState('Spa');
  const [saved, setSaved] = useState('Spa');
  return (
    <Screen
      title={saved}
      saveBar={<SaveBar isVisible={name !== saved} onSave={() => { setSaved(name); onSave(); }} onCancel={() => setName(saved)} />}
    >
      <TextField label="Name" value={name} onChange={setName} />
    </Screen>
  );
}

const onSave = fn();

export const WithSaveBar: Story = {
  render: () => <EditScreen onSave={onSave} />,
  play: async ({ canvasElement }) => {
    const drawer = await openDrawer(canvasElement);
    await expect(within(drawer).queryByRole('toolbar')).toBeNull();
    await userEvent.type(within(drawer).getByRole('textbox', { name: 'Name' }), ' & Wellness');
    const bar = within(drawer).getByRole('toolbar', { name: 'Unsaved changes' });
    await userEvent.click(within(bar).getByRole('button', { name: 'Save' }));
    await expect(onSave).toHaveBeenCalledTimes(1);
    await expect(screen.getByRole('dialog', { name: 'Spa & Wellness' })).toBeVisible();
    await expect(within(drawer).queryByRole('toolbar')).toBeNull();
  },
};

/** Keyboard only: Enter opens, focus moves in and stays in, Escape closes and focus returns. */
export const Keyboard: Story = {
  args: { onDelete: fn(), active: true, onToggleActive: fn() },
  play: async ({ canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Open Spa' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const drawer = await screen.findByRole('dialog', { name: 'Spa' });
    await waitFor(() => expect(drawer.contains(document.activeElement)).toBe(true));
    for (let i = 0; i < 6; i += 1) {
      await userEvent.tab();
      await expect(drawer.contains(document.activeElement)).toBe(true);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Focus comes back once the overlay has closed, which can be a frame after it has left the page.
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** A long form in the drawer: after an edit the save bar sits flush at the drawer's bottom, full width, nothing beneath it. */
function LongEditScreen() {
  const [name, setName] = useState('Spa');
  return (
    <Screen title="Spa" saveBar={undefined}>
      <form aria-label="Spa details">
        <TextField label="Name" value={name} onChange={setName} />
        {Array.from({ length: 24 }, (_, i) => (
          <p key={i}>Treatment {i + 1}: sixty minutes of massage with warm coconut oil.</p>
        ))}
        <SaveBar isVisible={name !== 'Spa'} onSave={() => setName('Spa')} onCancel={() => setName('Spa')} />
      </form>
    </Screen>
  );
}

export const SaveBarAtTheBottom: Story = {
  render: () => <LongEditScreen />,
  play: async ({ canvasElement }) => {
    const drawer = await openDrawer(canvasElement);
    await userEvent.type(within(drawer).getByRole('textbox', { name: 'Name' }), ' & Wellness');
    const bar = within(drawer).getByRole('toolbar', { name: 'Unsaved changes' });
    const body = within(drawer).getByRole('form', { name: 'Spa details' }).parentElement as HTMLElement;
    const panel = drawer.parentElement as HTMLElement;
    for (const scrollTop of [0, 120, body.scrollHeight]) {
      body.scrollTop = scrollTop;
      const barBox = bar.getBoundingClientRect();
      await expect(Math.round(barBox.bottom)).toBe(Math.round(panel.getBoundingClientRect().bottom));
      await expect(Math.round(barBox.width)).toBe(Math.round(panel.getBoundingClientRect().width));
      // The scrolling body ends where the bar begins: no text under the bar.
      await expect(Math.round(body.getBoundingClientRect().bottom)).toBe(Math.round(barBox.top));
    }
    // Cancel hides it; focus stays in the drawer.
    await userEvent.click(within(bar).getByRole('button', { name: 'Cancel' }));
    await expect(within(drawer).queryByRole('toolbar')).toBeNull();
    // Awaited: a loaded CI runner once read the focus before it had moved (UndoneEditClosesAtOnce holds the 'at once').
    await waitFor(() => expect(drawer.contains(document.activeElement)).toBe(true));
  },
};

/** A stacked drawer: the child opened from the parent shows 'Back to <parent>'; Back and Escape return focus to its opener. */
function StackScreen({ onBack }: { onBack: () => void }) {
  const [isParentOpen, setParentOpen] = useState(false);
  const [isChildOpen, setChildOpen] = useState(false);
  const child = (
    <Drawer
      isOpen={isChildOpen}
      onOpenChange={setChildOpen}
      title="Hot Stone Massage"
      subtitle="Activity"
      parent={{ title: 'Spa', onBack: () => { onBack(); setChildOpen(false); } }}
    >
      <p>Ninety minutes.</p>
    </Drawer>
  );
  return (
    <>
      <Button onPress={() => setParentOpen(true)}>Open Spa</Button>
      <Drawer isOpen={isParentOpen} onOpenChange={setParentOpen} title="Spa" actions={child} active onToggleActive={() => undefined}>
        <Button onPress={() => setChildOpen(true)}>Hot Stone Massage</Button>
      </Drawer>
    </>
  );
}

const onBack = fn();

export const ChildDrawer: Story = {
  render: () => <StackScreen onBack={onBack} />,
  beforeEach: () => {
    onBack.mockClear();
  },
  play: async ({ canvasElement }) => {
    const parent = await openDrawer(canvasElement);
    const opener = within(parent).getByRole('button', { name: 'Hot Stone Massage' });
    await userEvent.click(opener);
    const child = await screen.findByRole('dialog', { name: 'Hot Stone Massage' });
    await userEvent.click(within(child).getByRole('button', { name: 'Back to Spa' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Hot Stone Massage' })).toBeNull());
    await expect(onBack).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(opener).toHaveFocus());

    // By keyboard: Enter opens it again, Escape closes it, focus is back on the opener, not on 'Set Inactive'.
    await userEvent.keyboard('{Enter}');
    const again = await screen.findByRole('dialog', { name: 'Hot Stone Massage' });
    await waitFor(() => expect(again.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Hot Stone Massage' })).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
    await expect(screen.getByRole('dialog', { name: 'Spa' })).toBeVisible();
  },
};

const longTabs = [
  { id: 'basic', label: 'Basic Information', content: <p>Opening hours</p> },
  { id: 'image', label: 'Image', content: <p>Cover</p> },
  { id: 'gallery', label: 'Gallery', count: 12, content: <p>Photos</p> },
  { id: 'menus', label: 'Menus', count: 3, content: <p>Menus</p> },
  { id: 'activities', label: 'Activities', count: 8, content: <p>The last tab</p> },
];

/** A phone (390 px): a full-screen sheet; the long title wraps between words only; the tabs scroll sideways. */
export const OnPhone: Story = {
  ...atViewport('phone'),
  args: {
    title: 'Overwater Spa and Wellness Sanctuary',
    subtitle: 'Facility',
    tabs: longTabs,
    onDelete: fn(),
    active: true,
    onToggleActive: fn(),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open Spa' }));
    const drawer = await screen.findByRole('dialog', { name: 'Overwater Spa and Wellness Sanctuary' });
    const panel = drawer.parentElement as HTMLElement;
    await expect(Math.round(panel.getBoundingClientRect().width)).toBe(window.innerWidth);
    // Every word of the title lies on one line (a word broken over two lines has two rects).
    const heading = within(drawer).getByRole('heading', { name: 'Overwater Spa and Wellness Sanctuary' });
    const text = heading.firstChild as Text;
    for (const match of text.data.matchAll(/\S+/g)) {
      const range = document.createRange();
      range.setStart(text, match.index);
      range.setEnd(text, match.index + match[0].length);
      await expect(range.getClientRects()).toHaveLength(1);
    }
    // The tabs do not fit: the list scrolls, and the last one is reachable by keyboard and scrolled into view.
    const list = within(drawer).getByRole('tablist');
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    within(list).getByRole('tab', { name: 'Basic Information' }).focus();
    await userEvent.keyboard('{End}');
    const last = within(list).getByRole('tab', { name: 'Activities (8)' });
    await expect(last).toHaveFocus();
    await waitFor(() => expect(last.getBoundingClientRect().right).toBeLessThanOrEqual(list.getBoundingClientRect().right + 1));
    await expect(within(drawer).getByRole('tabpanel')).toHaveTextContent('The last tab');
    await expect(within(drawer).getByRole('button', { name: LABEL.moreActions })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** A drawer with tabs in the dark scheme (ADR 0036): its elevation, overlay and tab marks on dark. */
export const DarkWithTabs: Story = inDark<Story>({
  ...WithTabs,
  play: async (context) => {
    await expectDarkPage();
    await WithTabs.play?.(context);
  },
});

/** The save bar in a dark drawer. */
export const DarkWithSaveBar: Story = inDark<Story>({
  ...WithSaveBar,
  play: async (context) => {
    await expectDarkPage();
    await WithSaveBar.play?.(context);
  },
});

/** The open 'More actions' menu on the dark page: Delete readable in the danger tone, above the drawer. */
export const DarkMoreActions: Story = inDark<Story>({
  args: { onDelete: fn(), active: true, onToggleActive: fn() },
  play: async ({ canvasElement }) => {
    await expectDarkPage();
    const drawer = await openDrawer(canvasElement);
    await userEvent.click(within(drawer).getByRole('button', { name: LABEL.moreActions }));
    const item = within(await screen.findByRole('menu', { name: LABEL.moreActions })).getByRole('menuitem', { name: LABEL.delete });
    await expect(item).toBeVisible();
    // Above the drawer: the item is what a pointer at its centre hits.
    const box = item.getBoundingClientRect();
    await expect(item.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2))).toBe(true);
  },
});
