/**
 * The App Editor's forms over the mocks: a slider's images and an action row's items reordered by Move up /
 * Move down (announced, the focus kept) and by the keyboard handle (Space, arrows, Enter; Escape puts back),
 * saved in that order; a facility deleted since the layout was saved (the save refused, naming it; unticked, saved);
 * and the saved versions a page at a time (Show more, the focus on the first new one).
 * axe finds nothing in the drawers.
 */
import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { APP_EDITOR_TEXT, type AppComponent, type AppConfig } from '@atoll/contract';
import { BUSY_RESORT, mockDb, withAppLayout } from '@atoll/mocks';
import { REORDER_TEXT } from '@atoll/ui-kit/ReorderableList';
import { renderApp } from '#test/renderApp.tsx';
import { axeViolations } from '../../../../ui-kit/src/test-utils/axe';
import { APP_EDITOR_FORM_TEXT as FORM_TEXT } from './formTexts';
import { APP_EDITOR_SCREEN_TEXT as TEXT } from './texts';
import { VERSIONS_PAGE_SIZE } from './VersionsDrawer';

const PATH = '/admin/app-editor';
const en = (text: string) => [{ language_code: 'en', text }];
const versions = () => mockDb.appVersions.filter((v) => v.company_id === BUSY_RESORT.companyId);
const latest = (): AppConfig => versions().at(-1)!.config;
const list = () => page.getByRole('list', { name: TEXT.components('Home') });
const drawer = (name: string) => page.getByRole('dialog', { name });
const saveBar = () => page.getByRole('toolbar', { name: TEXT.saveBar });
const itemsOf = (name: string) => (latest().home.components.find((c) => c.name === name)!.config as { items: { id: string }[] }).items.map((i) => i.id);
/** The items' legends and first texts, in the order the drawer shows them. */
const itemNames = (group: string) =>
  [...page.getByRole('list', { name: group }).element().querySelectorAll(':scope > li')].map((li) => (li.querySelector('input[type="text"], input:not([type])') as HTMLInputElement | null)?.value ?? '');
const focused = () => (document.activeElement as HTMLElement | null)?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '';

/** busyResort's layout, with a circle-actions row (Spa, Dive, Dining) and small cards (Pool, Gym) added to Home. */
function withActionRows() {
  withAppLayout();
  const version = versions().at(-1)!;
  const icon = (version.config.home.components.find((c) => c.id === 'spa-hours')!.config as { image: unknown[] }).image;
  const circle = (id: string, label: string) => ({ id, label: en(label), icon, action: { type: 'none' } });
  const card = (id: string, title: string) => ({ id, title: en(title), subtitle: [], image: icon, action: { type: 'none' } });
  version.config.home.components.push(
    { id: 'quick', type: 'circle-actions', name: 'Quick actions', sort_order: 6, config: { title: [], items: [circle('spa', 'Spa'), circle('dive', 'Dive'), circle('dining', 'Dining')] } } as AppComponent,
    { id: 'cards', type: 'small-card-actions', name: 'Cards', sort_order: 7, config: { title: [], items: [card('pool', 'Pool'), card('gym', 'Gym')] } } as AppComponent,
  );
}

/** `extra` more versions after the layout, each by the owner. */
function withManyVersions(extra: number) {
  withAppLayout();
  const first = versions().at(-1)!;
  for (let i = 1; i <= extra; i += 1) {
    mockDb.appVersions.push({ ...structuredClone(first), id: first.id + i * 10, based_on: first.id, summary: `Save number ${i}`, created_at: new Date(Date.parse(first.created_at) + i * 60_000).toISOString() });
  }
}

async function openComponent(name: string) {
  await list().getByRole('button', { name: new RegExp(`^${name}`) }).click();
  const form = drawer(name);
  await expect.element(form.getByRole('button', { name: TEXT.apply })).toBeVisible();
  return form;
}

