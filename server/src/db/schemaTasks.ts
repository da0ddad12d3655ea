/**
 * Tasks › Types (spec section 7 Tasks): task categories and task types, each a
 * company's rows. Re-exported by schema.ts (the one schema drizzle-kit reads).
 */
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companies, companyKey, sameCompany } from './schemaBase';

const stamps = () => ({
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const taskCategories = pgTable(
  'task_categories',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    ...stamps(),
  },
  (t) => [index('task_categories_company_idx').on(t.companyId), companyKey('task_categories', t)],
);

export const taskTypes = pgTable(
  'task_types',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    /** Optional; the routes accept only a category of the same company (the domain's resolveTaskCategory). */
    taskCategoryId: integer('task_category_id'),
    ...stamps(),
  },
  (t) => [
    index('task_types_company_idx').on(t.companyId),
    index('task_types_category_idx').on(t.taskCategoryId),
    sameCompany('task_types', t, t.taskCategoryId, taskCategories, 'set null'),
  ],
);
