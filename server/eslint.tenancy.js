/**
 * Tenancy by construction (docs: server/src/db/tenant.ts): in server/src (outside db/), a
 * statement on a company's rows goes through `tenant(db, companyId)`. Written by hand,
 * a statement filtered by id alone would read or change another company's row.
 *
 * The rule `tenancy/company-rows` flags, on a company or child table:
 * - `db.update(t)`, `tx.delete(t)`, `db.insert(t)` (the seam's own.update(t, id, values) has
 *   more arguments and passes), `db.$count(t)` and `db.query.t`;
 * - `.from(t)`, wherever it is (a subquery nested in `sql` or in another statement included);
 * - `.innerJoin/.leftJoin/.rightJoin/.fullJoin(t, on)`, unless `on` is the seam's
 *   `own.where(t, …)` (the joined rows are then the company's too);
 * - a `sql` template that names such a table (`sql\`… from ${t} …\``, or its SQL name written
 *   in the text after FROM/JOIN/UPDATE/INTO), `sql.raw('… from bookings …')`;
 * - `eq(t.companyId, value)`: a hand-written company filter (use own.where / own.pick).
 *
 * A table is known by what it is, as far as ESLint's scope analysis can tell: an import of
 * the schema module (server/src/db/schema*.ts) under any local name (`import { users as u }`,
 * `import * as schema` then `schema.users`), a `const` bound to one (`const t = users`,
 * `alias(users, 'u')`, `const { users: u } = schema`), or a parameter typed as one
 * (`CompanyTable`, `ChildTable`, `ParentedTable`, `ScopedTable`, `typeof users`). A name bound to anything else
 * (a local array called `rooms`) is not a table; a name bound to nothing (no import, as in
 * a snippet) is judged by the name.
 *
 * The lists below are checked against the schema by server/test/tenancySync.test.ts.
 * Spread into eslint.config.js: `...tenancy`.
 */
import path from 'node:path';

/** Tables with company_id, by export name → SQL name (keep in step with CompanyTable in server/src/db/tenant.ts). */
export const COMPANY_TABLE_SQL = {
  users: 'users',
  companyLanguages: 'company_languages',
  files: 'files',
  pmsIntegrations: 'pms_integrations',
  manualRooms: 'manual_rooms',
  facilities: 'facilities',
  activities: 'activities',
  menus: 'menus',
  menuCategories: 'menu_categories',
  menuItems: 'menu_items',
  banners: 'promotions',
  information: 'information',
  recurringEvents: 'recurring_events',
  quickActions: 'quick_actions',
  roomTypes: 'room_types',
  rooms: 'rooms',
  taskCategories: 'task_categories',
  taskTypes: 'task_types',
  guests: 'guests',
  bookingTypes: 'booking_types',
  bookingSlots: 'booking_slots',
  bookingCounters: 'booking_counters',
  bookings: 'bookings',
  facilityGallery: 'facility_gallery',
  activityGallery: 'activity_gallery',
  menuPdfs: 'menu_pdfs',
  bannerImages: 'promotion_images',
  informationFiles: 'information_files',
  bookingGuests: 'booking_guests',
  bookingMenuItems: 'booking_menu_items',
  exportKeys: 'export_keys',
  campaigns: 'campaigns',
  devices: 'devices',
  campaignDeliveries: 'campaign_deliveries',
  trackingGroups: 'tracking_groups',
  trackers: 'trackers',
  trackerPositions: 'tracker_positions',
  tvs: 'tvs',
  appVersions: 'app_versions',
  locations: 'locations',
  mapSettings: 'map_settings',
  mapOverlayImages: 'map_overlay_images',
};

/** Tables without company_id, reached through a company-scoped parent (ChildTable in tenant.ts), export name → SQL name. */
export const CHILD_TABLE_SQL = {
  bookingTypeSlots: 'booking_type_slots',
  bookingLogs: 'booking_logs',
};

export const COMPANY_TABLES = Object.keys(COMPANY_TABLE_SQL);
export const CHILD_TABLES = Object.keys(CHILD_TABLE_SQL);

