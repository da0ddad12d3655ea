/** POST auth/login, POST auth/logout, GET auth/me, GET auth/captcha(+/challenge). */
import { Hono } from 'hono';
import { and, eq, sql } from 'drizzle-orm';
import { loginSchema, MSG } from '@atoll/contract';
import { LOGIN_THROTTLE, loginGate, loginThrottleKeys } from '@atoll/contract/domain';
import type { AppDeps, AppEnv } from '../../deps';
import { companies, sessions, users } from '../../db/schema';
import { requireAuth } from '../../http/auth';
import { clientIp } from '../../http/client-ip';
import { HttpError, notFound, validationError } from '../../http/errors';
import { body } from '../../http/validate';
import { verifyPassword } from '../../security/passwords';
import { loginFailureStore } from '../../security/loginThrottle';
import { authResponse } from '../../services/sessions';
import { publishSessionInvalidation } from '../../cluster/sessions';
import { toCompany, toUser } from '../../services/serialize';

export function authSessionRoutes(deps: AppDeps) {
  const { db } = deps;
  const rules = { ...LOGIN_THROTTLE, ...deps.loginThrottle };
  const now = deps.now ?? Date.now;
  const failures = loginFailureStore(db, rules, now);
  const app = new Hono<AppEnv>();

  app.post('/login', async (c) => {
    const input = await body(c, loginSchema);
    const domain = input.company.trim().toLowerCase();
    const username = input.username.trim();
    const keys = loginThrottleKeys(domain, username, clientIp(c));
    const gate = loginGate(await failures.read(keys), now(), rules);
    // Only this client is slowed on this account: nobody else is locked out by its typos (ADR 0032).
    if (gate.retryAfterSeconds > 0) throw new HttpError(429, {}, { 'Retry-After': String(gate.retryAfterSeconds) });
    // After many failures the password is not even checked without a solved challenge.
    if (gate.challenge && !(input.captcha && (await deps.captcha.verify(input.captcha, clientIp(c))))) {
      throw validationError({ captcha: [MSG.loginChallenge] }, MSG.loginChallenge);
    }

    // No session yet: the account is found by company domain and username, across companies.
    // eslint-disable-next-line tenancy/company-rows -- the login itself picks the company
    const [row] = await db
      .select({ user: users, company: companies })
      .from(users)
      .innerJoin(companies, eq(companies.id, users.companyId))
      .where(and(eq(companies.username, domain), eq(sql`lower(${users.username})`, username.toLowerCase())));
    // Always hash, so an unknown account takes as long as a wrong password.
    const passwordOk = await verifyPassword(input.password, row?.user.passwordHash ?? null);
    if (!row || !passwordOk || row.user.status !== 'active') {
      await failures.fail(keys);
      throw validationError({ password: [MSG.loginFailed] }, MSG.loginFailed);
    }
    await failures.clear(keys);
    return c.json({ data: await authResponse(db, row.user, row.company, deps.guestAppUrl) });
  });

  app.post('/logout', requireAuth(db), async (c) => {
    const { sessionId } = c.get('auth');
    await db.delete(sessions).where(eq(sessions.id, sessionId));
    publishSessionInvalidation(db, { sessionId });
    return c.json({ data: null });
  });

  app.get('/me', requireAuth(db), (c) => {
    const { user, company } = c.get('auth');
    return c.json({ data: { user: toUser(user), company: toCompany(company, deps.guestAppUrl) } });
  });

  app.get('/captcha', (c) => c.json({ data: deps.captcha.info() }));

  app.get('/captcha/challenge', async (c) => {
    if (!deps.captcha.challenge) throw notFound();
    c.header('Cache-Control', 'no-store');
    return c.json(await deps.captcha.challenge());
  });

  return app;
}
