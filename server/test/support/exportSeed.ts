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
