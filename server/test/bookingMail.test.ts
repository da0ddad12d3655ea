/**
 * The booking e-mail line by line, and the sweep's own failures (server/src/services/bookings/mail.ts and sweep.ts),
 * called directly over a test server's database with a recording mailer and logger: what the HTTP tests
 * (bookings.test.ts, mail.test.ts) cannot see — each optional line present or left out, a public URL with a trailing
 * slash, a batch where only some types have addresses, a mailer that fails, and a sweep that fails for one company
 * or loses a lock race.
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUESTS_TEXT, bookingPath, formatDisplay, formatDisplayDate } from '@atoll/contract';
import { zonedInstant } from '@atoll/contract/domain';
import type { Db } from '../src/db/client';
import { bookings } from '../src/db/schema';
import type { Mail } from '../src/mail/mailer';
import { sendBookingMails, type MailDeps } from '../src/services/bookings/mail';
import { ownWithTx } from '../src/services/bookings/own';
import { sweepAll } from '../src/services/bookings/sweep';
import { addSlot, bookingBody, dayAhead, seedBookable, TZ, type Bookable } from './support/bookings';
import type { ApiClient, Json } from './support/client';
import { startWithTenant, type Tenant } from './support/fixtures';
import type { TestServer } from './support/server';

let server: TestServer;
let api: ApiClient;
let owner: Tenant;
let companyId: number;

beforeAll(async () => {
  ({ server, api, owner } = await startWithTenant('booking-mail-co'));
  companyId = owner.auth.company.id;
}, 60_000);
afterAll(() => server.close());

interface Recorded {
  deps: MailDeps;
  mails: Mail[];
  errors: { message: string; extra?: Record<string, unknown> }[];
}
function recording(publicUrl = 'http://console.test', fail = false): Recorded {
  const mails: Mail[] = [];
  const errors: Recorded['errors'] = [];
  return {
    mails,
    errors,
    deps: {
      publicUrl,
      mailer: {
        send: async (mail) => {
          if (fail) throw new Error('SMTP refused');
          mails.push(mail);
        },
      },
      logger: { info: () => undefined, error: (message, extra) => errors.push({ message, extra }) },
    },
  };
}

const booked = async (body: Json): Promise<Json> => {
  const res = await api.post('bookings', body, { token: owner.token });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
};
const rowsOf = (ids: number[]) => server.database.db.select().from(bookings).where(inArray(bookings.id, ids));
const own = () => ownWithTx(server.database.db, companyId);

describe('sendBookingMails', () => {
  let menuType: Bookable;
  let full: Json;
  let plain: Json;
  let plainType: Bookable;
  const date = dayAhead(3);

  beforeAll(async () => {
    menuType = await seedBookable(server, api, owner, { name: 'Menu', menu: true, menuMultiple: true, paxRequired: true, emails: ['desk@hotel.test', 'chef@hotel.test'] });
    const s = await addSlot(server, menuType, date, '19:00', '20:00');
    full = await booked(
      bookingBody(menuType, s, date, {
        guests: menuType.guestIds,
        pax: 2,
        remarks: 'No nuts, please',
        menu_items: [
          { id: menuType.itemIds[0], quantity: 2 },
          { id: menuType.itemIds[1], quantity: 1 },
        ],
      }),
    );
    plainType = await seedBookable(server, api, owner, { name: 'Plain', paxRequired: false, emails: ['pool@hotel.test'] });
    const p = await addSlot(server, plainType, date, '09:00', '10:00');
    plain = await booked(bookingBody(plainType, p, date, { pax: undefined }));
  });

  it('writes every line of a booking with pax, menu and remarks, to each address', async () => {
    const { deps, mails } = recording();
    await sendBookingMails(deps, own(), await rowsOf([full.id]), 'new');
    const subject = REQUESTS_TEXT.newBookingSubject(full.booking_type.attached_text, full.number);
    expect(full.pax_name_text).not.toBe('');
    expect(full.menu_items_text).not.toBe('');
    const text = [
      `${subject} (${full.booking_type.facility_text})`,
      '',
      `Slot: ${formatDisplayDate(date)}, ${full.booking_slot.time_text}`,
      `Room: ${full.room.number} (${full.room.type_name})`,
      'Guests: Ann Lee, Bo Ray',
      `Pax: ${full.pax_name_text}`,
      `Menu: ${full.menu_items_text}`,
      'Remarks: No nuts, please',
      `Status: ${full.ui_status.text}, to answer by ${formatDisplay(full.due_at, TZ)} (${TZ} time)`,
      '',
      `Open the booking: http://console.test${bookingPath(full.id)}`,
    ].join('\n');
    expect(mails).toEqual([
      { to: 'desk@hotel.test', subject, text },
      { to: 'chef@hotel.test', subject, text },
    ]);
  });

  it('leaves out the pax, menu and remarks lines a booking has not, and the public URL’s trailing slash', async () => {
    const { deps, mails } = recording('http://console.test/');
    await sendBookingMails(deps, own(), await rowsOf([plain.id]), 'overdue');
    expect(mails).toHaveLength(1);
    const lines = mails[0].text.split('\n');
    expect(mails[0].subject).toBe(REQUESTS_TEXT.overdueSubject(plain.booking_type.attached_text, plain.number));
    expect(lines.filter((l) => /^(Pax|Menu|Remarks):/.test(l))).toEqual([]);
    expect(lines).toHaveLength(8);
    expect(lines.at(-1)).toBe(`Open the booking: http://console.test${bookingPath(plain.id)}`);
  });

  it('e-mails the types that have addresses in a batch where others have none', async () => {
    const quiet = await seedBookable(server, api, owner, { name: 'Quiet', paxRequired: false, emails: [] });
    const q = await addSlot(server, quiet, date, '11:00', '12:00');
    const silent = await booked(bookingBody(quiet, q, date, { pax: undefined }));
    const { deps, mails } = recording();
    await sendBookingMails(deps, own(), await rowsOf([silent.id, plain.id]), 'new');
    expect(mails.map((m) => m.to)).toEqual(['pool@hotel.test']);
    const none = recording();
    await sendBookingMails(none.deps, own(), await rowsOf([silent.id]), 'new');
    expect(none.mails).toEqual([]);
  });

  it('logs a failed send with the kind and the bookings, and throws nothing', async () => {
    const { deps, errors } = recording('http://console.test', true);
    await expect(sendBookingMails(deps, own(), await rowsOf([plain.id]), 'overdue')).resolves.toBeUndefined();
    expect(errors).toEqual([{ message: 'Booking e-mail failed', extra: { kind: 'overdue', bookings: [plain.id], error: 'SMTP refused' } }]);
  });
});

describe('sweepAll', () => {
  /** `db` with its transactions failing as `error` says. */
  const failingTransactions = (db: Db, error: unknown): Db =>
    new Proxy(db, { get: (target, key) => (key === 'transaction' ? () => Promise.reject(error) : Reflect.get(target, key)) }) as Db;

  it('sweeps on the clock it is given, not the machine’s', async () => {
    const t = await seedBookable(server, api, owner, { name: 'Clock', paxRequired: false, emails: ['clock@hotel.test'], closeMinutes: 60 });
    const date = dayAhead(5);
    const s = await addSlot(server, t, date, '15:00', '16:00');
    const b = await booked(bookingBody(t, s, date, { pax: undefined }));
    const { deps, mails } = recording();
    // Past its due time (60 minutes before the start), before the start: the overdue e-mail, once.
    await sweepAll({ ...deps, db: server.database.db, now: () => zonedInstant(date, '14:30', TZ).getTime() });
    expect(mails.map((m) => m.subject)).toEqual([REQUESTS_TEXT.overdueSubject(b.booking_type.attached_text, b.number)]);
    // After the start: expired.
    await sweepAll({ ...deps, db: server.database.db, now: () => zonedInstant(date, '15:00', TZ).getTime() });
    const [row] = await server.database.db.select().from(bookings).where(eq(bookings.id, b.id));
    expect(row.status).toBe('expired');
  });

  it('logs a company whose sweep fails and goes on; a lost lock race (409) is not a failure', async () => {
    const t = await seedBookable(server, api, owner, { name: 'Broken', paxRequired: false, closeMinutes: 60 });
    const date = dayAhead(6);
    const s = await addSlot(server, t, date, '15:00', '16:00');
    await booked(bookingBody(t, s, date, { pax: undefined }));
    const now = () => zonedInstant(date, '15:30', TZ).getTime();
    const { deps, errors } = recording();
    await sweepAll({ ...deps, db: failingTransactions(server.database.db, new Error('disk full')), now });
    expect(errors).toHaveLength(1);
    expect(errors[0].message).toBe('Bookings sweep failed');
    expect(errors[0].extra).toMatchObject({ companyId });
    expect(String(errors[0].extra?.error)).toContain('disk full');
    const raced = recording();
    const deadlock = Object.assign(new Error('deadlock detected'), { code: '40P01' });
    await sweepAll({ ...raced.deps, db: failingTransactions(server.database.db, deadlock), now });
    expect(raced.errors).toEqual([]);
  });
});
