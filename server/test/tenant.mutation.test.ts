/**
 * The tenancy seam (server/src/db/tenant.ts) method by method, on one database and no server: each assertion
 * is one a mutant of the seam would break (StrykerJS, `node scripts/mutation-run.mjs tenant`; docs/testing.md).
 * Two companies are written straight into the database; every call is made as company A and must neither
 * see nor change company B's rows.
 */
import { randomUUID } from 'node:crypto';
import { eq, getTableName, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HttpError } from '../src/http/errors';
import {
  activities,
  activityGallery,
  bannerImages,
  banners,
  bookingGuests,
  bookingLogs,
  bookingMenuItems,
  bookings,
  bookingSlots,
  bookingTypes,
  bookingTypeSlots,
  companies,
  facilities,
  facilityGallery,
  files,
  guests,
  information,
  informationFiles,
  menuCategories,
  menuItems,
  menuPdfs,
  menus,
  sessions,
} from '../src/db/schema';
import { companiesWith, PARENT, tenant, type Tenant } from '../src/db/tenant';
import { createTestDatabase, type TestDatabase } from './support/database';

let database: TestDatabase;
let a: number;
let b: number;
let own: Tenant;

const en = (text: string) => [{ language_code: 'en', text }];

async function company(username: string): Promise<number> {
  const [row] = await database.db
    .insert(companies)
    .values({ name: username, username, type: 'hotel', size: '1-10', country3: 'MDV', currencySymbol: '$', timezone: 'UTC', propertyName: username, primaryColor: '#123456' })
    .returning({ id: companies.id });
  return row.id;
}

async function facility(companyId: number, name: string): Promise<number> {
  const [row] = await tenant(database.db, companyId).insert(facilities, { name: en(name) }).returning({ id: facilities.id });
  return row.id;
}

async function file(companyId: number): Promise<string> {
  const id = randomUUID();
  await tenant(database.db, companyId).insert(files, { id, contentType: 'image/png', size: 1, data: Buffer.from([1]) });
  return id;
}

async function bookingType(companyId: number, facilityId: number): Promise<number> {
  const seam = tenant(database.db, companyId);
  const [activity] = await seam.insert(activities, { facilityId, name: en('Dive') }).returning({ id: activities.id });
  const [row] = await seam
    .insert(bookingTypes, { facilityId, attachedType: 'Activity', activityId: activity.id, recurringType: 'weekly', paxRequired: false })
    .returning({ id: bookingTypes.id });
  return row.id;
}

/** 404 as the seam throws it. */
async function expectNotFound(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  expect((error as HttpError).status).toBe(404);
}

const names = (rows: { name: { text: string }[] }[]) => rows.map((r) => r.name[0].text).sort();

beforeAll(async () => {
  database = await createTestDatabase();
  a = await company('seam-mut-a');
  b = await company('seam-mut-b');
  own = tenant(database.db, a);
});
afterAll(() => database.destroy());

beforeEach(async () => {
  // Each test starts with one facility per company (and nothing under them).
  await database.db.delete(facilities);
  await database.db.delete(files);
  await facility(a, 'A pool');
  await facility(b, 'B pool');
});

