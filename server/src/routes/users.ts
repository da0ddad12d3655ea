/** Staff users of the caller's company: list, get, create, update, Set Active / Set Inactive, set password, resend invite. */
import { Hono, type Context } from 'hono';
import { asc, count, desc, eq, getTableColumns, ilike, or, sql, type SQL } from 'drizzle-orm';
import {
  API_TEXT,
  MSG,
  PASSWORD_RESET_TEXT,
  activeSchema,
  inviteResendWaitSeconds,
  parseOrderBy,
  setPasswordSchema,
  USER_ORDER_KEYS,
  userCreateSchema,
  userListQuerySchema,
  userUpdateSchema,
} from '@atoll/contract';
import type { AppDeps, AppEnv } from '../deps';
import { users } from '../db/schema';
import { tenant, type Tenant } from '../db/tenant';
import { requireAdmin, requireAuth } from '../http/auth';
import { isUniqueViolation } from '../http/db-errors';
import { HttpError, validationError } from '../http/errors';
import { body, idParam, validQuery } from '../http/validate';
import { hashPassword } from '../security/passwords';
import { consumeInvitations, lastInvitationSentAt, sendInvitation } from '../services/activation';
import { toUser, type UserRow } from '../services/serialize';
import { revokeSessions } from '../services/sessions';
import { publishSessionInvalidation } from '../cluster/sessions';
import { findCompanyUser } from '../services/users';
import { listTotal } from '../services/listTotals';

/** Text sorts ignore case (PGlite's C collation would put 'alpha' after 'Zed'). */
const ORDER_COLUMNS = {
  name: sql`lower(${users.name})`,
  username: sql`lower(${users.username})`,
  designation: sql`lower(${users.designation})`,
  status: users.status,
  updated: users.updatedAt,
} as const satisfies Record<(typeof USER_ORDER_KEYS)[number], unknown>;

/** `%` and `_` typed by a user are searched for literally. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

type OrderKey = keyof typeof ORDER_COLUMNS;

/** A page of the company's users in `key`'s order (ties by id), within `filters`. */
const pageQuery = (own: Tenant, key: OrderKey, descending: boolean, filters: SQL[]) =>
  own.pick(getTableColumns(users), users, ...filters).orderBy((descending ? desc : asc)(ORDER_COLUMNS[key]), asc(users.id));

