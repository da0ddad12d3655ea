/**
 * Admin › App Editor over the mock API: the saved layout, an empty section, the type picker, each type's
 * drawer, a component of an unknown type, reordering by keyboard with its announcement, undo, a
 * conflicting save, what a guest would miss before saving, a failed load, a phone's width, and the live
 * phone preview (the section drawn by the guest app's renderer, selection both ways, its language switch).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { APP_COMPONENT_TYPES, APP_CONFIG_GAP_TEXT, APP_EDITOR_TEXT, GUEST_APP_TEXT, MSG, type AppComponentType } from '@atoll/contract';
import { BUSY_RESORT, handlers, mockDb, resetMockStore, withAppLayout } from '@atoll/mocks';
import { REORDER_TEXT } from '@atoll/ui-kit/ReorderableList';
import { ScreenStoryApp } from '#test/ScreenStoryApp.tsx';
import { emptyStory, loadFailedStory } from '#test/contentStories.ts';
import { APP_EDITOR_SCREEN_TEXT as TEXT } from './texts';
import { storyViewport } from '#test/storyViewport.ts';

const meta = {
  title: 'Console/AppEditorPage',
  component: ScreenStoryApp,
  tags: ['autodocs'],
  // The owner holds app-editor.
  args: { path: '/admin/app-editor', scenario: 'busyResort', as: 'owner' },
  parameters: { layout: 'fullscreen', msw: { handlers } },
  beforeEach: () => {
    resetMockStore('busyResort');
    withAppLayout();
  },
} satisfies Meta<typeof ScreenStoryApp>;
export default meta;
type Story = StoryObj<typeof meta>;

const HOME = ['Welcome', 'Our facilities', "Today's events", 'Spa hours', 'Offers'];
const homeList = (canvas: HTMLElement, section = 'Home') => within(canvas).findByRole('list', { name: TEXT.components(section) });
const names = (list: HTMLElement) => [...list.querySelectorAll(':scope > li [data-name]')].map((n) => n.textContent);

/** The saved home layout in sort order, under the title and its line, with the section selector. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: TEXT.title, level: 1 })).toBeVisible();
    await expect(canvas.getByText(TEXT.description)).toBeVisible();
    const list = await homeList(canvasElement);
    await waitFor(() => expect(names(list)).toEqual(HOME));
    await expect(canvas.getByRole('button', { name: /Section/ })).toHaveTextContent('Home');
    await expect(canvas.getByRole('button', { name: TEXT.addComponent })).toBeVisible();
    await expect(canvas.queryByRole('toolbar', { name: TEXT.saveBar })).toBeNull();
  },
};

/**
 * With something to save, what a guest would miss: busyResort has six languages and its layout is written in
 * English (the heading in French too); opened, each line names a component and the languages it lacks.
 */
export const WhatAGuestWouldMiss: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await homeList(canvasElement);
    await waitFor(() => expect(names(list)).toEqual(HOME));
    await expect(canvas.queryByText(/A guest would miss/)).toBeNull();
    await userEvent.click(within(list).getByRole('button', { name: `${TEXT.moveUp} Offers` }));
    await userEvent.click(await canvas.findByRole('button', { name: new RegExp(`^${APP_CONFIG_GAP_TEXT.heading(5)}`) }));
    const welcome = await canvas.findByRole('button', { name: /^Welcome: no .+ text$/ });
    await expect(welcome).toHaveTextContent('Arabic');
    await expect(welcome).not.toHaveTextContent('French');
    await expect(canvas.getByRole('button', { name: /^Offers: no .+ text$/ })).toBeVisible();
  },
};

/** A company that never saved: every section is empty, with Add Component. */
export const EmptySection: Story = { ...emptyStory(TEXT.empty('Home')), args: { scenario: 'newCompany', as: 'owner' } };

/** Add Component asks for the type first: the eight types, each with its description. */
export const TypePicker: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: TEXT.addComponent }));
    const picker = await screen.findByRole('dialog', { name: TEXT.chooseType });
    for (const t of APP_COMPONENT_TYPES) {
      const choice = within(picker).getByRole('button', { name: t.label, exact: true } as never);
      await expect(choice).toHaveAccessibleDescription(t.description);
    }
  },
};

/** The drawer of a new component of `type`: its title, then `check` of its fields. */
function typeStory(type: AppComponentType, check: (drawer: HTMLElement) => Promise<void>): Story {
  const label = APP_COMPONENT_TYPES.find((t) => t.type === type)!.label;
  return {
    play: async ({ canvasElement }) => {
      await userEvent.click(await within(canvasElement).findByRole('button', { name: TEXT.addComponent }));
      const picker = await screen.findByRole('dialog', { name: TEXT.chooseType });
      await userEvent.click(within(picker).getByRole('button', { name: label, exact: true } as never));
      const drawer = await screen.findByRole('dialog', { name: TEXT.addNew(label) });
      await expect(await within(drawer).findByRole('textbox', { name: TEXT.name })).toHaveValue(label);
      await check(drawer);
    },
  };
}

