/**
 * The tenancy lists stay in step with the schema (server/src/db/schema*.ts): every table with a
 * `company_id` column is a company table both in the seam (server/src/db/tenant.ts) and in the lint
 * rule (server/eslint.tenancy.js); every other table is either global (listed below, with the reason)
 * or a child table reached through a company parent that the seam names, by a foreign key to it. A
 * company table that hangs under a parent (PARENT: galleries, menu PDFs, a booking's guests…) names
 * it by the composite key (company_id, <parent>_id) → parent(company_id, id).
 * A new table fails here the day it is added until it is placed in one of the three.
 */
import { getTableColumns, getTableName, isTable, type Table } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../src/db/schema';
import { COMPANY_TABLES, PARENT } from '../src/db/tenant';

const tenancyConfig = '../eslint.tenancy.js';
const lint = (await import(tenancyConfig)) as {
  COMPANY_TABLE_SQL: Record<string, string>;
  CHILD_TABLE_SQL: Record<string, string>;
};

/** Tables of no company, each with why no company scope applies. */
const GLOBAL_TABLES: Record<string, string> = {
  companies: 'the tenants themselves: the seam reads and writes the own row with company() / updateCompany()',
  languages: 'reference data shared by every company (seeded)',
  sessions: "a user's login sessions, found by the token's hash before any company is known (http/auth.ts); deleted by user id",
  activationTokens: 'invitations, found by the token hash before any company is known (services/activation.ts)',
  passwordResetTokens: "'Forgot password?' links, found by the token hash before any company is known (services/passwordReset.ts)",
  outbox: 'e-mails kept when no SMTP server is configured: the mailer, not a company, owns them',
  usedCaptchas: 'redeemed ALTCHA challenges, before sign-up or login (no company yet)',
  loginFailures: 'login throttle counts keyed by SHA-256 of account/address, before a company is known (ADR 0032)',
  appSecrets: 'server-wide secrets (the ALTCHA HMAC key)',
  jobRuns: "the server's periodic jobs (one row per job: the last tick run, cluster/jobs.ts), for every company at once",
};

const tables = Object.entries(schema).filter(([, value]) => isTable(value)) as [string, PgTable][];
const nameOf = new Map<Table, string>(tables.map(([name, table]) => [table, name]));
const hasCompany = (table: PgTable) => 'companyId' in getTableColumns(table);
const sorted = (names: Iterable<string>) => [...names].sort();
/** The same columns, by name (a key declared in the table's config holds its own column objects). */
const sameList = (a: readonly { name: string }[], b: readonly { name: string }[]) => a.length === b.length && a.every((x, i) => x.name === b[i]!.name);

const withCompany = sorted(tables.filter(([, t]) => hasCompany(t)).map(([name]) => name));
const withoutCompany = tables.filter(([, t]) => !hasCompany(t)).map(([name]) => name);
const children = sorted(withoutCompany.filter((name) => !(name in GLOBAL_TABLES)));

describe('the tenancy lists follow the schema', () => {
  it('finds the schema tables (the test reads the real schema)', () => {
    expect(tables.length).toBeGreaterThan(30);
    expect(withCompany.length).toBeGreaterThan(10);
    expect(children.length).toBeGreaterThan(1);
  });

  it('every company_id column is the company (company_id → companies.id)', () => {
    for (const [name, table] of tables.filter(([, t]) => hasCompany(t))) {
      expect(getTableColumns(table).companyId.name, name).toBe('company_id');
      const toCompanies = getTableConfig(table).foreignKeys.some((fk) => {
        const ref = fk.reference();
        return ref.foreignTable === schema.companies && ref.columns.length === 1 && ref.columns[0].name === 'company_id';
      });
      expect(toCompanies, `${name}.company_id references companies`).toBe(true);
    }
  });

  it("every table with company_id is a company table in the seam and in the lint rule, under its SQL name", () => {
    expect(sorted(COMPANY_TABLES.map((t) => nameOf.get(t) ?? '(not a schema export)'))).toEqual(withCompany);
    expect(sorted(Object.keys(lint.COMPANY_TABLE_SQL))).toEqual(withCompany);
    for (const name of withCompany) {
      expect(lint.COMPANY_TABLE_SQL[name], name).toBe(getTableName(schema[name as keyof typeof schema] as PgTable));
    }
  });

  it('the global tables are exactly the listed ones, each with a reason', () => {
    for (const [name, reason] of Object.entries(GLOBAL_TABLES)) {
      expect(withoutCompany, `${name} is a table of the schema without company_id`).toContain(name);
      expect(reason.length).toBeGreaterThan(10);
    }
  });

  it('every other table without company_id is a child table in the seam and in the lint rule, under its SQL name', () => {
    const childrenInSeam = [...PARENT.keys()].filter((t) => !hasCompany(t as PgTable));
    expect(sorted(childrenInSeam.map((t) => nameOf.get(t) ?? '(not a schema export)'))).toEqual(children);
    expect(sorted(Object.keys(lint.CHILD_TABLE_SQL))).toEqual(children);
    for (const name of children) {
      expect(lint.CHILD_TABLE_SQL[name], name).toBe(getTableName(schema[name as keyof typeof schema] as PgTable));
    }
  });

  it("each child table is reached through a company parent, by a foreign key from the seam's column to the parent's id", () => {
    for (const [child, link] of PARENT) {
      const name = nameOf.get(child)!;
      expect(withCompany, `${name}'s parent is a company table`).toContain(nameOf.get(link.parent));
      expect((child as unknown as Record<string, unknown>)[link.key], `${name}.${link.key} is the link column`).toBe(link.column);
      // A child table: <parent>_id → parent(id); a company table under a parent: (company_id, <parent>_id) → parent(company_id, id).
      const columns = hasCompany(child as PgTable) ? [getTableColumns(child as PgTable).companyId, link.column] : [link.column];
      const foreign = hasCompany(child as PgTable) ? [link.parent.companyId, link.parent.id] : [link.parent.id];
      const references = getTableConfig(child).foreignKeys.some((fk) => {
        const ref = fk.reference();
        return ref.foreignTable === link.parent && sameList(ref.columns, columns) && sameList(ref.foreignColumns, foreign);
      });
      expect(references, `${name}.${link.column.name} references ${getTableName(link.parent)}.id`).toBe(true);
    }
  });

  it('a company table under a parent is one that names another company-owned row too (else it would be a child table)', () => {
    const parented = [...PARENT.keys()].filter((t) => hasCompany(t as PgTable));
    expect(parented.length).toBeGreaterThan(5);
    for (const table of parented) {
      const link = PARENT.get(table)!;
      const others = getTableConfig(table).foreignKeys.filter((fk) => {
        const ref = fk.reference();
        return ref.columns.length === 2 && ref.columns[0]!.name === 'company_id' && ref.foreignTable !== link.parent;
      });
      expect(others.length, `${nameOf.get(table)} names a company-owned row besides its parent`).toBeGreaterThan(0);
    }
  });
});
