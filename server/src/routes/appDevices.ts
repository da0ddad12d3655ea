/**
 * /app/devices (issue 19 "Devices"): the guest app's PUBLIC registration of an installation for push
 * campaigns — no staff session needed; the property is named by its domain (`company`, as at login).
 * POST registers (or updates, by token) a device and answers it without its token; DELETE unregisters a
 * token. Both are rate-limited per client address (DEVICE_RATE_LIMIT; 429 with Retry-After). A staff
 * session sent along (Authorization: Bearer) links the device to that user for campaign test sends.
 * GET push-key answers the VAPID public key a browser subscribes with (issue 21, the guest web app; null when
 * this server sends no Web Push): the key of this process's delivery worker, the one that signs the messages.
 */
import { Hono } from 'hono';
import { DEVICE_RATE_LIMIT, PUSH_KEY_MAX_AGE_SECONDS, deviceRemoveSchema, deviceSchema, type PushKey } from '@atoll/contract';
import type { AppDeps, AppEnv } from '../deps';
import { sessionOf } from '../http/auth';
import { clientIp } from '../http/client-ip';
import { HttpError } from '../http/errors';
import { body } from '../http/validate';
import { ipRateLimit } from '../security/ipRateLimit';
import { registerDevice, removeDevice } from '../services/campaigns';
import { webPushPublicKey } from '../services/delivery';

export function appDeviceRoutes(deps: AppDeps) {
  const { db } = deps;
  const now = () => deps.now?.() ?? Date.now();
  const limit = ipRateLimit({ ...DEVICE_RATE_LIMIT, ...deps.deviceRateLimit }, now);
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    const wait = limit.hit(clientIp(c));
    if (wait > 0) throw new HttpError(429, {}, { 'Retry-After': String(wait) });
    await next();
  });

  app.get('/push-key', (c) => {
    const key: PushKey = { public_key: webPushPublicKey() };
    c.header('Cache-Control', `public, max-age=${PUSH_KEY_MAX_AGE_SECONDS}`);
    return c.json({ data: key });
  });
  app.post('/devices', async (c) => {
    const input = await body(c, deviceSchema);
    const { device, created } = await registerDevice(db, input, await sessionOf(db, c.req.header('Authorization')), new Date(now()));
    return c.json({ data: device }, created ? 201 : 200);
  });
  app.delete('/devices', async (c) => {
    const input = await body(c, deviceRemoveSchema);
    await removeDevice(db, input.company, input.token);
    return c.json({ data: null });
  });

  return app;
}
