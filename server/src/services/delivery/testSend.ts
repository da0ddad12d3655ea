/**
 * A campaign's test send to the sender's own registered device: sent at once through the same providers as
 * the worker's (no outbox row), outside any transaction. A device the provider reports gone is marked gone.
 */
import { DROP_REASON, EXPO_TOKEN_PATTERN } from '@atoll/contract';
import { guestAppPath } from '@atoll/contract/guestWebApp';
import type { Db } from '../../db/client';
import { devices } from '../../db/schema';
import { tenant } from '../../db/tenant';
import { sendExpo } from './expo';
import type { PushOutcome } from './outcome';
import type { PushProviders } from './providers';
import { sendWebPush, usableSubscription } from './webPush';

export interface TestSendResult {
  status: 'accepted' | 'delivered' | 'dropped' | 'failed' | 'no-provider';
  reason?: string;
}

/** Test messages carry this delivery key (the app may show them apart). */
const TEST_KEY = (deviceId: number) => `test-d${deviceId}-${Date.now().toString(36)}`;

export async function sendTest(db: Db, companyId: number, deviceId: number, message: { title: string; body: string }, providers: PushProviders | undefined): Promise<TestSendResult> {
  const own = tenant(db, companyId);
  const device = await own.find(devices, deviceId);
  if (device.goneAt) return { status: 'dropped', reason: DROP_REASON.deviceRemoved };
  const data = { test: true, delivery_key: TEST_KEY(device.id) };
  let outcome: PushOutcome;
  if (device.provider === 'expo') {
    if (!providers?.expo) return { status: 'no-provider' };
    if (!EXPO_TOKEN_PATTERN.test(device.token)) return { status: 'dropped', reason: DROP_REASON.invalidToken };
    [outcome] = await sendExpo(providers.expo, [{ to: device.token, title: message.title, body: message.body, data }]);
  } else {
    if (!providers?.webPush) return { status: 'no-provider' };
    if (!usableSubscription(device.subscription)) return { status: 'dropped', reason: DROP_REASON.invalidToken };
    const url = guestAppPath((await own.company()).username);
    outcome = await sendWebPush(providers.webPush, {
      subscription: device.subscription,
      payload: JSON.stringify({ title: message.title, body: message.body, data: { ...data, url } }),
      topic: data.delivery_key.slice(0, 32),
    });
  }
  switch (outcome.kind) {
    case 'accepted':
      return { status: 'accepted' };
    case 'delivered':
      return { status: 'delivered' };
    case 'gone':
      await own.update(devices, device.id, { goneAt: new Date() });
      return { status: 'dropped', reason: outcome.reason };
    default:
      return { status: 'failed', reason: outcome.reason };
  }
}