const TABLES = new Set([...COMPANY_TABLES, ...CHILD_TABLES]);
const SQL_NAMES = [...Object.values(COMPANY_TABLE_SQL), ...Object.values(CHILD_TABLE_SQL)];
/** A table's SQL name right after FROM / JOIN / UPDATE / INTO in hand-written SQL text. */
const SQL_TABLE_IN_TEXT = new RegExp(`\\b(?:from|join|update|into)\\s+(?:only\\s+)?(?:"?public"?\\.)?"?(${SQL_NAMES.join('|')})\\b"?`, 'i');
/** Parameter types that hold a scoped table (server/src/db/tenant.ts). */
const TABLE_TYPES = new Set(['CompanyTable', 'ChildTable', 'ParentedTable', 'ScopedTable']);
const JOINS = new Set(['innerJoin', 'leftJoin', 'rightJoin', 'fullJoin', 'crossJoin', 'innerJoinLateral', 'leftJoinLateral', 'crossJoinLateral']);
/** Some scoped table whose name the rule cannot tell (a parameter typed CompanyTable). */
const SOME_TABLE = '(a company table)';

/** The schema module: server/src/db/schema.ts and the per-group schema*.ts it re-exports. */
function isSchemaModule(source, filename) {
  const file = source.startsWith('.') && filename ? path.resolve(path.dirname(filename), source) : source;
  return /(^|[\\/])db[\\/]schema[A-Za-z]*(\.[jt]s)?$/.test(file);
}

const MESSAGES = {
  raw: "A company's rows are read and written through tenant(db, companyId) (server/src/db/tenant.ts), never by id alone: raw {{what}} on `{{table}}`.",
  join: "A join on `{{table}}` reaches another company's rows unless its condition is the seam's: `.{{join}}({{text}}, own.where({{text}}, <on>))`.",
  sql: 'Raw SQL names the company table `{{table}}`: write the statement with the seam (own.pick / own.where inside sql`…`).',
  filter: "A hand-written company filter: use the seam (own.where / own.pick / own.select), which adds the company itself.",
};