const applyShows = async (drawer: HTMLElement, message: string) => {
  await userEvent.click(within(drawer).getByRole('button', { name: TEXT.apply }));
  await expect((await within(drawer).findAllByText(message))[0]).toBeVisible();
};

/** Facilities: a title and the company's facilities to choose from. */
export const FacilitiesDrawer = typeStory('home-facilities', async (drawer) => {
  await expect(await within(drawer).findByRole('checkbox', { name: 'Coral Spa' })).toBeVisible();
  await expect(within(drawer).getByText(TEXT.fields.facilitiesHint)).toBeVisible();
});
/** Today's events: how many, 1 to 20. */
export const TodayEventsDrawer = typeStory('today-event-cards', async (drawer) => {
  await expect(within(drawer).getByRole('textbox', { name: TEXT.fields.maxEvents })).toHaveValue('5');
});
/** Image slider: a slide needs its image. */
export const ImageSliderDrawer = typeStory('image-slider', async (drawer) => {
  await expect(within(drawer).getByRole('group', { name: TEXT.items['image-slider'] })).toBeVisible();
  await applyShows(drawer, APP_EDITOR_TEXT.imageRequired);
});
/** Circle actions: each needs a label and an icon; an action chooses what a tap opens. */
export const CircleActionsDrawer = typeStory('circle-actions', async (drawer) => {
  await applyShows(drawer, MSG.fieldRequired);
  await userEvent.click(within(drawer).getByRole('button', { name: new RegExp(TEXT.action) }));
  await userEvent.click(await screen.findByRole('option', { name: TEXT.actionTypes.url }));
  await expect(within(drawer).getByRole('textbox', { name: TEXT.fields.url })).toBeVisible();
});
/** Small card actions: each card needs a title. */
export const SmallCardActionsDrawer = typeStory('small-card-actions', async (drawer) => {
  await applyShows(drawer, MSG.fieldRequired);
});
/** Heading: its text is required. */
export const HeadingDrawer = typeStory('h1', async (drawer) => {
  await applyShows(drawer, MSG.fieldRequired);
});
/** Title, description and image: the image on the right by default. */
export const TitleDescImageDrawer = typeStory('title-desc-image', async (drawer) => {
  await expect(within(drawer).getByRole('radio', { name: TEXT.fields.right })).toBeChecked();
  await applyShows(drawer, MSG.fieldRequired);
});
/** Full-width image: the image is required. */
export const FullWidthImageDrawer = typeStory('full-width-image', async (drawer) => {
  await applyShows(drawer, APP_EDITOR_TEXT.imageRequired);
});

/** Information holds a component of a type this editor does not know: it says so and can only be removed. */
export const UnknownType: Story = {
  args: { path: '/admin/app-editor?section=information' },
  play: async ({ canvasElement }) => {
    const list = await homeList(canvasElement, 'Information');
    await expect(within(list).getByText(APP_EDITOR_TEXT.unsupported)).toBeVisible();
    await userEvent.click(within(list).getByRole('button', { name: `${TEXT.remove} Weather` }));
    await expect(await within(canvasElement).findByText(TEXT.empty('Information'))).toBeVisible();
  },
};

/** Space picks Spa hours up, ArrowUp moves it, Enter drops it: 'Moved Spa hours to 3 of 5 in Home'. */
export const KeyboardReorder: Story = {
  play: async ({ canvasElement }) => {
    const list = await homeList(canvasElement);
    const handle = await within(list).findByRole('button', { name: REORDER_TEXT.handle('Spa hours') });
    handle.focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.keyboard('{Enter}');
    await expect(await within(canvasElement).findByText(TEXT.moved('Spa hours', 3, 5, 'Home'))).toBeInTheDocument();
    await waitFor(() => expect(names(list)).toEqual(['Welcome', 'Our facilities', 'Spa hours', "Today's events", 'Offers']));
    await expect(within(canvasElement).getByRole('toolbar', { name: TEXT.saveBar })).toBeVisible();
  },
};

/** Undo takes back the last edit by its label; Redo brings it again. */
export const Undo: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await homeList(canvasElement);
    await userEvent.click(await within(list).findByRole('button', { name: `${TEXT.moveDown} Welcome` }));
    await userEvent.click(canvas.getByRole('button', { name: 'Undo Moved Our facilities' }));
    await waitFor(() => expect(names(list)).toEqual(HOME));
    await expect(canvas.getByRole('button', { name: 'Redo Moved Our facilities' })).toBeEnabled();
    await expect(canvas.queryByRole('toolbar', { name: TEXT.saveBar })).toBeNull();
  },
};

