/**
 * The tenancy lint rule (server/eslint.tenancy.js, `tenancy/company-rows`) case by case, with
 * ESLint's RuleTester: raw statements, joins, raw `sql`, and tables known by their import rather
 * than their name. server/test/tenancy.test.ts checks the config as eslint.config.js spreads it.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { RuleTester, type Rule } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const tenancyConfig = '../eslint.tenancy.js';
const { plugin } = (await import(tenancyConfig)) as { plugin: { rules: Record<string, Rule.RuleModule> } };
const rule = plugin.rules['company-rows'];

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' } });
/** Cases are linted as a route file, so `'../db/schema'` is the schema module. */
const filename = path.join(root, 'server/src/routes/example.ts');
const schema = "import { and, eq, sql } from 'drizzle-orm';\nimport { alias } from 'drizzle-orm/pg-core';\n";

const valid = (code: string) => ({ code: schema + code, filename });
const invalid = (code: string, ...messageIds: string[]) => ({ code: schema + code, filename, errors: messageIds.map((messageId) => ({ messageId })) });

tester.run('tenancy/company-rows', rule, {
  valid: [
    // The seam.
    valid("import { facilities } from '../db/schema';\nawait own.update(facilities, id, { active });"),
    valid("import { facilities } from '../db/schema';\nawait own.delete(facilities, id);"),
    // A join whose condition is the seam's: the joined rows are the company's too.
    valid(
      "import { rooms, roomTypes } from '../db/schema';\nawait own.pick({ id: rooms.id }, rooms).innerJoin(roomTypes, own.where(roomTypes, eq(roomTypes.id, rooms.roomTypeId)));",
    ),
    valid(
      "import { companyLanguages, languages } from '../db/schema';\nawait db.select().from(languages).leftJoin(companyLanguages, tenant(db, companyId).where(companyLanguages, eq(companyLanguages.languageId, languages.id)));",
    ),
    valid("import { users as u } from '../db/schema';\nawait own.pick({ id: rooms.id }, rooms).leftJoin(u, own.where(u, eq(u.id, rooms.id)));"),
    // Tables without a company.
    valid("import { languages, sessions } from '../db/schema';\nawait db.select().from(languages).innerJoin(sessions, eq(sessions.id, languages.id));"),
    // Columns inside sql are fine (the statement's FROM is the seam's); a subquery written with the seam too.
    valid("import { users } from '../db/schema';\nconst order = sql`lower(${users.name})`;"),
    valid(
      "import { taskCategories, taskTypes } from '../db/schema';\nconst name = sql`(${own.pick({ name: taskCategories.name }, taskCategories, eq(taskCategories.id, taskTypes.taskCategoryId))})`;",
    ),
    valid("const text = sql`select now() from generate_series(1, 3)`;"),
    // A correlated EXISTS (drizzle's exists) over the seam, its join with the seam's condition too.
    valid(
      "import { exists } from 'drizzle-orm';\nimport { bookingGuests, bookings, guests } from '../db/schema';\nconst byGuest = exists(own.pick({ one: sql`1` }, bookingGuests, eq(bookingGuests.bookingId, bookings.id)).innerJoin(guests, own.where(guests, eq(guests.id, bookingGuests.guestId))));",
    ),
    // A correlated scalar subquery with left joins, each with the seam's condition.
    valid(
      "import { activities, bookingSlots, bookingTypes, menus } from '../db/schema';\nconst name = sql`(${own.pick({ name: sql`coalesce(${activities.name}, ${menus.name})` }, bookingTypes, eq(bookingTypes.id, bookingSlots.bookingTypeId)).leftJoin(activities, own.where(activities, eq(activities.id, bookingTypes.activityId))).leftJoin(menus, own.where(menus, eq(menus.id, bookingTypes.menuId)))})`;",
    ),
    // Work for every company finds the companies through the seam's companiesWith, then each one's seam.
    valid(
      "import { bookings } from '../db/schema';\nimport { companiesWith } from '../db/tenant';\nfor (const id of await companiesWith(db, bookings, eq(bookings.status, 'new'))) await sweep(tenant(db, id));",
    ),
    // Known by what they are: a local value that happens to share a table's name is not a table…
    valid('const rooms = await listRooms();\nconst first = rooms.from(0);'),
    valid("import { users } from './fixtures';\nawait db.select().from(users);"),
    valid("function f(files: string[]) { return archive.from(files); }"),
    // …and nothing else called update/delete/insert with one argument is a statement.
    valid("import { users } from '../db/schema';\nhash.update(key);"),
  ],
  invalid: [
    // Raw statements by id alone (the rule's first checks).
    invalid("import { facilities } from '../db/schema';\nawait db.update(facilities).set({ active }).where(eq(facilities.id, id));", 'raw'),
    invalid("import { menuPdfs } from '../db/schema';\nawait tx.delete(menuPdfs).where(eq(menuPdfs.menuId, id));", 'raw'),
    invalid("import { banners } from '../db/schema';\nconst [row] = await db.select().from(banners).where(eq(banners.id, id));", 'raw'),
    invalid('const rows = await q.where(eq(users.companyId, companyId));', 'filter'),
    invalid("import { users } from '../db/schema';\nconst n = await db.$count(users);", 'raw'),
    invalid('const user = await db.query.users.findFirst({ where: eq(users.id, id) });', 'raw'),
    // (a) joins on company and child tables.
    invalid(
      "import { rooms, roomTypes } from '../db/schema';\nawait own.pick({ id: rooms.id }, rooms).innerJoin(roomTypes, eq(roomTypes.id, rooms.roomTypeId));",
      'join',
    ),
    invalid("import { languages, users } from '../db/schema';\nawait db.select().from(languages).leftJoin(users, eq(users.id, languages.id));", 'join'),
    invalid("import { bookings } from '../db/schema';\nawait own.pick({ id: guests.id }, guests).rightJoin(bookings, eq(bookings.id, guests.id));", 'join'),
    invalid("import { bookingLogs } from '../db/schema';\nawait own.pick({ id: bookings.id }, bookings).fullJoin(bookingLogs, eq(bookingLogs.bookingId, bookings.id));", 'join'),
    // The seam's condition must be for the joined table itself.
    invalid(
      "import { rooms, roomTypes } from '../db/schema';\nawait own.pick({ id: rooms.id }, rooms).innerJoin(roomTypes, own.where(rooms, eq(roomTypes.id, rooms.roomTypeId)));",
      'join',
    ),
    // (b) raw sql naming a company table, by reference or by its SQL name; subqueries nested in sql.
    invalid("import { taskCategories } from '../db/schema';\nconst name = sql`(select name from ${taskCategories} where id = ${id})`;", 'sql'),
    invalid('const rows = await db.execute(sql`select * from booking_types where id = ${id}`);', 'sql'),
    invalid('const rows = await db.execute(sql`delete from "promotions" where id = ${id}`);', 'sql'),
    invalid("await db.execute(sql.raw('update users set status = 1'));", 'sql'),
    invalid("import { rooms } from '../db/schema';\nconst q = sql`exists (${db.select({ id: rooms.id }).from(rooms).where(eq(rooms.number, n))})`;", 'raw'),
    // (c) tables known by their import, not their local name.
    invalid("import { users as u } from '../db/schema';\nawait db.select().from(u).where(eq(u.id, id));", 'raw'),
    invalid("import { users as u } from '../db/schema';\nawait db.select().from(languages).innerJoin(u, eq(u.id, languages.id));", 'join'),
    invalid("import * as schema from '../db/schema';\nawait db.update(schema.facilities).set({ active });", 'raw'),
    invalid("import * as s from '../db/schemaRequests';\nawait db.select().from(s.bookings);", 'raw'),
    invalid("import * as schema from '../db/schema';\nconst { menus: m } = schema;\nawait db.delete(m);", 'raw'),
    invalid("import { facilities } from '../db/schema';\nconst t = facilities;\nawait db.delete(t).where(eq(t.id, id));", 'raw'),
    invalid("import { users } from '../db/schema';\nconst boss = alias(users, 'boss');\nawait own.pick({ id: users.id }, users).leftJoin(boss, eq(boss.id, users.id));", 'join'),
    invalid("import { users } from '../db/schema';\nconst q = sql`select 1 from ${alias(users, 'u')}`;", 'sql'),
    invalid("import type { CompanyTable } from '../db/tenant';\nexport const all = (table: CompanyTable) => db.select().from(table);", 'raw'),
    invalid("import { rooms } from '../db/schema';\nexport const all = (table: typeof rooms) => db.select().from(table);", 'raw'),
    invalid("import { rooms as r } from '../db/schema';\nconst q = sql`select count(*) from ${r as typeof r}`;", 'sql'),
    // The forms the seam's versions above replace: EXISTS and scalar subqueries written by hand, a join across companies.
    invalid(
      "import { bookingGuests, bookings, guests } from '../db/schema';\nconst byGuest = sql`exists (select 1 from ${bookingGuests} inner join ${guests} on ${guests.id} = ${bookingGuests.guestId} where ${bookingGuests.bookingId} = ${bookings.id})`;",
      'sql',
      'sql',
    ),
    invalid(
      "import { bookingSlots } from '../db/schema';\nconst name = sql`(select a.name from booking_types bt left join activities a on a.id = bt.activity_id where bt.id = ${bookingSlots.bookingTypeId})`;",
      'sql',
    ),
    invalid(
      "import { bookings, companies } from '../db/schema';\nconst due = await db.selectDistinct({ id: companies.id }).from(companies).innerJoin(bookings, and(eq(bookings.companyId, companies.id), eq(bookings.status, 'new')));",
      'join',
    ),
  ],
});
