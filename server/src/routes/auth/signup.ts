/** POST auth/signup: a new company with its first (owner) user, in one transaction. */
import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import {
  DEFAULT_LANGUAGE,
  MSG,
  OWNER_DESIGNATION,
  ownerPermissions,
  PRIMARY_COLOR,
  signupSchema,
} from '@atoll/contract';
import { signupChecks, signupCurrency } from '@atoll/contract/domain';
import type { AppDeps, AppEnv } from '../../deps';
import { companies, companyLanguages, languages, users } from '../../db/schema';
import { tenant } from '../../db/tenant';
import { clientIp } from '../../http/client-ip';
import { isUniqueViolation } from '../../http/db-errors';
import { validationError } from '../../http/errors';
import { body } from '../../http/validate';
import { hashPassword } from '../../security/passwords';
import { isDomainAvailable } from '../../services/domains';
import { isCountryCode } from '../ui';

export function signupRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();

  app.post('/signup', async (c) => {
    const input = await body(c, signupSchema);
    const domain = input.company.username;
    // The domain's rules, as the mocks: time zone, then country (a RuleError is the 422).
    const { timezone } = signupChecks(input, { knownCountry: isCountryCode(input.company.country3) });
    // The domain first: a taken domain should not burn the user's solved captcha.
    if (!(await isDomainAvailable(db, domain))) throw validationError({ 'company.username': [MSG.domainTaken(domain)] });
    if (!(await deps.captcha.verify(input.captcha, clientIp(c)))) {
      throw validationError({ captcha: [MSG.captchaNotCompleted] });
    }
    const passwordHash = await hashPassword(input.user.password);
    try {
      const result = await db.transaction(async (tx) => {
        const [company] = await tx
          .insert(companies)
          .values({
            name: input.company.name,
            username: domain,
            type: input.company.type,
            size: input.company.size,
            country3: input.company.country3.toUpperCase(),
            currencySymbol: signupCurrency(input.settings?.currency_symbol),
            timezone,
            propertyName: input.company.name,
            primaryColor: PRIMARY_COLOR,
          })
          .returning();
        const own = tenant(tx, company.id);
        const [user] = await own
          .insert(users, {
            name: input.user.name,
            username: input.user.username,
            designation: OWNER_DESIGNATION,
            email: input.user.email,
            mobile: input.user.mobile,
            status: 'active',
            isOwner: true,
            permissions: ownerPermissions(),
            passwordHash,
          })
          .returning();
        const [english] = await tx.select().from(languages).where(eq(languages.code, DEFAULT_LANGUAGE));
        if (english) await own.insert(companyLanguages, { languageId: english.id, enabled: true });
        return { company, user };
      });
      return c.json({ data: { company: { name: result.company.name, username: result.company.username }, user: { username: result.user.username } } }, 201);
    } catch (error) {
      // Two sign-ups raced for the same domain.
      if (isUniqueViolation(error)) throw validationError({ 'company.username': [MSG.domainTaken(domain)] });
      throw error;
    }
  });

  return app;
}