describe('reads', () => {
  it('select, pick and where see only the company’s rows, and `more` narrows them', async () => {
    await facility(a, 'A spa');
    expect(own.companyId).toBe(a);
    expect(names(await own.select(facilities))).toEqual(['A pool', 'A spa']);
    expect(names(await own.select(facilities, sql`${facilities.name}->0->>'text' = 'A spa'`))).toEqual(['A spa']);
    expect(names(await own.pick({ name: facilities.name }, facilities))).toEqual(['A pool', 'A spa']);
    expect(names(await own.pick({ name: facilities.name }, facilities, sql`${facilities.name}->0->>'text' = 'A pool'`))).toEqual(['A pool']);
    const viaWhere = await database.db.select().from(facilities).where(own.where(facilities));
    expect(names(viaWhere)).toEqual(['A pool', 'A spa']);
    expect(names(await tenant(database.db, b).select(facilities))).toEqual(['B pool']);
  });

  it('find: its own row; another company’s id, a missing id and an impossible id are 404', async () => {
    const mine = await facility(a, 'A spa');
    const theirs = await facility(b, 'B spa');
    expect((await own.find(facilities, mine)).name).toEqual(en('A spa'));
    await expectNotFound(own.find(facilities, theirs));
    await expectNotFound(own.find(facilities, theirs + 1000));
    await expectNotFound(own.find(facilities, 2 ** 40));
    await expectNotFound(own.find(facilities, -1));
    const fileId = await file(a);
    expect((await own.find(files, fileId)).id).toBe(fileId);
    await expectNotFound(tenant(database.db, b).find(files, fileId));
  });

  it('a child table is scoped through its parent', async () => {
    const query = database.db.select().from(bookingTypeSlots).where(own.where(bookingTypeSlots, eq(bookingTypeSlots.position, 3))).toSQL();
    expect(query.sql).toContain('"booking_type_slots"."booking_type_id" in (select "id" from "booking_types" where "booking_types"."company_id" = $1)');
    expect(query.sql).toContain('"booking_type_slots"."position" = $2');
    expect(query.params).toEqual([a, 3]);
    const aType = await bookingType(a, (await own.select(facilities))[0].id);
    const bType = await bookingType(b, (await tenant(database.db, b).select(facilities))[0].id);
    await database.db.insert(bookingTypeSlots).values([
      { bookingTypeId: aType, recurringDay: [1], startTime: '09:00', endTime: '10:00' },
      { bookingTypeId: bType, recurringDay: [2], startTime: '11:00', endTime: '12:00' },
    ]);
    expect((await own.select(bookingTypeSlots)).map((r) => r.bookingTypeId)).toEqual([aType]);
    expect((await tenant(database.db, b).select(bookingTypeSlots)).map((r) => r.bookingTypeId)).toEqual([bType]);
  });

  it('a table with neither company_id nor a parent is refused', () => {
    expect(() => own.where(sessions as never)).toThrow('tenant(): a table without company_id and without a parent');
    expect(PARENT.get(bookingTypeSlots)?.parent).toBe(bookingTypes);
  });

  it('company() is the company’s own row; a company that is gone is 404', async () => {
    expect((await own.company()).username).toBe('seam-mut-a');
    expect((await tenant(database.db, b).company()).username).toBe('seam-mut-b');
    await expectNotFound(tenant(database.db, 999_999).company());
    await expectNotFound(tenant(database.db, 999_999).lockCompany());
  });

  it('companiesWith lists each company with matching rows once', async () => {
    await facility(a, 'A spa');
    expect((await companiesWith(database.db, facilities)).sort((x, y) => x - y)).toEqual([a, b].sort((x, y) => x - y));
    expect(await companiesWith(database.db, facilities, sql`${facilities.name}->0->>'text' = 'A spa'`)).toEqual([a]);
  });
});