/**
 * Apply and Save by the keyboard (a notice left by an earlier save may lie over the buttons), then wait for the
 * save's own notice and dismiss it. The store changes before the answer reaches the screen: a test that stopped
 * there left its 'saved' toast to arrive in the next test's page, bottom right over the save bar, where a click on
 * Save rested the pointer on it, paused its timer and waited out the test (CI, twice).
 */
async function applyAndSave(form: ReturnType<typeof drawer>) {
  const before = versions().length;
  (form.getByRole('button', { name: TEXT.apply }).element() as HTMLElement).focus();
  await userEvent.keyboard('{Enter}');
  await expect.element(form).not.toBeInTheDocument();
  (saveBar().getByRole('button', { name: 'Save' }).element() as HTMLElement).focus();
  await userEvent.keyboard('{Enter}');
  await expect.poll(() => versions().length).toBe(before + 1);
  await dismissNotice(TEXT.saved);
}

/** Reads a toast and closes it with its Dismiss button, as a person would before going on. */
async function dismissNotice(title: string) {
  const notice = page.getByRole('alertdialog', { name: title });
  await expect.element(notice).toBeVisible();
  await notice.getByRole('button', { name: 'Dismiss' }).click();
  await expect.element(notice).not.toBeInTheDocument();
}

describe('App Editor forms', () => {
  test("a slider's images: Move down announced, the focus kept on the item's other button at the end, saved in that order", async () => {
    await renderApp(PATH, { as: 'owner', seed: withAppLayout });
    const form = await openComponent('Offers');
    expect(itemsOf('Offers')).toEqual(['happy-hour', 'spa-week']);
    await expect.element(form.getByRole('button', { name: FORM_TEXT.moveUp('Sunset Happy Hour') })).toBeDisabled();
    await form.getByRole('button', { name: FORM_TEXT.moveDown('Sunset Happy Hour') }).click();
    await expect.element(form.getByText(TEXT.moved('Sunset Happy Hour', 2, 2, TEXT.items['image-slider']))).toBeInTheDocument();
    await expect.poll(focused).toBe(FORM_TEXT.moveUp('Sunset Happy Hour'));
    await expect.element(form.getByRole('button', { name: FORM_TEXT.moveDown('Sunset Happy Hour') })).toBeDisabled();
    expect(await axeViolations(form.element())).toEqual([]);
    await applyAndSave(form);
    expect(itemsOf('Offers')).toEqual(['spa-week', 'happy-hour']);
  });

  test('action items by keyboard: the handle picks up with Space, ArrowUp moves, Enter drops; Escape puts back; Move up by Enter', async () => {
    await renderApp(PATH, { as: 'owner', seed: withActionRows });
    const form = await openComponent('Quick actions');
    const actions = TEXT.items['circle-actions'];
    await expect.element(form.getByRole('list', { name: actions })).toBeVisible();
    expect(itemNames(actions)).toEqual(['Spa', 'Dive', 'Dining']);

    const handle = form.getByRole('button', { name: REORDER_TEXT.handle('Dive') });
    (handle.element() as HTMLElement).focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.keyboard('{Enter}');
    await expect.element(form.getByText(TEXT.moved('Dive', 1, 3, actions))).toBeInTheDocument();
    await expect.poll(() => itemNames(actions)).toEqual(['Dive', 'Spa', 'Dining']);

    // Escape: picked up, moved, put back where it was.
    (form.getByRole('button', { name: REORDER_TEXT.handle('Dining') }).element() as HTMLElement).focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.keyboard('{Escape}');
    await expect.element(form).toBeVisible();
    await expect.poll(() => itemNames(actions)).toEqual(['Dive', 'Spa', 'Dining']);

    // Move up by the keyboard: Enter on the focused button; the focus stays on it.
    (form.getByRole('button', { name: FORM_TEXT.moveUp('Dining') }).element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => itemNames(actions)).toEqual(['Dive', 'Dining', 'Spa']);
    await expect.poll(focused).toBe(FORM_TEXT.moveUp('Dining'));
    expect(await axeViolations(form.element())).toEqual([]);
    await applyAndSave(form);
    expect(itemsOf('Quick actions')).toEqual(['dive', 'dining', 'spa']);
  });

  test('small cards: Move down on the first, saved in that order', async () => {
    await renderApp(PATH, { as: 'owner', seed: withActionRows });
    const form = await openComponent('Cards');
    const cards = TEXT.items['small-card-actions'];
    await form.getByRole('button', { name: FORM_TEXT.moveDown('Pool') }).click();
    await expect.element(form.getByText(TEXT.moved('Pool', 2, 2, cards))).toBeInTheDocument();
    await expect.poll(() => itemNames(cards)).toEqual(['Gym', 'Pool']);
    await applyAndSave(form);
    expect(itemsOf('Cards')).toEqual(['gym', 'pool']);
  });

  test('a facility deleted since the layout was saved: the save is refused naming it; unticked in the drawer, it saves', async () => {
    let kept: number[] = [];
    await renderApp(PATH, {
      as: 'owner',
      seed: () => {
        withAppLayout();
        const facilities = versions().at(-1)!.config.home.components.find((c) => c.id === 'facilities')!.config as { facility_ids: number[] };
        kept = [...facilities.facility_ids];
        facilities.facility_ids.push(999_999);
      },
    });
    await list().getByRole('button', { name: `${TEXT.moveUp} Offers` }).click();
    await saveBar().getByRole('button', { name: 'Save' }).click();
    // Read, the error toast is dismissed: it lies bottom right, over the drawer's footer and the save bar.
    await dismissNotice(`Error: ${APP_EDITOR_TEXT.missingFacility('Our facilities')}`);
    const before = versions().length;
    const form = await openComponent('Our facilities');
    const gone = form.getByRole('checkbox', { name: FORM_TEXT.goneFacility });
    await expect.element(gone).toBeChecked();
    // The kit's checkbox input is visually hidden: its label takes the click.
    await form.getByText(FORM_TEXT.goneFacility).click();
    await expect.element(gone).not.toBeInTheDocument();
    await applyAndSave(form);
    expect(versions().length).toBe(before + 1);
    expect((latest().home.components.find((c) => c.id === 'facilities')!.config as { facility_ids: number[] }).facility_ids).toEqual(kept);
  });

  test('versions a page at a time: Show more adds the next page and takes the focus to its first version', async () => {
    const extra = VERSIONS_PAGE_SIZE + 4;
    await renderApp(PATH, { as: 'owner', seed: () => withManyVersions(extra) });
    await page.getByRole('button', { name: TEXT.versions }).click();
    const history = drawer(TEXT.versionsTitle);
    const headings = () => [...history.element().querySelectorAll('h3')].map((h) => h.textContent);
    const newestFirst = [...versions()].sort((a, b) => b.id - a.id).map((v) => TEXT.version(v.id));
    await expect.poll(headings).toEqual(newestFirst.slice(0, VERSIONS_PAGE_SIZE));
    await expect.element(history.getByText(FORM_TEXT.shown(VERSIONS_PAGE_SIZE, extra + 1))).toBeVisible();
    await history.getByRole('button', { name: FORM_TEXT.showMore }).click();
    await expect.poll(headings).toEqual(newestFirst);
    await expect.poll(() => document.activeElement?.textContent).toBe(newestFirst[VERSIONS_PAGE_SIZE]);
    await expect.element(history.getByText(FORM_TEXT.shown(extra + 1, extra + 1))).toBeVisible();
    await expect.element(history.getByRole('button', { name: FORM_TEXT.showMore })).not.toBeInTheDocument();
    // An older page's version previews like any other.
    const oldest = versions()[0];
    await history.getByRole('button', { name: TEXT.preview(oldest.id) }).click();
    await expect.element(drawer(TEXT.previewTitle(oldest.id))).toBeVisible();
    expect(await axeViolations(drawer(TEXT.previewTitle(oldest.id)).element())).toEqual([]);
  });
});