const companyRows = {
  meta: {
    type: 'problem',
    docs: { description: "Statements on a company's rows go through the tenancy seam (server/src/db/tenant.ts)." },
    schema: [],
    messages: MESSAGES,
  },
  create(context) {
    const sourceCode = context.sourceCode;
    const filename = context.filename;

    function variableOf(node) {
      for (let scope = sourceCode.getScope(node); scope; scope = scope.upper) {
        const found = scope.set.get(node.name);
        if (found) return found;
      }
      return undefined;
    }

    /** `ns` is `import * as ns from '…/db/schema'`. */
    function isSchemaNamespace(node) {
      if (node.type !== 'Identifier') return false;
      const def = variableOf(node)?.defs[0];
      return def?.type === 'ImportBinding' && def.node.type === 'ImportNamespaceSpecifier' && isSchemaModule(def.parent.source.value, filename);
    }

    function fromTypeAnnotation(type, seen) {
      if (!type) return undefined;
      if (type.type === 'TSTypeReference' && type.typeName.type === 'Identifier' && TABLE_TYPES.has(type.typeName.name)) return SOME_TABLE;
      if (type.type === 'TSTypeQuery') return tableOf(type.exprName, seen);
      if (type.type === 'TSUnionType') return type.types.map((t) => fromTypeAnnotation(t, seen)).find(Boolean);
      return undefined;
    }

    /** The export name of the company/child table `node` stands for, SOME_TABLE, or undefined. */
    function tableOf(node, seen = new Set()) {
      if (!node || seen.has(node) || seen.size > 8) return undefined;
      seen.add(node);
      switch (node.type) {
        case 'TSAsExpression':
        case 'TSNonNullExpression':
        case 'TSSatisfiesExpression':
        case 'TSTypeAssertion':
          return tableOf(node.expression, seen);
        case 'MemberExpression':
        case 'TSQualifiedName': {
          const object = node.type === 'MemberExpression' ? node.object : node.left;
          const property = node.type === 'MemberExpression' ? node.property : node.right;
          if (node.computed || property.type !== 'Identifier') return undefined;
          return isSchemaNamespace(object) && TABLES.has(property.name) ? property.name : undefined;
        }
        case 'CallExpression':
          // drizzle's alias(table, 'name') is the same table under another name.
          return node.callee.type === 'Identifier' && node.callee.name === 'alias' ? tableOf(node.arguments[0], seen) : undefined;
        case 'Identifier':
          break;
        default:
          return undefined;
      }
      const variable = variableOf(node);
      if (!variable) return TABLES.has(node.name) ? node.name : undefined; // not bound here: judged by the name
      const def = variable.defs[0];
      if (!def) return undefined;
      if (def.type === 'ImportBinding') {
        if (!isSchemaModule(def.parent.source.value, filename) || def.node.type !== 'ImportSpecifier') return undefined;
        const imported = def.node.imported.type === 'Identifier' ? def.node.imported.name : def.node.imported.value;
        return TABLES.has(imported) ? imported : undefined;
      }
      if (def.type === 'Variable') {
        const declarator = def.node;
        if (declarator.id.type === 'Identifier') {
          return (def.parent.kind === 'const' ? tableOf(declarator.init, seen) : undefined) ?? fromTypeAnnotation(declarator.id.typeAnnotation?.typeAnnotation, seen);
        }
        if (declarator.id.type === 'ObjectPattern' && isSchemaNamespace(declarator.init)) {
          const prop = declarator.id.properties.find((p) => p.type === 'Property' && p.value.type === 'Identifier' && p.value.name === node.name);
          const key = prop && !prop.computed && prop.key.type === 'Identifier' ? prop.key.name : undefined;
          return key && TABLES.has(key) ? key : undefined;
        }
        return undefined;
      }
      if (def.type === 'Parameter') return fromTypeAnnotation(def.name.typeAnnotation?.typeAnnotation, seen);
      return undefined;
    }

    const methodName = (callee) => (callee.type === 'MemberExpression' && !callee.computed && callee.property.type === 'Identifier' ? callee.property.name : undefined);

    /** `own.where(table, …)`: the seam's condition for this table. */
    function isSeamCondition(condition, table, tableNode) {
      if (condition?.type !== 'CallExpression' || methodName(condition.callee) !== 'where' || condition.arguments.length < 1) return false;
      const named = condition.arguments[0];
      if (sourceCode.getText(named) === sourceCode.getText(tableNode)) return true;
      return table !== SOME_TABLE && tableOf(named) === table;
    }

    function isSqlTag(node) {
      return node.type === 'Identifier' && node.name === 'sql';
    }

    function checkSqlText(node, text) {
      const match = SQL_TABLE_IN_TEXT.exec(text);
      if (match) context.report({ node, messageId: 'sql', data: { table: match[1] } });
    }

    return {
      CallExpression(node) {
        const name = methodName(node.callee);
        const [first, second] = node.arguments;
        if (name && first) {
          if ((name === 'update' || name === 'delete' || name === 'insert') && node.arguments.length === 1) {
            const table = tableOf(first);
            if (table) context.report({ node, messageId: 'raw', data: { what: `${name}()`, table } });
          } else if (name === 'from' || name === '$count') {
            const table = tableOf(first);
            if (table) context.report({ node, messageId: 'raw', data: { what: `${name}()`, table } });
          } else if (JOINS.has(name)) {
            const table = tableOf(first);
            if (table && !isSeamCondition(second, table, first)) {
              context.report({ node, messageId: 'join', data: { table, join: name, text: sourceCode.getText(first) } });
            }
          } else if ((name === 'raw' || name === 'identifier') && node.callee.type === 'MemberExpression' && isSqlTag(node.callee.object)) {
            if (first.type === 'Literal' && typeof first.value === 'string') {
              if (name === 'raw') checkSqlText(node, first.value);
              else if (SQL_NAMES.includes(first.value)) context.report({ node, messageId: 'sql', data: { table: first.value } });
            } else if (first.type === 'TemplateLiteral' && name === 'raw') {
              checkSqlText(node, first.quasis.map((q) => q.value.cooked ?? q.value.raw).join(' '));
            }
          }
        }
        if (node.callee.type === 'Identifier' && node.callee.name === 'eq' && first?.type === 'MemberExpression') {
          const column = first.property;
          if (!first.computed && column.type === 'Identifier' && column.name === 'companyId' && second && second.type !== 'MemberExpression') {
            context.report({ node, messageId: 'filter' });
          }
        }
      },
      TaggedTemplateExpression(node) {
        if (!isSqlTag(node.tag)) return;
        for (const expression of node.quasi.expressions) {
          const table = tableOf(expression);
          if (table) context.report({ node: expression, messageId: 'sql', data: { table } });
        }
        checkSqlText(node, node.quasi.quasis.map((q) => q.value.cooked ?? q.value.raw).join(' ${…} '));
      },
      MemberExpression(node) {
        // The relational API: db.query.users.findMany(…)
        if (node.computed || node.property.type !== 'Identifier' || !TABLES.has(node.property.name)) return;
        if (methodName(node.object) === 'query') context.report({ node, messageId: 'raw', data: { what: 'db.query', table: node.property.name } });
      },
    };
  },
};

export const plugin = { meta: { name: 'atoll-tenancy' }, rules: { 'company-rows': companyRows } };

export default [
  {
    files: ['server/src/**/*.ts'],
    // The seam itself, the schema and the database client.
    ignores: ['server/src/db/**'],
    plugins: { tenancy: plugin },
    rules: { 'tenancy/company-rows': 'error' },
  },
];