describe('writes', () => {
  it('update by id, by condition and of all rows never touches another company', async () => {
    const mine = await facility(a, 'A spa');
    const theirs = (await tenant(database.db, b).select(facilities))[0].id;
    expect(await own.update(facilities, theirs, { sortOrder: 7 }).returning()).toEqual([]);
    expect(await own.update(facilities, 2 ** 40, { sortOrder: 7 }).returning()).toEqual([]);
    const byId = await own.update(facilities, mine, { sortOrder: 5 }).returning();
    expect(byId.map((r) => r.id)).toEqual([mine]);
    const byCondition = await own.update(facilities, eq(facilities.sortOrder, 5), { active: false }).returning();
    expect(byCondition.map((r) => r.id)).toEqual([mine]);
    const all = await own.update(facilities, 'all', { sortOrder: 9 }).returning();
    expect(all).toHaveLength(2);
    const [other] = await tenant(database.db, b).select(facilities);
    expect(other.sortOrder).toBe(0);
    expect(other.active).toBe(true);
  });

  it('delete by id, by condition and of all rows never touches another company', async () => {
    const mine = await facility(a, 'A spa');
    const theirs = (await tenant(database.db, b).select(facilities))[0].id;
    expect(await own.delete(facilities, theirs).returning()).toEqual([]);
    expect((await own.delete(facilities, mine).returning()).map((r) => r.id)).toEqual([mine]);
    expect(await own.delete(facilities, inArray(facilities.id, [theirs])).returning()).toEqual([]);
    expect(await own.delete(facilities, 'all').returning()).toHaveLength(1);
    expect(await own.select(facilities)).toEqual([]);
    expect(names(await tenant(database.db, b).select(facilities))).toEqual(['B pool']);
  });

  it('insert fills company_id on one row and on a list', async () => {
    const [one] = await own.insert(facilities, { name: en('A one'), companyId: b } as never).returning();
    expect(one.companyId).toBe(a);
    const list = await own.insert(facilities, [{ name: en('A two') }, { name: en('A three') }]).returning();
    expect(list.map((r) => r.companyId)).toEqual([a, a]);
    expect(names(await tenant(database.db, b).select(facilities))).toEqual(['B pool']);
  });

  it('updateCompany and lockCompany act on the company’s own row only', async () => {
    await own.updateCompany({ propertyName: 'A renamed' });
    expect((await own.company()).propertyName).toBe('A renamed');
    expect((await tenant(database.db, b).company()).propertyName).toBe('seam-mut-b');
    await database.db.transaction(async (tx) => {
      await own.in(tx).lockCompany();
      expect(own.in(tx).companyId).toBe(a);
    });
  });

  it('insertChild: a parent of the company is taken (company_id filled), another company’s parent is 404 and nothing is written', async () => {
    const [mine] = await own.select(facilities);
    const [theirs] = await tenant(database.db, b).select(facilities);
    const f1 = await file(a);
    const f2 = await file(a);
    const f3 = await file(a);
    await own.insertChild(facilityGallery, [
      { facilityId: mine.id, fileId: f1 },
      { facilityId: mine.id, fileId: f2 },
    ]);
    const rows = await own.select(facilityGallery);
    expect(rows.map((r) => [r.companyId, r.facilityId])).toEqual([
      [a, mine.id],
      [a, mine.id],
    ]);
    await expectNotFound(own.insertChild(facilityGallery, { facilityId: theirs.id, fileId: f3 }));
    await expectNotFound(own.insertChild(facilityGallery, [{ facilityId: mine.id, fileId: f3 }, { facilityId: theirs.id, fileId: randomUUID() }]));
    expect(await own.select(facilityGallery)).toHaveLength(2);

    // A child table without company_id: rows go in as given, under the company's parent only.
    const aType = await bookingType(a, mine.id);
    const bType = await bookingType(b, theirs.id);
    await own.insertChild(bookingTypeSlots, { bookingTypeId: aType, recurringDay: [3], startTime: '08:00', endTime: '09:00' });
    await expectNotFound(own.insertChild(bookingTypeSlots, { bookingTypeId: bType, recurringDay: [3], startTime: '08:00', endTime: '09:00' }));
    expect((await own.select(bookingTypeSlots)).map((r) => r.startTime)).toEqual(['08:00']);
  });

  it('update and delete by a file’s uuid touch the company’s own file only', async () => {
    const mine = await file(a);
    const theirs = await file(b);
    expect(await own.update(files, theirs, { contentType: 'image/gif' }).returning()).toEqual([]);
    expect((await own.update(files, mine, { contentType: 'image/gif' }).returning()).map((r) => r.id)).toEqual([mine]);
    expect(await own.delete(files, theirs).returning()).toEqual([]);
    expect((await own.delete(files, mine).returning()).map((r) => r.id)).toEqual([mine]);
    expect((await tenant(database.db, b).find(files, theirs)).contentType).toBe('image/png');
  });
});

