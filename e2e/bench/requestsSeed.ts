/**
 * The Requests benchmark's data (issue 10), in one place for both halves of scripts/bench-requests.mjs
 * (the API figures and, with --browser, the console's in e2e/bench/requestsTable.ts): a company signed
 * up through the API with its facility, activity and menu, then — with the server stopped, since PGlite
 * allows one process at a time — its request types, rooms, guests, slots and N bookings (with their
 * guests, timeline and consistent booked_pax counters) written with SQL into the server's database.
 */
import { login, signupViaApi, type ApiClient, type Credentials } from '../harness/api';
import type { SqlRunner } from '../harness/database';
import { newHotel, signupPayloadFor } from '../harness/people';

export interface RequestsBenchCompany {
  credentials: Credentials;
  companyId: number;
  facilityId: number;
  activityId: number;
  menuId: number;
}

const en = (text: string) => [{ language_code: 'en', text }];

/** Signs the company up (solving the ALTCHA in Node) and makes what the bookings attach to. */
export async function createRequestsCompany(api: ApiClient): Promise<RequestsBenchCompany> {
  const credentials = await signupViaApi(api, signupPayloadFor(newHotel('Bench Requests Resort')));
  const auth = await login(api, credentials);
  const token = auth.auth_token.token;
  const facilityId = (await api.ok<{ id: number }>('POST', 'facilities', { token, body: { name: en('Lagoon Restaurant') } })).id;
  const activityId = (await api.ok<{ id: number }>('POST', 'facilities/activities', { token, body: { facility_id: facilityId, name: en('Sunset Dive') } })).id;
  const menuId = (await api.ok<{ id: number }>('POST', 'facilities/menus', { token, body: { facility_id: facilityId, name: en('Dinner'), type: 'menu' } })).id;
  return { credentials, companyId: auth.company.id, facilityId, activityId, menuId };
}

/**
 * Writes `bookings` bookings for the company, spread over 240 future slots of two request types and
 * 60 rooms; statuses cycle new ×4, confirmed ×3, completed, declined, cancelled. Answers the count per
 * status, e.g. 'cancelled 500, completed 500, confirmed 1500, declined 500, new 2000'.
 */
export async function seedBookings(db: SqlRunner, company: RequestsBenchCompany, bookings: number): Promise<string> {
  const one = async (text: string, params: unknown[]) => (await db.query(text, params)).rows[0] as { id: number };
  const c = company.companyId;
  const activityType = (await one(
    `insert into booking_types (company_id, facility_id, attached_type, activity_id, recurring_type, pax_required, pax_max) values ($1, $2, 'Activity', $3, 'manual', true, 0) returning id`,
    [c, company.facilityId, company.activityId],
  )).id;
  const menuType = (await one(
    `insert into booking_types (company_id, facility_id, attached_type, menu_id, recurring_type, pax_required, pax_max) values ($1, $2, 'Menu', $3, 'manual', false, 0) returning id`,
    [c, company.facilityId, company.menuId],
  )).id;
  const roomType = (await one(`insert into room_types (company_id, name) values ($1, 'Water Villa') returning id`, [c])).id;
  await db.query(`insert into rooms (company_id, room_type_id, number, position) select $1, $2, (100 + g)::text, g from generate_series(1, 60) g`, [c, roomType]);
  await db.query(
    `insert into guests (company_id, first_name, last_name, confirmation_number, nationality, arrival_date, departure_date, room_id)
     select $1, 'Guest' || g, 'Family' || (g % 41), 'CN' || g, 'MDV', current_date - 1, current_date + 12, r.id
     from generate_series(0, 239) g
     join (select id, row_number() over (order by id) - 1 as k from rooms where company_id = $1) r on r.k = g % 60`,
    [c],
  );
  // 30 days × 4 sittings per type, all in the future (the sweep expires nothing while measuring).
  await db.query(
    `insert into booking_slots (company_id, booking_type_id, date, start_time, end_time, pax_max)
     select $1, t.id, current_date + d, lpad((8 + h * 3)::text, 2, '0') || ':00', lpad((10 + h * 3)::text, 2, '0') || ':00', 0
     from (values ($2::int), ($3::int)) t(id), generate_series(1, 30) d, generate_series(0, 3) h`,
    [c, activityType, menuType],
  );
  await db.query(
    `insert into bookings (company_id, number, booking_type_id, booking_slot_id, facility_id, room_id, status, pax, remarks, booked_by_type, booked_by_name, status_by_name, due_at, starts_at)
     select $1, g + 1, s.booking_type_id, s.id, $2, r.id,
            (array['new','new','new','new','confirmed','confirmed','confirmed','completed','declined','cancelled'])[g % 10 + 1],
            1 + g % 4, case when g % 3 = 0 then 'Window table please' end, 'staff', 'Bench Owner', 'Bench Owner',
            (s.date + s.start_time::time) - interval '5 hours', (s.date + s.start_time::time) - interval '5 hours'
     from generate_series(0, $3::int - 1) g
     join (select id, booking_type_id, date, start_time, row_number() over (order by id) - 1 as k from booking_slots where company_id = $1) s on s.k = g % 240
     join (select id, row_number() over (order by id) - 1 as k from rooms where company_id = $1) r on r.k = g % 60`,
    [c, company.facilityId, bookings],
  );
  await db.query(
    `insert into booking_guests (company_id, booking_id, guest_id)
     select b.company_id, b.id, (select g.id from guests g where g.room_id = b.room_id order by g.id limit 1) from bookings b where b.company_id = $1`,
    [c],
  );
  await db.query(`insert into booking_logs (booking_id, text, changed_by) select id, 'Booking created', 'Bench Owner' from bookings where company_id = $1`, [c]);
  await db.query(`insert into booking_counters (company_id, last) values ($1, $2) on conflict (company_id) do update set last = excluded.last`, [c, bookings]);
  await db.query(
    `update booking_slots s set
       booked_pax = coalesce((select sum(case when t.pax_required then b.pax else 1 end) from bookings b join booking_types t on t.id = b.booking_type_id
                              where b.booking_slot_id = s.id and b.status in ('new','confirmed','completed','no_show')), 0),
       bookings_count = (select count(*) from bookings b where b.booking_slot_id = s.id)
     where s.company_id = $1`,
    [c],
  );
  const counts = await db.query(`select status, count(*)::int as n from bookings where company_id = $1 group by status order by status`, [c]);
  return counts.rows.map((r) => `${String(r.status)} ${String(r.n)}`).join(', ');
}
