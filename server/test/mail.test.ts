import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUESTS_TEXT, bookingPath, formatDisplay, formatDisplayDate } from '@atoll/contract';
import { outbox } from '../src/db/schema';
import { createSmtpMailer } from '../src/mail/mailer';
import { addSlot, bookingBody, dayAhead, seedBookable, TZ } from './support/bookings';
import { apiClient, type ApiClient } from './support/client';
import { createTenant, type Tenant } from './support/fixtures';
import { startTestServer, type TestServer } from './support/server';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

let smtp: SMTPServer;
let smtpPort: number;
const received: Received[] = [];
let server: TestServer;
let api: ApiClient;
let owner: Tenant;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  smtpPort = (smtp.server.address() as AddressInfo).port;
  server = await startTestServer({ mailer: createSmtpMailer(`smtp://127.0.0.1:${smtpPort}`, 'Atoll <no-reply@atoll.test>') });
  api = apiClient(server.url);
  owner = await createTenant(api, server.url, 'smtp-co');
});
afterAll(async () => {
  await server.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('e-mail over SMTP', () => {
  it('delivers the invitation with its activation link to an SMTP server, not the outbox', async () => {
    const res = await api.post(
      'users',
      { name: 'Mailed Mo', username: 'moana', designation: 'Bar', authentication: 'email', email: 'mo@smtp-co.test' },
      { token: owner.token },
    );
    expect(res.status).toBe(201);
    expect(received).toHaveLength(1);
    expect(received[0].from).toBe('no-reply@atoll.test');
    expect(received[0].to).toEqual(['mo@smtp-co.test']);
    // Quoted-printable may fold long lines; unfold before reading the link.
    const body = received[0].raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const token = /http:\/\/console\.test\/auth\/activate\?token=([A-Za-z0-9_%-]+)/.exec(body)?.[1];
    expect(token).toBeDefined();
    const lookup = await api.get(`auth/activate?token=${token}`);
    expect(lookup.body.data).toEqual({ user: { username: 'moana', name: 'Mailed Mo' }, company: { domain: 'smtp-co', name: 'Company smtp-co' } });
    expect(await server.database.db.select().from(outbox)).toEqual([]);
  });

  it('when the mail server is unreachable the invitation is not created, so the admin can retry', async () => {
    const unreachable = await startTestServer({ mailer: createSmtpMailer('smtp://127.0.0.1:1', 'Atoll <no-reply@atoll.test>') });
    try {
      const client = apiClient(unreachable.url);
      const tenant = await createTenant(client, unreachable.url, 'no-smtp-co');
      const invite = { name: 'Lost Lee', username: 'lost-lee', designation: 'Bar', authentication: 'email', email: 'lee@no-smtp.test' };
      const res = await client.post('users', invite, { token: tenant.token });
      expect(res.status).toBe(500);
      expect(res.body.reference).not.toBe('');
      const list = await client.get('users?q_name=lost', { token: tenant.token });
      expect(list.body.meta.total).toBe(0);
    } finally {
      await unreachable.close();
    }
  });
});

/** A received message's text: quoted-printable unfolded and decoded as UTF-8. */
function bodyOf(raw: string): string {
  const unfolded = raw.replace(/=\r?\n/g, '');
  return Buffer.from(unfolded.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8');
}

describe('the booking e-mail over SMTP', () => {
  it("names the slot's date and the deadline in the hotel's terms and zone, and links to the booking itself", async () => {
    const t = await seedBookable(server, api, owner, { emails: ['desk@smtp-co.test'], closeMinutes: 60 });
    const date = dayAhead(2);
    const slot = await addSlot(server, t, date, '10:00', '11:00');
    const res = await api.post('bookings', bookingBody(t, slot, date), { token: owner.token });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const booking = res.body.data;
    const mail = received.find((m) => m.to.includes('desk@smtp-co.test'));
    expect(mail).toBeDefined();
    const text = bodyOf(mail!.raw);
    expect(text).toContain(REQUESTS_TEXT.newBookingSubject(booking.booking_type.attached_text, booking.number));
    expect(text).toContain(`Slot: ${formatDisplayDate(date)}, 10:00 – 11:00`);
    // The deadline (an hour before 10:00 in the Maldives) on the hotel's clock, not the server's UTC.
    expect(formatDisplay(booking.due_at, TZ)).toBe(`${formatDisplayDate(date)}, 09:00`);
    expect(text).toContain(`to answer by ${formatDisplayDate(date)}, 09:00 (${TZ} time)`);
    expect(text).not.toContain(booking.due_at);
    expect(text).toContain(`Open the booking: http://console.test${bookingPath(booking.id)}`);
    expect(bookingPath(booking.id)).toBe(`/requests/bookings?booking=${booking.id}`);
  });
});
