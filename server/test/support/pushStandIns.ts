/**
 * Local stand-ins for the push providers (issue 19): test traffic goes only to 127.0.0.1.
 *
 * - `startFakeExpo()`: Expo's push API (POST /send → one ticket per message, POST /getReceipts). A token's
 *   behaviour is told by its text: `ExponentPushToken[gone…]` answers DeviceNotRegistered on the ticket,
 *   `ExponentPushToken[receiptgone…]` a ticket 'ok' and a DeviceNotRegistered receipt; others are delivered.
 *   `throttle(n, seconds)` answers the next n requests 429 with Retry-After. A message counts as accepted only when
 *   the answer reached the client (a client killed while waiting took nothing).
 * - `startWebPushService()`: a push service over HTTPS with a self-signed certificate for 127.0.0.1. It checks the
 *   VAPID JWT (ES256 signature, audience = its origin, a subject), DECRYPTS the aes128gcm body (RFC 8291) with the
 *   subscription's private key, and keeps the message. `subscribe(behaviour)` makes a subscription (a P-256 key
 *   pair and an auth secret made here, as a browser would) whose endpoint answers 201, 404, 410 or 429.
 */
import { execFileSync } from 'node:child_process';
import { createECDH, createDecipheriv, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { Agent, createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

const b64url = (buf: Buffer) => buf.toString('base64url');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Answers unless the socket is gone; resolves true when the answer was written out. (A client process killed
 * while it waited only half-closes: Node still writes the answer, so the fake Expo's abandonPending tells it.)
 */
function answer(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): Promise<boolean> {
  if (!res.socket || res.socket.destroyed) return Promise.resolve(false);
  return new Promise((resolve) => {
    res.once('finish', () => resolve(true));
    res.once('close', () => resolve(res.writableFinished));
    res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
    res.end(typeof body === 'string' ? body : JSON.stringify(body));
  });
}

export interface ExpoReceived {
  to: string;
  title: string;
  body: string;
  data: { delivery_key?: string; campaign_id?: number; [k: string]: unknown };
}

export interface FakeExpo {
  /** The base to give as EXPO_PUSH_URL. */
  url: string;
  /** Every message that arrived, in order (a resend arrives twice). */
  received: ExpoReceived[];
  /** Messages whose ticket reached the client. */
  accepted: ExpoReceived[];
  /** Sizes of the send requests. */
  batches: number[];
  /** When each send request arrived (ms), for the pace. */
  arrivals: number[];
  receiptRequests: number;
  /** Answer the next `n` send requests 429 with Retry-After: `seconds`. */
  throttle(n: number, seconds: number): void;
  /** Hold every send answer this long (a slow provider). */
  delayMs: number;
  /** Called when a send request arrives (before its answer). */
  onSend?: (batch: ExpoReceived[]) => void;
  /**
   * The requests still waiting for their answer are never taken: their client is known to be dead (a test that
   * killed it calls this once the process has exited; Node would still write the answers into the dead sockets).
   */
  abandonPending(): void;
  /** How many times each delivery key was accepted. */
  acceptedPerKey(): Map<string, number>;
  close(): Promise<void>;
}

export async function startFakeExpo(): Promise<FakeExpo> {
  let throttled = 0;
  let retryAfter = 1;
  let ticketSeq = 0;
  const receipts = new Map<string, { status: 'ok' } | { status: 'error'; message: string; details: { error: string } }>();
  const pending = new Set<{ abandoned: boolean }>();
  const notRegistered = (to: string) => ({ status: 'error' as const, message: `"${to}" is not a registered push notification recipient`, details: { error: 'DeviceNotRegistered' } });
  const server = createHttpServer((req, res) => {
    void (async () => {
      const body = await readBody(req);
      if (req.method === 'POST' && req.url === '/send') {
        const messages = JSON.parse(body.toString('utf8')) as ExpoReceived[];
        fake.received.push(...messages);
        fake.batches.push(messages.length);
        fake.arrivals.push(Date.now());
        fake.onSend?.(messages);
        if (throttled > 0) {
          throttled -= 1;
          await answer(res, 429, { errors: [{ code: 'TOO_MANY_REQUESTS', message: 'Slow down' }] }, { 'Retry-After': String(retryAfter) });
          return;
        }
        if (messages.length > 100) {
          await answer(res, 400, { errors: [{ code: 'PUSH_TOO_MANY_NOTIFICATIONS', message: 'At most 100' }] });
          return;
        }
        const waiting = { abandoned: false };
        pending.add(waiting);
        if (fake.delayMs > 0) await sleep(fake.delayMs);
        pending.delete(waiting);
        if (waiting.abandoned) {
          res.destroy();
          return;
        }
        const tickets = messages.map((m) => {
          if (m.to.startsWith('ExponentPushToken[gone')) return notRegistered(m.to);
          const id = `ticket-${(ticketSeq += 1)}`;
          receipts.set(id, m.to.startsWith('ExponentPushToken[receiptgone') ? notRegistered(m.to) : { status: 'ok' });
          return { status: 'ok', id };
        });
        if (await answer(res, 200, { data: tickets })) fake.accepted.push(...messages);
        return;
      }
      if (req.method === 'POST' && req.url === '/getReceipts') {
        fake.receiptRequests += 1;
        const { ids } = JSON.parse(body.toString('utf8')) as { ids: string[] };
        await answer(res, 200, { data: Object.fromEntries(ids.filter((id) => receipts.has(id)).map((id) => [id, receipts.get(id)])) });
        return;
      }
      await answer(res, 404, { errors: [{ code: 'NOT_FOUND' }] });
    })();
  });
  server.keepAliveTimeout = 1000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const fake: FakeExpo = {
    url: `http://127.0.0.1:${port}`,
    received: [],
    accepted: [],
    batches: [],
    arrivals: [],
    receiptRequests: 0,
    delayMs: 0,
    abandonPending() {
      for (const waiting of pending) waiting.abandoned = true;
    },
    throttle(n, seconds) {
      throttled = n;
      retryAfter = seconds;
    },
    acceptedPerKey() {
      const counts = new Map<string, number>();
      for (const m of fake.accepted) counts.set(String(m.data.delivery_key), (counts.get(String(m.data.delivery_key)) ?? 0) + 1);
      return counts;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
  return fake;
}

/* ---------- Web Push ---------- */

export type SubscriptionBehaviour = 'ok' | 'gone404' | 'gone410' | 'throttle';

export interface WebPushReceived {
  subscriptionId: string;
  /** The decrypted payload, parsed. */
  payload: { title: string; body: string; data: Record<string, unknown> };
  topic: string | undefined;
  ttl: number;
  /** The VAPID JWT's claims (its signature already checked). */
  vapid: { aud: string; sub: string; exp: number };
}

export interface TestSubscription {
  id: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface WebPushService {
  origin: string;
  /** Trusts the self-signed certificate: pass as the provider's `agent`. */
  agent: Agent;
  /** The certificate (PEM): for a server process, write it to a file named by NODE_EXTRA_CA_CERTS. */
  certificate: string;
  /** Messages decrypted and kept (201). */
  delivered: WebPushReceived[];
  /** Requests refused, with why (a bad JWT or an undecryptable body: the test fails on any). */
  rejected: { subscriptionId: string; status: number; why: string }[];
  /** A new subscription whose endpoint behaves as told. */
  subscribe(behaviour?: SubscriptionBehaviour): TestSubscription;
  close(): Promise<void>;
}

/** A key and certificate for 127.0.0.1, made by openssl and valid a day (the HTTPS stand-ins). */
export function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'atoll-push-cert-'));
  try {
    execFileSync('openssl', [
      'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1',
      '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1',
      '-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem'),
    ], { stdio: 'ignore' });
    return { key: readFileSync(path.join(dir, 'key.pem')), cert: readFileSync(path.join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Checks `vapid t=<jwt>, k=<key>`: an ES256 signature by k; returns the claims. */
function checkVapid(header: string | undefined): { aud: string; sub: string; exp: number } {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`no VAPID authorization: ${header}`);
  const [, jwt, k] = match;
  const [head, claims, signature] = jwt.split('.');
  const raw = Buffer.from(k, 'base64url');
  if (raw.length !== 65 || raw[0] !== 4) throw new Error('VAPID key is not an uncompressed P-256 point');
  const key = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: b64url(raw.subarray(1, 33)), y: b64url(raw.subarray(33)) }, format: 'jwk' });
  const ok = verify('sha256', Buffer.from(`${head}.${claims}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!ok) throw new Error('VAPID signature does not verify');
  const alg = (JSON.parse(Buffer.from(head, 'base64url').toString('utf8')) as { alg: string }).alg;
  if (alg !== 'ES256') throw new Error(`VAPID alg ${alg}`);
  return JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as { aud: string; sub: string; exp: number };
}

/** RFC 8291 / RFC 8188 aes128gcm, one record: decrypts with the subscription's private key and auth secret. */
export function decryptAes128gcm(body: Buffer, receiver: { ecdh: ReturnType<typeof createECDH>; auth: Buffer }): string {
  const salt = body.subarray(0, 16);
  const rs = body.readUInt32BE(16);
  const idlen = body[20];
  const senderPublic = body.subarray(21, 21 + idlen);
  const record = body.subarray(21 + idlen);
  if (record.length > rs) throw new Error('more than one record');
  const receiverPublic = receiver.ecdh.getPublicKey();
  const shared = receiver.ecdh.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiverPublic, senderPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, receiver.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('the last record has no 0x02 delimiter');
  return padded.subarray(0, end).toString('utf8');
}

export async function startWebPushService(): Promise<WebPushService> {
  const { key, cert } = selfSignedCertificate();
  const subscriptions = new Map<string, { behaviour: SubscriptionBehaviour; ecdh: ReturnType<typeof createECDH>; auth: Buffer }>();
  const server = createHttpsServer({ key, cert }, (req, res) => {
    void (async () => {
      const body = await readBody(req);
      const id = /^\/push\/([\w-]+)$/.exec(req.url ?? '')?.[1] ?? '';
      const sub = subscriptions.get(id);
      const refuse = (status: number, why: string) => {
        service.rejected.push({ subscriptionId: id, status, why });
        return answer(res, status, { error: why });
      };
      if (req.method !== 'POST' || !sub) return refuse(404, 'no such subscription');
      if (sub.behaviour === 'gone404') return answer(res, 404, 'gone');
      if (sub.behaviour === 'gone410') return answer(res, 410, 'unsubscribed');
      if (sub.behaviour === 'throttle') return answer(res, 429, 'slow down', { 'Retry-After': '2' });
      let vapid;
      try {
        vapid = checkVapid(req.headers.authorization);
      } catch (error) {
        return refuse(401, String(error));
      }
      if (vapid.aud !== service.origin) return refuse(403, `VAPID audience ${vapid.aud} is not ${service.origin}`);
      if (req.headers['content-encoding'] !== 'aes128gcm') return refuse(415, `content-encoding ${req.headers['content-encoding']}`);
      let text: string;
      try {
        text = decryptAes128gcm(body, sub);
      } catch (error) {
        return refuse(400, `cannot decrypt: ${String(error)}`);
      }
      service.delivered.push({
        subscriptionId: id,
        payload: JSON.parse(text) as WebPushReceived['payload'],
        topic: req.headers.topic as string | undefined,
        ttl: Number(req.headers.ttl),
        vapid,
      });
      return answer(res, 201, '', { Location: `${service.origin}/message/${service.delivered.length}` });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const service: WebPushService = {
    origin: `https://127.0.0.1:${port}`,
    agent: new Agent({ ca: cert, keepAlive: false }),
    certificate: cert.toString('utf8'),
    delivered: [],
    rejected: [],
    subscribe(behaviour = 'ok') {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const id = b64url(randomBytes(9));
      subscriptions.set(id, { behaviour, ecdh, auth });
      return { id, endpoint: `${service.origin}/push/${id}`, keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) } };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
  return service;
}
