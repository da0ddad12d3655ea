/** Home over the mock API: the day's figures, a new company's checklist and the guest-app QR card, for each kind of user and state. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ANALYTICS_TEXT, APP_STORE_URL, GOOGLE_PLAY_URL, HOME_TEXT, MSG, NO_PERMISSIONS_TEXT, STATUS_MESSAGES, guestAppLink } from '@atoll/contract';
import { BUSY_RESORT, NEW_COMPANY, handlers, handlersWith, mockDb, resetMockStore, serverError, slow, withBookingHistory } from '@atoll/mocks';
import { typography } from '@atoll/ui-kit';
import { ScreenStoryApp } from '#test/ScreenStoryApp.tsx';
import { clearLiveAnnouncer } from '#test/liveAnnouncer.ts';
import { storyViewport } from '#test/storyViewport.ts';

const meta = {
  title: 'Console/HomePage',
  component: ScreenStoryApp,
  tags: ['autodocs'],
  args: { path: '/', scenario: 'busyResort', as: 'owner' },
  parameters: { layout: 'fullscreen', msw: { handlers } },
  beforeEach: () => {
    resetMockStore('busyResort');
  },
} satisfies Meta<typeof ScreenStoryApp>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Inter has arrived (the page's text is set in it, not in its stand-in). */
const interIsIn = async () => {
  await document.fonts.load(`${typography.scale.title.weight} ${typography.scale.title.size} Inter`);
  await document.fonts.ready;
};

const figure = (canvas: ReturnType<typeof within>, label: string) => canvas.findByRole('link', { name: new RegExp(`^\\d+ ${label}$`) });

/** Coral Atoll's owner: requests, today's bookings by facility and guests, each a link; the QR card below; no checklist (every step is done). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: BUSY_RESORT.name, level: 1 })).toBeVisible();
    await expect(await figure(canvas, HOME_TEXT.newRequests)).toHaveAttribute('href', '/requests/bookings');
    await expect(await figure(canvas, HOME_TEXT.overdueRequests)).toHaveAttribute('href', '/requests/bookings');
    await expect(await figure(canvas, HOME_TEXT.inHouse)).toHaveAttribute('href', '/guests/list');
    await expect(await figure(canvas, HOME_TEXT.arrivals)).toHaveAttribute('href', '/guests/list?order_by=arrival_date:DESC');
    await expect(canvas.getByRole('heading', { name: HOME_TEXT.bookingsTodayTitle, level: 3 })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: HOME_TEXT.setupTitle })).toBeNull();
    await expect(canvas.getByRole('img', { name: `QR code for ${guestAppLink(BUSY_RESORT.domain)}` })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'App Store' })).toHaveAttribute('href', APP_STORE_URL);
    await expect(canvas.getByRole('link', { name: 'Google Play' })).toHaveAttribute('href', GOOGLE_PLAY_URL);
    clearLiveAnnouncer();
  },
};

/** A company that has just signed up: zeros, no bookings today, and the checklist with every step to do, each a link to where it is done. */
const newCompanyPlay: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { name: NEW_COMPANY.name, level: 1 })).toBeVisible();
  const checklist = await canvas.findByRole('region', { name: HOME_TEXT.setupTitle });
  await expect(within(checklist).getByText(HOME_TEXT.setupProgress(0, 5))).toBeVisible();
  await expect(within(checklist).getByRole('link', { name: new RegExp(HOME_TEXT.setupSteps.facility.label) })).toHaveAttribute('href', '/hotel/facilities?facility=new');
  await expect(within(checklist).getByRole('link', { name: new RegExp(HOME_TEXT.setupSteps.staff.label) })).toHaveAttribute('href', '/admin/users?user=new');
  await expect(canvas.getByText(HOME_TEXT.noBookingsToday)).toBeVisible();
  await expect(canvas.getByRole('link', { name: `0 ${HOME_TEXT.inHouse}` })).toBeVisible();
  await expect(canvas.getByRole('link', { name: guestAppLink(NEW_COMPANY.domain) })).toBeVisible();
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  clearLiveAnnouncer();
};
const newCompany = {
  args: { scenario: 'newCompany' as const, as: 'admin' as const },
  beforeEach: () => {
    resetMockStore('newCompany');
  },
  play: newCompanyPlay,
};
export const NewCompany: Story = newCompany;
export const NewCompanyTablet: Story = { ...newCompany, ...storyViewport('tablet', 768) };
export const NewCompanyPhone: Story = { ...newCompany, ...storyViewport('phone', 390) };
export const NewCompanyDark: Story = { ...newCompany, globals: { scheme: 'dark' } };

