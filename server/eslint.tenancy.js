/**
 * Tenancy by construction (docs: server/src/db/tenant.ts): in routes/ and services/, a
 * statement on a company's rows goes through `tenant(db, companyId)`. Written by hand,
 * a statement filtered by id alone would read or change another company's row.
 *
 * Flagged outside server/src/db/tenant.ts:
 * - `db.update(t)`, `tx.delete(t)`, `db.insert(t)` on a company or child table (the
 *   seam's own.update(t, id, values) has more arguments and passes);
 * - `.from(t)` on such a table (joins stay possible: `.innerJoin(t, …)`);
 * - `eq(t.companyId, value)`: a hand-written company filter (use own.where / own.pick).
 * Spread into eslint.config.js: `...tenancy`.
 */

/** Tables with company_id (keep in step with CompanyTable in server/src/db/tenant.ts). */
export const COMPANY_TABLES = [
  'users',
  'companyLanguages',
  'files',
  'pmsIntegrations',
  'manualRooms',
  'facilities',
  'activities',
  'menus',
  'menuCategories',
  'menuItems',
  'banners',
  'information',
  'recurringEvents',
  'quickActions',
  'roomTypes',
  'rooms',
  'taskCategories',
  'taskTypes',
  'guests',
  'bookingTypes',
  'bookingSlots',
  'bookingCounters',
  'bookings',
];

/** Tables reached through a company-scoped parent (ChildTable in tenant.ts). */
export const CHILD_TABLES = [
  'facilityGallery',
  'activityGallery',
  'menuPdfs',
  'bannerImages',
  'informationFiles',
  'bookingTypeSlots',
  'bookingGuests',
  'bookingMenuItems',
  'bookingLogs',
];

const tables = `/^(${[...COMPANY_TABLES, ...CHILD_TABLES].join('|')})$/`;
const message = 'A company\'s rows are read and written through tenant(db, companyId) (server/src/db/tenant.ts), never by id alone.';

export default [
  {
    files: ['server/src/routes/**/*.ts', 'server/src/services/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: `CallExpression[callee.property.name=/^(update|delete|insert)$/][arguments.length=1][arguments.0.name=${tables}]`, message },
        { selector: `CallExpression[callee.property.name='from'][arguments.0.name=${tables}]`, message },
        {
          selector: `CallExpression[callee.name='eq'][arguments.0.property.name='companyId'][arguments.1.type!='MemberExpression']`,
          message,
        },
      ],
    },
  },
];