/** Someone else saved a change to the same component: Save asks whether to overwrite theirs. */
export const Conflict: Story = {
  play: async ({ canvasElement }) => {
    const list = await homeList(canvasElement);
    await waitFor(() => expect(names(list)).toEqual(HOME));
    const base = mockDb.appVersions.filter((v) => v.company_id === BUSY_RESORT.companyId).at(-1)!;
    const theirs = structuredClone(base.config);
    theirs.home.components[0] = { ...theirs.home.components[0], name: 'Hello' };
    mockDb.appVersions.push({ ...base, id: base.id + 1000, config: theirs, based_on: base.id });
    await userEvent.click(within(list).getByRole('button', { name: /^Welcome/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Welcome' });
    const name = await within(drawer).findByRole('textbox', { name: TEXT.name });
    await userEvent.clear(name);
    await userEvent.type(name, 'Greeting');
    await userEvent.click(within(drawer).getByRole('button', { name: TEXT.apply }));
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save' }));
    const question = await screen.findByRole('alertdialog', { name: MSG.confirmationRequired });
    await expect(within(question).getByText(APP_EDITOR_TEXT.conflict(1))).toBeVisible();
    await expect(within(question).getByRole('button', { name: APP_EDITOR_TEXT.overwrite })).toBeVisible();
  },
};

/** The history: each saved version with its summary and author, Preview and Restore. */
export const Versions: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: TEXT.versions }));
    const history = await screen.findByRole('dialog', { name: TEXT.versionsTitle });
    await expect(await within(history).findByText('First version')).toBeVisible();
    await expect(within(history).getByText(TEXT.by(BUSY_RESORT.owner.name), { exact: false })).toBeVisible();
    const id = mockDb.appVersions.filter((v) => v.company_id === BUSY_RESORT.companyId)[0].id;
    await userEvent.click(within(history).getByRole('button', { name: TEXT.preview(id) }));
    const preview = await screen.findByRole('dialog', { name: TEXT.previewTitle(id) });
    await expect(await within(preview).findByText('Spa hours')).toBeVisible();
  },
};

/** The layout fails to load: the error card with Retry. */
export const LoadFailed: Story = loadFailedStory('editor/app/versions/latest');

/** On a 390 px phone nothing scrolls sideways; the phone preview is there on demand, below the list, and fits. */
export const Phone: Story = {
  ...storyViewport('phone', 390),
  play: async ({ canvasElement }) => {
    const list = await homeList(canvasElement);
    await waitFor(() => expect(names(list)).toEqual(HOME));
    await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth));
    // Shown from 1024 px on; on a phone the switch shows it.
    const toggle = within(canvasElement).getByRole<HTMLInputElement>('switch', { name: TEXT.phone.toggle });
    if (!toggle.checked) await userEvent.click(toggle);
    await waitFor(() => expect(phoneHeadings()[0]).toBe('Welcome to Coral Atoll'));
    await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth));
  },
};

/** The renderer's root in the phone preview's shadow root. */
const phoneRoot = () => document.querySelector('[data-phone-preview]')?.shadowRoot?.querySelector<HTMLElement>('.ag') ?? null;
const phoneHeadings = () => [...(phoneRoot()?.querySelectorAll('h2') ?? [])].map((h) => h.textContent);

/**
 * The live phone preview beside the list: the home drawn with the resort's facilities, today's events and
 * banners; a click on Spa hours in the phone opens its drawer; in French the heading is French.
 */
export const LivePhonePreview: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(phoneHeadings()).toEqual(['Welcome to Coral Atoll', 'Our facilities', 'Today at Coral Atoll', 'Coral Spa']));
    await expect(phoneRoot()!.textContent).toContain('Ocean Restaurant');
    const pick = phoneRoot()!.querySelector<HTMLButtonElement>('[data-component-id="spa-hours"] .ag-pick')!;
    await expect(pick).toHaveAccessibleName(GUEST_APP_TEXT.select('Spa hours'));
    await userEvent.click(pick);
    const drawer = await screen.findByRole('dialog', { name: 'Spa hours' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Spa hours' })).toBeNull());
    await expect(pick).toHaveAttribute('aria-current', 'true');
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Preview language/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'French' }));
    await waitFor(() => expect(phoneHeadings()[0]).toBe('Bienvenue à Coral Atoll'));
  },
};

/** The phone preview in the dark scheme: the console around it dark, the guest app in its own colours (axe). */
export const LivePhonePreviewDark: Story = {
  globals: { scheme: 'dark' },
  play: async () => {
    await waitFor(() => expect(phoneHeadings()[0]).toBe('Welcome to Coral Atoll'));
  },
};