/**
 * Until Inter arrives a phone shows the page in 'Inter Fallback' (the kit's tokens: Arial or Liberation Sans sized as
 * Inter), and the page is laid out as it will be in Inter: the company's name and the QR card stand where they will
 * stand. In the system font the QR card stood 36 px lower and jumped up when Inter came. What still moves: the guest
 * app's link in the card, a URL, whose slashes and colons Inter sets 5-10 % wider than Arial (prose is within 0.3 %),
 * so it takes two lines in Inter and one before it (21 px, below the card's title).
 */
export const NewCompanyFontSwapPhone: Story = {
  ...newCompany,
  ...storyViewport('phone', 390),
  play: async (context) => {
    await newCompanyPlay(context);
    const canvas = within(context.canvasElement);
    await interIsIn();
    const landmarks = () =>
      [
        canvas.getByRole('heading', { name: NEW_COMPANY.name, level: 1 }),
        canvas.getByRole('heading', { name: HOME_TEXT.qrTitle }),
      ].map((element) => {
        const { y, height } = element.getBoundingClientRect();
        return { y: Math.round(y), height: Math.round(height) };
      });
    const inInter = landmarks();
    const standIn = document.createElement('style');
    standIn.textContent = `body * { font-family: 'Inter Fallback' !important; }`;
    document.head.append(standIn);
    try {
      await document.fonts.load(`400 16px 'Inter Fallback'`);
      await expect(landmarks()).toEqual(inInter);
    } finally {
      standIn.remove();
    }
    clearLiveAnnouncer();
  },
};

/**
 * Staff without any permission: first whom to ask (the administrators by name, issue 18), then the guest
 * figures (the Guest List needs none) and the QR card; no request figures, no checklist.
 */
export const StaffWithoutPermissions: Story = {
  args: { as: 'staff' },
  beforeEach: () => {
    resetMockStore('busyResort');
    const nadia = mockDb.users.find((u) => u.id === BUSY_RESORT.staff.id);
    if (nadia) nadia.permissions = {};
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const notice = await canvas.findByRole('region', { name: NO_PERMISSIONS_TEXT.title });
    await expect(await within(notice).findByText(BUSY_RESORT.admin.name)).toBeVisible();
    await expect(await figure(canvas, HOME_TEXT.inHouse)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: new RegExp(HOME_TEXT.newRequests) })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: HOME_TEXT.bookingsTodayTitle })).toBeNull();
    await expect(canvas.queryByRole('region', { name: HOME_TEXT.setupTitle })).toBeNull();
    await expect(canvas.getByRole('img', { name: `QR code for ${guestAppLink(BUSY_RESORT.domain)}` })).toBeVisible();
    clearLiveAnnouncer();
  },
};

export const StaffWithoutPermissionsTablet: Story = { ...StaffWithoutPermissions, ...storyViewport('tablet', 768) };
export const StaffWithoutPermissionsPhone: Story = { ...StaffWithoutPermissions, ...storyViewport('phone', 390) };

/** The figures take long: placeholders named 'Loading', the QR card already there. */
export const Loading: Story = {
  parameters: { msw: { handlers: handlersWith(slow('get', 'home/today', 60_000)) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: HOME_TEXT.qrTitle })).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: MSG.loading })).toBeVisible();
  },
};

/**
 * A new company's day comes late: while the figures stand in (named 'Loading') the QR card is already in its place,
 * and the checklist, which comes with the figures, takes its place after the QR card, the analytics after it showing
 * only then — the QR card does not move when it arrives (it used to jump aside or down: a layout shift of 0.14-0.20 in scripts/screenshots-first-loads.ts).
 */
