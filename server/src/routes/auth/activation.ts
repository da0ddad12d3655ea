/** GET auth/activate?token= (lookup) and POST auth/activate {token, password}. */
import { Hono } from 'hono';
import { and, eq, isNull } from 'drizzle-orm';
import { activationSchema, type ActivationLookup } from '@atoll/contract';
import type { AppDeps, AppEnv } from '../../deps';
import { activationTokens, users } from '../../db/schema';
import { tenant } from '../../db/tenant';
import { notFound } from '../../http/errors';
import { body, queryParam } from '../../http/validate';
import { hashPassword } from '../../security/passwords';
import { consumeInvitations, findInvitation } from '../../services/activation';
import { contentBus } from '../../services/contentBus';
import { authResponse } from '../../services/sessions';

export function activationRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();

  app.get('/activate', async (c) => {
    const found = await findInvitation(db, queryParam(c, 'token') ?? '');
    if (!found) throw notFound();
    const data: ActivationLookup = {
      user: { username: found.user.username, name: found.user.name },
      company: { domain: found.company.username, name: found.company.name },
    };
    return c.json({ data });
  });

  app.post('/activate', async (c) => {
    const input = await body(c, activationSchema);
    const found = await findInvitation(db, input.token);
    if (!found) throw notFound();
    const passwordHash = await hashPassword(input.password);
    const user = await db.transaction(async (tx) => {
      // Claim the token first: of two concurrent activations only one succeeds.
      const claimed = await tx
        .update(activationTokens)
        .set({ usedAt: new Date() })
        .where(and(eq(activationTokens.id, found.tokenId), isNull(activationTokens.usedAt)))
        .returning({ id: activationTokens.id });
      if (claimed.length === 0) throw notFound();
      const [updated] = await tenant(tx, found.company.id)
        .update(users, found.user.id, { passwordHash, status: 'active', updatedAt: new Date() })
        .returning();
      await consumeInvitations(tx, found.user.id);
      return updated;
    });
    // The company's Users list changed (a status) without a staff request: its totals are counted again (services/listTotals.ts).
    contentBus(db).publish(found.company.id);
    return c.json({ data: await authResponse(db, user, found.company, deps.guestAppUrl) });
  });

  return app;
}
