/**
 * Guests › Campaigns over the mock API (spec section 2; issue 19): the table ('N Users' or a dash), a
 * campaign read-only with every field disabled and its funnel waiting for a provider, 'Create new Campaign'
 * with 'Field is required', the exact recipient count before sending and the same count on the new row,
 * cancelling a scheduled campaign, and the screen refused without manage-campaigns.
 */
import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { CAMPAIGN_FORM_TEXT, CAMPAIGN_STATUS_TEXT, CAMPAIGN_TEXT, DELIVERY_WAITING_TEXT, MSG, PERMISSION, STATUS_MESSAGES } from '@atoll/contract';
import { BUSY_RESORT, mockDb } from '@atoll/mocks';
import { renderApp } from '#test/renderApp.tsx';

const grid = () => page.getByRole('grid', { name: CAMPAIGN_TEXT.title });
const drawer = (name: string) => page.getByRole('dialog', { name });

describe('campaigns', () => {
  test("the table lists each campaign's title, audience, recipients as 'N Users' and when it was sent; a title opens it read-only", async () => {
    await renderApp('/guests/campaigns', { as: 'owner' });
    await expect.element(page.getByRole('heading', { name: CAMPAIGN_TEXT.title, level: 1 })).toBeVisible();
    for (const header of Object.values(CAMPAIGN_TEXT.columns)) await expect.element(grid().getByRole('columnheader', { name: header })).toBeVisible();
    const stored = mockDb.campaigns.find((c) => c.name === 'Welcome to Coral Atoll')!;
    const row = grid().getByRole('row', { name: /Welcome to Coral Atoll/ });
    await expect.element(row).toHaveTextContent(`${stored.stats.recipients} Users`);
    await expect.element(row).toHaveTextContent(CAMPAIGN_TEXT.audienceKinds.everyone);
    await row.getByRole('rowheader').click();
    const detail = drawer('Welcome to Coral Atoll');
    await expect.element(detail.getByRole('textbox', { name: CAMPAIGN_TEXT.fields.name })).toBeDisabled();
    await expect.element(detail.getByRole('textbox', { name: CAMPAIGN_TEXT.fields.description })).toBeDisabled();
    await expect.element(detail.getByRole('radio', { name: CAMPAIGN_TEXT.audienceKinds.everyone })).toBeDisabled();
    await expect.element(detail.getByText(DELIVERY_WAITING_TEXT['no-provider'])).toBeVisible();
    await expect.element(detail.getByRole('switch', { name: CAMPAIGN_FORM_TEXT.schedule })).not.toBeChecked();
    expect(detail.getByRole('button', { name: CAMPAIGN_TEXT.createButton }).elements()).toHaveLength(0);
  });

  test('creating a campaign: Field is required, the exact recipients before sending, the same count on the new row', async () => {
    const app = await renderApp('/guests/campaigns', { as: 'owner' });
    await page.getByRole('button', { name: CAMPAIGN_TEXT.newCampaign }).first().click();
    const form = drawer(CAMPAIGN_TEXT.createTitle);
    await expect.element(form.getByText(CAMPAIGN_TEXT.warning)).toBeVisible();
    await form.getByRole('button', { name: CAMPAIGN_TEXT.createButton }).click();
    await expect.element(form.getByRole('textbox', { name: CAMPAIGN_TEXT.fields.name })).toHaveAccessibleDescription(MSG.fieldRequired);
    await expect.element(form.getByRole('textbox', { name: CAMPAIGN_TEXT.fields.description })).toHaveAccessibleDescription(MSG.fieldRequired);

    await form.getByRole('textbox', { name: CAMPAIGN_TEXT.fields.name }).fill('Lagoon movie night');
    await form.getByRole('textbox', { name: CAMPAIGN_TEXT.fields.description }).fill('Tonight at 20:00 on the beach, with popcorn.');
    // In-house guests is the default audience; the count is the mocks' answer for it.
    await expect.element(form.getByRole('radio', { name: CAMPAIGN_TEXT.audienceKinds['in-house'], exact: true })).toBeChecked();
    const count = form.getByText(/Users? will receive it$/);
    await expect.element(count).toBeVisible();
    const recipients = Number(/^(\d+)/.exec(count.element().textContent ?? '')?.[1]);
    expect(recipients).toBeGreaterThan(0);
    await expect.element(form.getByRole('meter', { name: CAMPAIGN_FORM_TEXT.payload })).toBeVisible();

    await form.getByRole('button', { name: CAMPAIGN_TEXT.createButton }).click();
    const detail = drawer('Lagoon movie night');
    await expect.element(detail.getByRole('textbox', { name: CAMPAIGN_TEXT.fields.name })).toBeDisabled();
    expect(new URLSearchParams(app.router.state.location.search).get('campaign')).toMatch(/^\d+$/);
    await userEvent.keyboard('{Escape}');
    await expect.element(grid().getByRole('row', { name: /Lagoon movie night/ })).toHaveTextContent(`${recipients} Users`);
  });

  test('the count follows the audience: guests who checked out today are counted; arriving guests wait for both dates', async () => {
    await renderApp('/guests/campaigns?campaign=new', { as: 'owner' });
    const form = drawer(CAMPAIGN_TEXT.createTitle);
    await form.getByText(CAMPAIGN_TEXT.audienceKinds['checked-out'], { exact: true }).click();
    await form.getByRole('textbox', { name: CAMPAIGN_FORM_TEXT.days }).fill('1');
    await userEvent.keyboard('{Tab}'); // a number field takes its value when it is left
    await expect.element(form.getByText(/Users? will receive it$/)).toBeVisible();
    await form.getByText(CAMPAIGN_TEXT.audienceKinds.arriving, { exact: true }).click();
    await expect.element(form.getByText(CAMPAIGN_FORM_TEXT.recipientsUnknown)).toBeVisible();
  });

  test('a scheduled campaign can be cancelled until it starts', async () => {
    await renderApp('/guests/campaigns', { as: 'owner' });
    await grid().getByRole('row', { name: /Beach BBQ tomorrow/ }).getByRole('rowheader').click();
    const detail = drawer('Beach BBQ tomorrow');
    await expect.element(detail.getByText(CAMPAIGN_STATUS_TEXT.scheduled)).toBeVisible();
    await detail.getByRole('button', { name: CAMPAIGN_TEXT.cancel }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: CAMPAIGN_TEXT.cancel }).click();
    await expect.element(detail.getByText(CAMPAIGN_STATUS_TEXT.cancelled, { exact: true })).toBeVisible();
    expect(detail.getByRole('button', { name: CAMPAIGN_TEXT.cancel }).elements()).toHaveLength(0);
  });

  test('without manage-campaigns the screen is refused', async () => {
    await renderApp('/guests/campaigns', {
      as: 'staff',
      seed: () => {
        delete mockDb.users.find((u) => u.id === BUSY_RESORT.staff.id)!.permissions[PERMISSION.manageCampaigns];
      },
    });
    await expect.element(page.getByText(STATUS_MESSAGES[403])).toBeVisible();
    expect(grid().elements()).toHaveLength(0);
  });
});
