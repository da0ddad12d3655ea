/**
 * /guests/campaigns (spec sections 2, 3, 7; issue 19): the paged list (with return_url=1, its CSV export's
 * link), one campaign with its delivery funnel, create (returns at once; delivery runs in the background),
 * the audience's recipient count for the form,
 * cancel while scheduled, a test send to the sender's own devices. No editing: PATCH and PUT answer 409
 * 'Campaigns cannot be edited after creation'. Every route needs manage-campaigns; every statement goes
 * through the company's seam. Mounted before /guests, whose GET /:id would otherwise take 'campaigns'.
 */
import { Hono, type Context } from 'hono';
import { audienceCountSchema, campaignListQuerySchema, campaignSchema, PERMISSION, type CampaignPayload } from '@atoll/contract';
import { campaignNotEditable, localDate } from '@atoll/contract/domain';
import type { AppDeps, AppEnv } from '../deps';
import { tenant } from '../db/tenant';
import { requireAuth, requirePermission } from '../http/auth';
import { body, idParam, validQuery } from '../http/validate';
import * as campaigns from '../services/campaigns';
import { nudgeDeliveryWorker } from '../services/delivery';
import { asksForExportLink, exportLink } from './exports';

export function campaignRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();
  app.use('*', requireAuth(db), requirePermission(PERMISSION.manageCampaigns));
  const now = () => new Date(deps.now?.() ?? Date.now());
  const callerOf = (c: Context<AppEnv>) => {
    const { company, user } = c.get('auth');
    const at = now();
    return { own: tenant(db, company.id), userId: user.id, now: at, clock: { today: localDate(at, company.timezone), timeZone: company.timezone } };
  };

  app.get('/', async (c) => {
    const caller = callerOf(c);
    const query = await validQuery(c, campaignListQuerySchema);
    if (asksForExportLink(c)) return exportLink(deps, c, 'guests/campaigns', query);
    return c.json(await campaigns.listCampaigns(caller.own, query, caller.now));
  });
  app.post('/audience-count', async (c) => {
    const caller = callerOf(c);
    const { audience } = await body(c, audienceCountSchema);
    await campaigns.checkAudience(caller.own, audience);
    return c.json({ data: { recipients: await campaigns.audienceCount(caller.own, audience, caller.clock) } });
  });
  app.post('/test', async (c) => {
    const caller = callerOf(c);
    const input = (await body(c, campaignSchema)) as CampaignPayload;
    const { devices } = await campaigns.testSend(db, caller.own, caller.userId, { title: input.name, body: input.description });
    return c.json({ data: { devices } });
  });
  app.get('/:id', async (c) => {
    const caller = callerOf(c);
    return c.json({ data: await campaigns.oneCampaign(db, caller.own, idParam(c), caller.now) });
  });
  app.post('/', async (c) => {
    const caller = callerOf(c);
    const input = (await body(c, campaignSchema)) as CampaignPayload;
    const id = await campaigns.createCampaign({ db, ...caller }, input);
    // Committed: the worker may send now (delivery never runs inside the create's transaction).
    nudgeDeliveryWorker();
    return c.json({ data: await campaigns.oneCampaign(db, caller.own, id, caller.now) }, 201);
  });
  app.post('/:id/cancel', async (c) => {
    const caller = callerOf(c);
    const id = idParam(c);
    await campaigns.cancelCampaign(db, caller.own, id, caller.now);
    return c.json({ data: await campaigns.oneCampaign(db, caller.own, id, caller.now) });
  });
  // Never edited (spec section 8): the campaign must exist (404 otherwise), then 409 whatever the body.
  for (const method of ['patch', 'put'] as const) {
    app[method]('/:id', async (c) => {
      await campaigns.requireCampaign(callerOf(c).own, idParam(c));
      throw campaignNotEditable();
    });
  }

  return app;
}