/** One row of every parent table of PARENT for a company, and a file to hang under them. */
async function parents(companyId: number) {
  const seam = tenant(database.db, companyId);
  const [facility] = await seam.select(facilities);
  const [activity] = await seam.insert(activities, { facilityId: facility.id, name: en('Dive') }).returning({ id: activities.id });
  const [type] = await seam
    .insert(bookingTypes, { facilityId: facility.id, attachedType: 'Activity', activityId: activity.id, recurringType: 'weekly', paxRequired: false })
    .returning({ id: bookingTypes.id });
  const [menu] = await seam.insert(menus, { facilityId: facility.id, name: en('Lunch'), type: 'menu' }).returning({ id: menus.id });
  const [category] = await seam.insert(menuCategories, { menuId: menu.id, name: en('Mains') }).returning({ id: menuCategories.id });
  const [item] = await seam.insert(menuItems, { menuId: menu.id, categoryId: category.id, name: en('Curry') }).returning({ id: menuItems.id });
  const [banner] = await seam.insert(banners, { name: 'Sale' }).returning({ id: banners.id });
  const [info] = await seam.insert(information, { name: en('Map'), contentType: 'image' }).returning({ id: information.id });
  const [slot] = await seam
    .insert(bookingSlots, { bookingTypeId: type.id, date: '2026-12-01', startTime: '10:00', endTime: '11:00' })
    .returning({ id: bookingSlots.id });
  const at = new Date('2026-12-01T10:00:00Z');
  const [booking] = await seam
    .insert(bookings, { number: 1, bookingTypeId: type.id, bookingSlotId: slot.id, facilityId: facility.id, bookedByName: 'Ann', statusByName: 'Ann', dueAt: at, startsAt: at })
    .returning({ id: bookings.id });
  const [guest] = await seam
    .insert(guests, { firstName: 'Ann', lastName: 'Lee', confirmationNumber: 'C1', nationality: 'MDV', arrivalDate: '2026-11-30', departureDate: '2026-12-05' })
    .returning({ id: guests.id });
  return { facility: facility.id, activity: activity.id, type: type.id, menu: menu.id, item: item.id, banner: banner.id, info: info.id, booking: booking.id, guest: guest.id };
}

describe('every table of PARENT', () => {
  it('insertChild takes a row under the company’s own parent and refuses (404) one under another company’s, for each table', async () => {
    const p = await parents(a);
    const q = await parents(b);
    // Each table with a row under one company's parent (p: A's, q: B's); the other ids and the files are A's.
    const rows = [
      { table: facilityGallery, row: (x: typeof p, fileId: string) => ({ facilityId: x.facility, fileId }) },
      { table: activityGallery, row: (x: typeof p, fileId: string) => ({ activityId: x.activity, fileId }) },
      { table: menuPdfs, row: (x: typeof p, fileId: string) => ({ menuId: x.menu, languageCode: 'en', fileId }) },
      { table: bannerImages, row: (x: typeof p, fileId: string) => ({ bannerId: x.banner, fileId, languageCode: 'en', filename: 'b.png' }) },
      { table: informationFiles, row: (x: typeof p, fileId: string) => ({ informationId: x.info, fileId, kind: 'image' as const, languageCode: 'en', filename: 'i.png' }) },
      { table: bookingTypeSlots, row: (x: typeof p) => ({ bookingTypeId: x.type, recurringDay: [1], startTime: '09:00', endTime: '10:00' }) },
      { table: bookingGuests, row: (x: typeof p) => ({ bookingId: x.booking, guestId: p.guest }) },
      { table: bookingMenuItems, row: (x: typeof p) => ({ bookingId: x.booking, menuItemId: p.item, quantity: 2 }) },
      { table: bookingLogs, row: (x: typeof p) => ({ bookingId: x.booking, text: 'Created', changedBy: 'Ann' }) },
    ];
    expect(rows.map((r) => getTableName(r.table)).sort()).toEqual([...PARENT.keys()].map((t) => getTableName(t)).sort());
    for (const { table, row } of rows) {
      const insertChild = own.insertChild as (t: typeof table, v: Record<string, unknown>) => Promise<void>;
      await expectNotFound(insertChild(table, row(q, await file(a))));
      await insertChild(table, row(p, await file(a)));
      expect(await own.select(table), getTableName(table)).toHaveLength(1);
      expect(await tenant(database.db, b).select(table), getTableName(table)).toHaveLength(0);
    }
  });
});