const checklistArrivesPlay: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const qrTitle = await canvas.findByRole('heading', { name: HOME_TEXT.qrTitle });
  await expect(canvas.getByRole('progressbar', { name: MSG.loading })).toBeVisible();
  await expect(canvas.queryByRole('region', { name: HOME_TEXT.setupTitle })).toBeNull();
  // The analytics below wait for the day too, so the checklist does not push them down.
  await expect(canvas.queryByRole('region', { name: ANALYTICS_TEXT.heading })).toBeNull();
  // Measured in Inter: on a loaded machine the font could still be on its way, and its swap (font-display: swap)
  // rewraps the company's name on a phone — a 36 px move that is the font's, not the checklist's.
  await interIsIn();
  const before = qrTitle.getBoundingClientRect();
  const checklist = await canvas.findByRole('region', { name: HOME_TEXT.setupTitle });
  await expect(within(checklist).getByText(HOME_TEXT.setupProgress(0, 5))).toBeVisible();
  await expect(canvas.getByRole('link', { name: `0 ${HOME_TEXT.inHouse}` })).toBeVisible();
  await expect(canvas.queryByRole('progressbar', { name: MSG.loading })).toBeNull();
  const after = qrTitle.getBoundingClientRect();
  await expect({ x: after.x, y: after.y, width: after.width }).toEqual({ x: before.x, y: before.y, width: before.width });
  // Read in the order it is seen: the QR card, then the checklist, then the analytics.
  await expect(qrTitle.compareDocumentPosition(checklist) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  const analytics = await canvas.findByRole('region', { name: ANALYTICS_TEXT.heading });
  await expect(checklist.compareDocumentPosition(analytics) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  clearLiveAnnouncer();
};
const checklistArrives = {
  args: { scenario: 'newCompany' as const, as: 'admin' as const },
  beforeEach: () => {
    resetMockStore('newCompany');
  },
  parameters: { msw: { handlers: handlersWith(slow('get', 'home/today', 1500)) } },
  play: checklistArrivesPlay,
};
export const NewCompanyChecklistArrives: Story = checklistArrives;
export const NewCompanyChecklistArrivesTablet: Story = { ...checklistArrives, ...storyViewport('tablet', 768), parameters: { ...checklistArrives.parameters, ...storyViewport('tablet', 768).parameters } };
export const NewCompanyChecklistArrivesPhone: Story = { ...checklistArrives, ...storyViewport('phone', 390), parameters: { ...checklistArrives.parameters, ...storyViewport('phone', 390).parameters } };

/** The figures fail: the error card with Retry; the QR card still works. Retry asks again. */
export const LoadFailed: Story = {
  parameters: { msw: { handlers: handlersWith(serverError('get', 'home/today')) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(STATUS_MESSAGES[500])).toBeVisible();
    await expect(canvas.getByRole('heading', { name: HOME_TEXT.qrTitle })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: MSG.retry }));
    // Looked up again on every try: the retry takes the first message away before the second failure shows its own.
    await waitFor(() => expect(canvas.getByText(STATUS_MESSAGES[500])).toBeVisible());
    clearLiveAnnouncer();
  },
};

/**
 * The owner's booking analytics below the QR card (issue 19): 'All' facilities for this month, the figures
 * beside the charts, requests per day, busy hours and the status mix, each with its one-sentence summary.
 */
const analyticsPlay: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const section = await canvas.findByRole('region', { name: ANALYTICS_TEXT.heading });
  const charts = within(section);
  await expect(await charts.findByRole('group', { name: ANALYTICS_TEXT.byDateTitle })).toBeVisible();
  await expect(await charts.findByRole('group', { name: ANALYTICS_TEXT.byHourTitle })).toBeVisible();
  await expect(charts.getByText(ANALYTICS_TEXT.timeToConfirm)).toBeVisible();
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  clearLiveAnnouncer();
};
// Two months of past requests at the restaurant and the spa (opt-in: busyResort itself keeps today's few).
const withHistory = { beforeEach: () => withBookingHistory() };
export const Analytics: Story = { ...withHistory, play: analyticsPlay };
export const AnalyticsPhone: Story = { ...withHistory, ...storyViewport('phone', 390), play: analyticsPlay };
export const AnalyticsDark: Story = { ...withHistory, globals: { scheme: 'dark' }, play: analyticsPlay };

/** Nadia may read the requests of two facilities: the first is chosen, and 'All' is not offered. */
export const AnalyticsScopedUser: Story = {
  ...withHistory,
  args: { as: 'staff' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = await canvas.findByRole('region', { name: ANALYTICS_TEXT.heading });
    await expect(await within(section).findByRole('group', { name: ANALYTICS_TEXT.byDateTitle })).toBeVisible();
    await expect(within(section).getByRole('button', { name: new RegExp(ANALYTICS_TEXT.facility) })).not.toHaveTextContent(ANALYTICS_TEXT.all);
    clearLiveAnnouncer();
  },
};
