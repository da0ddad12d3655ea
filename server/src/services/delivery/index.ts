/**
 * Push delivery of campaigns (issue 19, docs/delivery.md): the outbox the campaigns service writes in its own
 * transactions, the funnel its detail reads, the test send, and the one worker per process that main.ts starts.
 */
import type { CampaignFunnel } from '@atoll/contract';
import type { Db } from '../../db/client';
import { readFunnel } from './outbox';
import { sendTest, type TestSendResult } from './testSend';
import { createDeliveryWorker, type DeliveryWorker, type DeliveryWorkerDeps } from './worker';

export { enqueueCampaign, cancelCampaignDeliveries, type EnqueueInput } from './outbox';
export { loadPushProviders, type PushProviders } from './providers';
export { createDeliveryWorker, type DeliveryWorker, type DeliveryWorkerDeps } from './worker';
export type { TestSendResult } from './testSend';

let running: { worker: DeliveryWorker; deps: DeliveryWorkerDeps } | undefined;

/** Starts this process's worker (main.ts; tests that deliver). A second call while one runs is refused. */
export function startDeliveryWorker(deps: DeliveryWorkerDeps): DeliveryWorker {
  if (running) throw new Error('A delivery worker is already running in this process');
  const worker = createDeliveryWorker(deps);
  running = { worker, deps };
  worker.start();
  return worker;
}

/** Stops it after the turn in progress (its outcomes recorded). */
export async function stopDeliveryWorker(): Promise<void> {
  const current = running;
  running = undefined;
  await current?.worker.stop();
}

/** Wakes the worker to send a campaign just created (a no-op when none runs). */
export function nudgeDeliveryWorker(): void {
  running?.worker.nudge();
}

/**
 * The campaign's funnel. Its `waiting` says 'no-provider' for messages whose provider this process's worker
 * does not send through (or when no worker runs).
 */
export function campaignFunnel(db: Db, companyId: number, campaignId: number): Promise<CampaignFunnel> {
  const now = new Date((running?.deps.now ?? Date.now)());
  return readFunnel(db, companyId, campaignId, running?.deps.providers, now);
}

/** A test send to one device of the company (404 for another company's). */
export function sendTestToDevice(db: Db, companyId: number, deviceId: number, message: { title: string; body: string }): Promise<TestSendResult> {
  return sendTest(db, companyId, deviceId, message, running?.deps.providers);
}

/** The VAPID public key browsers subscribe with (GET app/push-key): this process's worker's; null without Web Push. */
export function webPushPublicKey(): string | null {
  return running?.deps.providers.webPush?.publicKey ?? null;
}
