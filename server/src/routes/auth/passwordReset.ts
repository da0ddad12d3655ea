/**
 * 'Forgot password?' (issue 18): POST auth/password/forgot {company, username, captcha?} mails a reset
 * link to the named user if there is one (the answer is the same either way), throttled as login is;
 * GET auth/password/reset?token= says whose password the link resets; POST auth/password/reset
 * {token, password} sets it, ends every session of the user and logs in on a new one.
 */
import { Hono } from 'hono';
import { and, eq, isNull } from 'drizzle-orm';
import { PASSWORD_RESET_TEXT, passwordForgotSchema, passwordResetSchema, type PasswordResetLookup } from '@atoll/contract';
import { LOGIN_THROTTLE, loginGate, passwordResetThrottleKeys } from '@atoll/contract/domain';
import type { AppDeps, AppEnv } from '../../deps';
import { passwordResetTokens, users } from '../../db/schema';
import { tenant } from '../../db/tenant';
import { clientIp } from '../../http/client-ip';
import { HttpError, notFound, validationError } from '../../http/errors';
import { body, queryParam } from '../../http/validate';
import { hashPassword } from '../../security/passwords';
import { loginFailureStore } from '../../security/loginThrottle';
import { consumePasswordResets, findPasswordReset, findResettableUsers, sendPasswordReset } from '../../services/passwordReset';
import { authResponse, revokeSessions } from '../../services/sessions';
import { publishSessionInvalidation } from '../../cluster/sessions';

export function passwordResetRoutes(deps: AppDeps) {
  const { db } = deps;
  const rules = { ...LOGIN_THROTTLE, ...deps.loginThrottle };
  const now = deps.now ?? Date.now;
  // The login's store and rules, under the reset's own keys: each request is counted, found or not.
  const requests = loginFailureStore(db, rules, now);
  const app = new Hono<AppEnv>();

  app.post('/password/forgot', async (c) => {
    const input = await body(c, passwordForgotSchema);
    const keys = passwordResetThrottleKeys(input.company, input.username, clientIp(c));
    const gate = loginGate(await requests.read(keys), now(), rules);
    if (gate.retryAfterSeconds > 0) throw new HttpError(429, {}, { 'Retry-After': String(gate.retryAfterSeconds) });
    if (gate.challenge && !(input.captcha && (await deps.captcha.verify(input.captcha, clientIp(c))))) {
      throw validationError({ captcha: [PASSWORD_RESET_TEXT.challenge] }, PASSWORD_RESET_TEXT.challenge);
    }
    await requests.fail(keys);
    for (const { user, company } of await findResettableUsers(db, input.company, input.username)) {
      try {
        await sendPasswordReset(db, deps.mailer, deps.publicUrl, user, company, now());
      } catch (error) {
        // A failed e-mail must not answer differently from an unknown account: logged, not returned.
        deps.logger.error('Password reset e-mail not sent', { userId: user.id, error: String(error) });
      }
    }
    return c.json({ data: null }, 202);
  });

  app.get('/password/reset', async (c) => {
    const found = await findPasswordReset(db, queryParam(c, 'token') ?? '', now());
    if (!found) throw notFound();
    const data: PasswordResetLookup = {
      user: { username: found.user.username, name: found.user.name },
      company: { domain: found.company.username, name: found.company.name },
    };
    return c.json({ data });
  });

  app.post('/password/reset', async (c) => {
    const input = await body(c, passwordResetSchema);
    const found = await findPasswordReset(db, input.token, now());
    if (!found) throw notFound();
    const passwordHash = await hashPassword(input.password);
    const user = await db.transaction(async (tx) => {
      // Claim the token first: of two concurrent resets only one succeeds.
      const claimed = await tx
        .update(passwordResetTokens)
        .set({ usedAt: new Date(now()) })
        .where(and(eq(passwordResetTokens.id, found.tokenId), isNull(passwordResetTokens.usedAt)))
        .returning({ id: passwordResetTokens.id });
      if (claimed.length === 0) throw notFound();
      const [updated] = await tenant(tx, found.company.id)
        .update(users, found.user.id, { passwordHash, updatedAt: new Date() })
        .returning();
      await consumePasswordResets(tx, found.user.id, now());
      // Whoever had the old password is signed out everywhere.
      await revokeSessions(tx, found.user.id);
      return updated;
    });
    publishSessionInvalidation(db, { userId: user.id });
    return c.json({ data: await authResponse(db, user, found.company, deps.guestAppUrl) });
  });

  return app;
}
