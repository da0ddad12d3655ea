/**
 * Guests › Campaigns over the mock API (issue 19): the table, its empty, loading and failed states, the
 * create form with its audience kinds, payload meter and phone previews, a campaign read-only with its
 * funnel (waiting for a provider, and one whose messages partly failed), on a desk, a phone and in dark.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { API_BASE, CAMPAIGN_FORM_TEXT as FORM, CAMPAIGN_TEXT as TEXT, DELIVERY_WAITING_TEXT, DROP_REASON, type CampaignFunnel } from '@atoll/contract';
import { handlers, mockDb, resetMockStore } from '@atoll/mocks';
import { ScreenStoryApp } from '#test/ScreenStoryApp.tsx';
import { emptyStory, loadFailedStory, loadingStory } from '#test/contentStories.ts';
import { storyViewport } from '#test/storyViewport.ts';

const meta = {
  title: 'Console/CampaignsScreen',
  component: ScreenStoryApp,
  tags: ['autodocs'],
  args: { path: '/guests/campaigns', scenario: 'busyResort', as: 'owner' },
  parameters: { layout: 'fullscreen', msw: { handlers } },
  beforeEach: () => {
    resetMockStore('busyResort');
  },
} satisfies Meta<typeof ScreenStoryApp>;
export default meta;
type Story = StoryObj<typeof meta>;

const campaignId = (name: string) => resetMockStore('busyResort').campaigns.find((c) => c.name === name)!.id;

const tablePlay: Story['play'] = async ({ canvasElement }) => {
  const table = await within(canvasElement).findByRole('grid', { name: TEXT.title });
  const row = await within(table).findByRole('row', { name: /Welcome to Coral Atoll/ });
  const stored = mockDb.campaigns.find((c) => c.name === 'Welcome to Coral Atoll')!;
  await expect(row).toHaveTextContent(`${stored.stats.recipients} Users`);
  await expect(within(canvasElement).getAllByRole('button', { name: TEXT.newCampaign })[0]).toBeVisible();
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
};

/** Four campaigns, newest first: title, audience in words, 'N Users', when sent. */
export const Default: Story = { play: tablePlay };
/** On a phone each campaign is a card. */
export const Phone: Story = { ...storyViewport('phone', 390), play: tablePlay };
export const Dark: Story = { globals: { scheme: 'dark' }, play: tablePlay };

/** A new company has sent none yet. */
export const Empty: Story = { ...emptyStory(FORM.empty), args: { scenario: 'newCompany', as: 'admin' } };
export const Loading: Story = loadingStory('guests/campaigns');
export const LoadFailed: Story = loadFailedStory('guests/campaigns');

/**
 * 'Create new Campaign': the spec's warning, the recipients of the default audience (in-house guests), the
 * payload meter, the phone previews truncating a long body; Title and Body are required.
 */
export const Create: Story = {
  args: { path: '/guests/campaigns?campaign=new' },
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: TEXT.createTitle });
    const form = within(drawer);
    await expect(form.getByText(TEXT.warning)).toBeVisible();
    await waitFor(() => expect(form.getByText(/Users? will receive it$/)).toBeVisible());
    await userEvent.click(form.getByRole('button', { name: TEXT.createButton }));
    await waitFor(() => expect(form.getAllByText('Field is required')).toHaveLength(2));
    await userEvent.type(form.getByRole('textbox', { name: TEXT.fields.name }), 'Sunset yoga on the deck');
    await userEvent.type(
      form.getByRole('textbox', { name: TEXT.fields.description }),
      'Join us at 18:00 on the overwater deck for a gentle hour of yoga as the sun sets. Mats and water are ready for you; bring only yourself.',
    );
    await expect(form.getByRole('meter', { name: FORM.payload })).toBeVisible();
    await expect(form.getByRole('region', { name: FORM.preview })).toHaveTextContent('Sunset yoga on the deck');
  },
};

/** The audience as room types: one checkbox per room type of the hotel's rooms. */
export const AudienceByRoomType: Story = {
  args: { path: '/guests/campaigns?campaign=new' },
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: TEXT.createTitle });
    const form = within(drawer);
    await userEvent.click(form.getByText(TEXT.audienceKinds['room-types'], { exact: true }));
    const group = await form.findByRole('group', { name: FORM.roomTypes });
    const boxes = await within(group).findAllByRole('checkbox');
    await expect(boxes.length).toBeGreaterThan(0);
    await userEvent.click(boxes[0]!);
    await waitFor(() => expect(form.getByText(/Users? will receive it$/)).toBeVisible());
  },
};

/** A sent campaign read-only: every field disabled, and its messages waiting because no provider is configured. */
export const Details: Story = {
  args: { path: `/guests/campaigns?campaign=${campaignId('Welcome to Coral Atoll')}` },
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: 'Welcome to Coral Atoll' });
    await expect(within(drawer).getByRole('textbox', { name: TEXT.fields.name })).toBeDisabled();
    await expect(within(drawer).getByText(DELIVERY_WAITING_TEXT['no-provider'])).toBeVisible();
  },
};

const PARTLY_FAILED: CampaignFunnel = {
  targeted: 12,
  queued: 0,
  sent: 11,
  accepted: 10,
  delivered: 9,
  failed: 1,
  dropped: 2,
  cancelled: 0,
  drops: [
    { reason: DROP_REASON.deviceNotRegistered, count: 2 },
    { reason: DROP_REASON.subscriptionGone, count: 1 },
  ],
  waiting: null,
};

/** The funnel of a campaign a provider delivered: targeted 12, delivered 9, and the three that did not arrive by reason. */
export const DetailsWithDrops: Story = {
  args: { path: `/guests/campaigns?campaign=${campaignId('Sunset dolphin cruise')}` },
  parameters: {
    msw: {
      handlers: [
        http.get(`${API_BASE}/guests/campaigns/:id`, async ({ params }) => {
          const stored = mockDb.campaigns.find((c) => c.id === Number(params.id))!;
          return HttpResponse.json({
            data: { ...stored, stats: { recipients: 12 }, status: 'sent', cancellable: false, funnel: PARTLY_FAILED },
          });
        }),
        ...handlers,
      ],
    },
  },
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: 'Sunset dolphin cruise' });
    const funnel = await within(drawer).findByRole('region', { name: FORM.funnel });
    await expect(within(funnel).getByText(`${DROP_REASON.deviceNotRegistered}: 2`)).toBeVisible();
    await expect(within(funnel).getByText(FORM.funnelSteps.delivered).nextElementSibling).toHaveTextContent('9');
  },
};
