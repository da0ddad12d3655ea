/** Hotel › Events over the mocks: cards with the Inactive badge, create with validation, Set Active / Set Inactive, edit, delete, URL state, empty and failed states. */
import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { LABEL, MSG, PRIMARY_COLOR, STATUS_MESSAGES, UPLOAD_HINT_LARGE_BYTES, describeWeekly, translationText } from '@atoll/contract';
import { apiPath, mockDb, resetMockStore, serverError } from '@atoll/mocks';
import { http, HttpResponse } from 'msw';
import { uploadSizeHint } from '@atoll/ui-kit';
import { renderApp } from '#test/renderApp.tsx';
import { chooseDelete } from '#test/drawerActions.ts';
import { mockWorker } from '#test/worker.ts';
import { EVENT_TEXT } from './EventForm';
import { EVENTS_TITLE, NO_EVENTS } from './EventsPage';

const grid = () => page.getByRole('list', { name: EVENTS_TITLE });
const card = (name: string) => grid().getByRole('listitem').filter({ hasText: name });
const drawer = (name: string) => page.getByRole('dialog', { name });
const saveBar = () => page.getByRole('toolbar', { name: 'Unsaved changes' });
const stored = (name: string) => mockDb.content.events.find((e) => translationText(e.name) === name);
const seededId = (name: string) => resetMockStore('busyResort').content.events.find((e) => translationText(e.name) === name)?.id;

/** A person presses the day's label (the kit's checkbox input is visually hidden). */
async function pressDay(form: ReturnType<typeof drawer>, day: string) {
  const box = form.getByRole('group', { name: EVENT_TEXT.days }).getByRole('checkbox', { name: day });
  await expect.element(box).toBeInTheDocument();
  const label = box.element().closest('label');
  if (!label) throw new Error('The day has no label around it');
  await page.elementLocator(label).click();
}

/** Types a time into a TimeField's hour and minute segments. */
async function typeTime(group: ReturnType<typeof drawer>, hhmm: string) {
  await group.getByRole('spinbutton').first().click();
  await userEvent.keyboard(hhmm.replace(':', ''));
}

describe('list', () => {
  test("cards show when the event happens and an 'Inactive' badge for inactive ones", async () => {
    await renderApp('/hotel/events');
    await expect.element(card('Beach BBQ')).toHaveTextContent(describeWeekly([2, 6], '19:00', '22:00'));
    await expect.element(card('Bodu Beru Night').getByText(MSG.inactive)).toBeVisible();
    await expect.element(card('Beach BBQ').getByText(MSG.inactive)).not.toBeInTheDocument();
  });

  test('a new company sees the empty state', async () => {
    await renderApp('/hotel/events', { scenario: 'newCompany' });
    await expect.element(page.getByText(NO_EVENTS)).toBeVisible();
  });

  test('a failed list offers Retry', async () => {
    mockWorker().use(serverError('get', 'events/recurring'));
    await renderApp('/hotel/events');
    await expect.element(page.getByText(STATUS_MESSAGES[500])).toBeVisible();
    await expect.element(page.getByRole('button', { name: MSG.retry })).toBeVisible();
  });
});

describe('create', () => {
  test("name, times and days say 'Field is required'; a valid event opens and joins the list", async () => {
    const app = await renderApp('/hotel/events?event=new');
    const form = drawer(LABEL.addEvent);
    await form.getByRole('button', { name: LABEL.createEvent }).click();
    await expect.poll(() => form.getByText(MSG.fieldRequired).elements().length).toBe(4);

    await form.getByRole('textbox', { name: 'Name (English)' }).fill('Movie Night');
    await typeTime(form.getByRole('group', { name: EVENT_TEXT.start }), '20:30');
    await typeTime(form.getByRole('group', { name: EVENT_TEXT.end }), '22:00');
    await pressDay(form, 'Friday');
    await form.getByRole('button', { name: LABEL.createEvent }).click();

    await expect.element(drawer('Movie Night')).toBeVisible();
    await expect.element(card('Movie Night')).toHaveTextContent(describeWeekly([6], '20:30', '22:00'));
    expect(stored('Movie Night')).toMatchObject({ start_time: '20:30', end_time: '22:00', weekly_recurring_day: [6], active: true });
    expect(app.currentSearch()).toContain(`event=${stored('Movie Night')?.id}`);
  });
});

describe('Auto Translate', () => {
  test('offered when the server has a translation provider, hidden when it has none', async () => {
    await renderApp('/hotel/events?event=new');
    await expect.element(drawer(LABEL.addEvent).getByRole('group', { name: 'Name' }).getByRole('button', { name: LABEL.autoTranslate })).toBeVisible();
  });

  test('without a provider the button is not offered at all', async () => {
    const settings = { property_name: 'Coral Atoll', primary_color: PRIMARY_COLOR, property_logo: null, default_image: null, auto_translate: false };
    let answered = false;
    mockWorker().use(
      http.get(apiPath('user/settings'), () => {
        answered = true;
        return HttpResponse.json({ data: settings });
      }),
    );
    await renderApp('/hotel/events?event=new');
    const name = drawer(LABEL.addEvent).getByRole('group', { name: 'Name' });
    await expect.element(name.getByRole('textbox', { name: 'Name (English)' })).toBeVisible();
    await expect.poll(() => answered).toBe(true);
    await expect.element(page.getByRole('button', { name: LABEL.autoTranslate })).not.toBeInTheDocument();
  });
});

describe('details', () => {
  test('Set Inactive shows the badge on the card; Set Active removes it', async () => {
    const id = seededId('Sunrise Yoga');
    await renderApp(`/hotel/events?event=${id}`);
    const details = drawer('Sunrise Yoga');
    await details.getByRole('button', { name: LABEL.setInactive }).click();
    await expect.element(details.getByRole('button', { name: LABEL.setActive })).toBeVisible();
    await expect.element(card('Sunrise Yoga').getByText(MSG.inactive)).toBeVisible();
    expect(stored('Sunrise Yoga')?.active).toBe(false);
    await details.getByRole('button', { name: LABEL.setActive }).click();
    await expect.element(card('Sunrise Yoga').getByText(MSG.inactive)).not.toBeInTheDocument();
  });

  test('the URL reopens the Cover tab with the 2 MB hint; an edit of the days saves with the save bar', async () => {
    const id = seededId('Beach BBQ');
    await renderApp(`/hotel/events?event=${id}&tab=cover`);
    const details = drawer('Beach BBQ');
    await expect.element(details.getByText(uploadSizeHint(UPLOAD_HINT_LARGE_BYTES))).toBeVisible();
    await details.getByRole('tab', { name: LABEL.tab.basicInformation }).click();
    await pressDay(details, 'Sunday');
    await saveBar().getByRole('button', { name: LABEL.save }).click();
    await expect.element(page.getByText(MSG.successfullyUpdated)).toBeVisible();
    expect(stored('Beach BBQ')?.weekly_recurring_day).toEqual([1, 2, 6]);
  });

  test('Delete asks first, then removes the event', async () => {
    const id = seededId('Bodu Beru Night');
    await renderApp(`/hotel/events?event=${id}`);
    await chooseDelete(drawer('Bodu Beru Night'));
    const confirm = page.getByRole('alertdialog', { name: MSG.deleteConfirmTitle });
    await expect.element(confirm.getByText(MSG.deleteConfirmBody)).toBeVisible();
    await confirm.getByRole('button', { name: LABEL.delete }).click();
    await expect.element(grid().getByText('Bodu Beru Night')).not.toBeInTheDocument();
    expect(stored('Bodu Beru Night')).toBeUndefined();
  });
});
