/**
 * Many guests fast, for the export's streaming test and bench:export: one INSERT … SELECT over
 * generate_series. Their stays are in the past (the Others tab); one in ten has no room (a NULL
 * sort key), fifty arrival dates (ties broken by id), last names from md5 (spread over the alphabet).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';

export async function seedGuests(db: Db, companyId: number, roomIds: readonly number[], count: number, prefix = 'Seed'): Promise<void> {
  const rooms = sql.raw(`array[${roomIds.map((id) => Number(id)).join(',')}]::integer[]`);
  await db.execute(sql`
    insert into guests (company_id, first_name, last_name, confirmation_number, nationality, arrival_date, departure_date, room_id)
    select ${companyId}, ${prefix} || g, substr(md5(g::text), 1, 8), 'EX-' || g, 'MDV',
           date '2026-01-01' + (g % 50), date '2026-01-01' + (g % 50) + 3,
           case when g % 10 = 0 then null else (${rooms})[1 + g % ${roomIds.length}] end
    from generate_series(1, ${count}) as g`);
}

/**
 * Campaigns with many ties for the campaign export's keyset test: recipients 0–2, five titles in two
 * cases ('Offer 3' and 'OFFER 3' order alike), creation times in a few instants (some sharing one to the
 * microsecond). Written as rows (no audience resolved, no outbox): only their order is under test.
 */
export async function seedCampaigns(db: Db, companyId: number, count: number): Promise<void> {
  await db.execute(sql`
    insert into campaigns (company_id, name, description, audience, target_text, recipients, status, send_at, created_at)
    select ${companyId}, case when g % 2 = 0 then 'Offer ' else 'OFFER ' end || (g % 5), 'Body ' || g, '{"kind":"everyone"}'::jsonb,
           'Everyone with the app', g % 3, 'sent',
           timestamptz '2026-11-01 10:00:00.123456+00' + (g % 7) * interval '1 minute',
           timestamptz '2026-11-01 10:00:00.123456+00' + (g % 7) * interval '1 minute'
    from generate_series(1, ${count}) as g`);
}