export function userRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();
  const ownOf = (c: Context<AppEnv>) => tenant(db, c.get('auth').company.id);
  /**
   * The pages without a search or a status (the list as it opens, sorted and paged): one prepared statement per
   * order, built once — the company, the limit and the offset are placeholders, and PostgreSQL parses and plans it
   * once per connection (as the facilities' and the Guest List's, ADR 0057).
   */
  const prepared = new Map<string, ReturnType<typeof preparePage>>();
  const preparePage = (key: OrderKey, descending: boolean, name: string) =>
    pageQuery(tenant(db, sql.placeholder('companyId') as unknown as number), key, descending, [])
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name);
  const pageStatement = (key: OrderKey, descending: boolean) => {
    const name = `atoll_users_${key}_${descending ? 'desc' : 'asc'}`;
    let statement = prepared.get(name);
    if (!statement) prepared.set(name, (statement = preparePage(key, descending, name)));
    return statement;
  };
  app.use('*', requireAuth(db), requireAdmin);

  app.get('/', async (c) => {
    const query = await validQuery(c, userListQuerySchema);
    const companyId = c.get('auth').company.id;
    const own = tenant(db, companyId);
    const filters: SQL[] = [];
    const search = query.q_name?.trim();
    if (search) filters.push(or(ilike(users.name, likePattern(search)), ilike(users.username, likePattern(search)))!);
    if (query.q_status) filters.push(eq(users.status, query.q_status as 'active'));
    const order = parseOrderBy(query.order_by);
    const key = (order?.key ?? 'name') as OrderKey;
    const descending = order?.direction === 'DESC';
    const offset = (query.page - 1) * query.limit;
    const [rows, total] = await Promise.all([
      filters.length
        ? pageQuery(own, key, descending, filters).limit(query.limit).offset(offset)
        : pageStatement(key, descending).execute({ companyId, limit: query.limit, offset }),
      // The filters (not the order) change the total.
      listTotal(db, companyId, JSON.stringify(['users', search ?? '', query.q_status ?? '']), async () => {
        const [{ n }] = await own.pick({ n: count() }, users, ...filters);
        return Number(n);
      }),
    ]);
    return c.json({ data: rows.map(toUser), meta: { total: Number(total), page: query.page, limit: query.limit } });
  });

  app.get('/:id', async (c) => {
    const user = await findCompanyUser(ownOf(c), idParam(c));
    return c.json({ data: toUser(user) });
  });

  app.post('/', async (c) => {
    const input = await body(c, userCreateSchema);
    const { company } = c.get('auth');
    const byPassword = input.authentication === 'password';
    const passwordHash = byPassword && input.password ? await hashPassword(input.password) : null;
    let created: UserRow;
    try {
      [created] = await tenant(db, company.id)
        .insert(users, {
          name: input.name,
          username: input.username,
          designation: input.designation,
          email: input.email || null,
          mobile: input.mobile || null,
          status: byPassword ? 'active' : 'invited',
          isOwner: false,
          permissions: {},
          passwordHash,
        })
        .returning();
    } catch (error) {
      if (isUniqueViolation(error)) throw validationError({ username: [MSG.usernameTaken(input.username)] });
      throw error;
    }
    if (!byPassword) {
      try {
        await sendInvitation(db, deps.mailer, deps.publicUrl, created, company);
      } catch (error) {
        // Without the e-mail the invited user could never activate: undo, so the admin can retry.
        await tenant(db, company.id).delete(users, created.id);
        throw error;
      }
    }
    return c.json({ data: toUser(created) }, 201);
  });

  app.patch('/:id', async (c) => {
    const id = idParam(c);
    const { company } = c.get('auth');
    const existing = await findCompanyUser(tenant(db, company.id), id);
    const input = await body(c, userUpdateSchema);
    if (input.status === 'disabled' && existing.isOwner) {
      throw validationError({ status: [API_TEXT.ownerCannotBeDisabled] });
    }
    if (input.status === 'active' && existing.status === 'invited') {
      throw validationError({ status: [API_TEXT.notActivatedYet] });
    }
    const [updated] = await tenant(db, company.id)
      .update(users, id, {
        name: input.name,
        designation: input.designation,
        ...(input.email !== undefined ? { email: input.email || null } : {}),
        ...(input.mobile !== undefined ? { mobile: input.mobile || null } : {}),
        ...(input.status !== undefined ? { status: input.status as 'active' | 'disabled' } : {}),
        updatedAt: sql`now()`,
      })
      .returning();
    if (updated.status === 'disabled') await revokeSessions(db, id);
    publishSessionInvalidation(db, { userId: id });
    return c.json({ data: toUser(updated) });
  });

  /** Set Active / Set Inactive: the status alone, with the same rules as PATCH's `status`. */
  app.post('/:id/active', async (c) => {
    const id = idParam(c);
    const { company } = c.get('auth');
    const existing = await findCompanyUser(tenant(db, company.id), id);
    const { active } = await body(c, activeSchema);
    if (!active && existing.isOwner) throw validationError({ active: [API_TEXT.ownerCannotBeDisabled] });
    if (active && existing.status === 'invited') throw validationError({ active: [API_TEXT.notActivatedYet] });
    const [updated] = await tenant(db, company.id)
      .update(users, id, { status: active ? 'active' : 'disabled', updatedAt: sql`now()` })
      .returning();
    if (!active) await revokeSessions(db, id);
    publishSessionInvalidation(db, { userId: id });
    return c.json({ data: toUser(updated) });
  });

  app.post('/:id/password', async (c) => {
    const id = idParam(c);
    const { company, sessionId } = c.get('auth');
    const existing = await findCompanyUser(tenant(db, company.id), id);
    const input = await body(c, setPasswordSchema);
    const passwordHash = await hashPassword(input.password);
    const [updated] = await tenant(db, company.id)
      .update(users, id, {
        passwordHash,
        // An invited user the admin gives a password can log in with it.
        status: existing.status === 'invited' ? 'active' : existing.status,
        updatedAt: sql`now()`,
      })
      .returning();
    await consumeInvitations(db, id);
    // Other devices signed in with the old password are signed out; the caller stays in.
    await revokeSessions(db, id, sessionId);
    publishSessionInvalidation(db, { userId: id });
    return c.json({ data: toUser(updated) });
  });

  /** Resend invite: a fresh activation link for a user still 'invited' by e-mail; at most one a minute. */
  app.post('/:id/invite', async (c) => {
    const id = idParam(c);
    const { company } = c.get('auth');
    const existing = await findCompanyUser(tenant(db, company.id), id);
    if (existing.status !== 'invited' || !existing.email) throw validationError({ _: [PASSWORD_RESET_TEXT.notInvited] }, PASSWORD_RESET_TEXT.notInvited);
    const wait = inviteResendWaitSeconds(await lastInvitationSentAt(db, id), Date.now());
    if (wait > 0) throw new HttpError(429, {}, { 'Retry-After': String(wait) });
    // The new link replaces the old ones: only the latest e-mail works.
    await consumeInvitations(db, id);
    await sendInvitation(db, deps.mailer, deps.publicUrl, existing, company);
    return c.json({ data: toUser(existing) });
  });

  return app;
}
