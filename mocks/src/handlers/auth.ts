/** auth/*: login, logout, me, captcha, sign-up, activation and 'Forgot password?'. */
import { HttpResponse } from 'msw';
import {
  MSG,
  PASSWORD_RESET_TEXT,
  PASSWORD_RESET_TTL_MS,
  USER_STATUS_TEXT,
  activationSchema,
  isCompanyAdmin,
  loginSchema,
  passwordForgotSchema,
  passwordResetSchema,
  signupSchema,
  type ActivationLookup,
  type CompanyAdmin,
  type PasswordResetLookup,
} from '@atoll/contract';
import { addFailure, loginGate, loginThrottleKeys, passwordResetThrottleKeys, signupChecks, type LoginThrottleKeys } from '@atoll/contract/domain';
import { countryList } from '../countries';
import { CAPTCHA_CHALLENGE_URL, createCaptchaChallenge, verifyCaptcha } from '../captcha';
import { createCompanyWithOwner, domainProblem } from '../companies';
import { fail, notFound, ok, readValid, validationFailed } from '../http';
import { get, guarded, open, post, SIGNED_IN } from '../routes';
import { authResponseForUser, revokeSessions } from '../session';
import { companyByDomain, companyById, mockDb, publicUser, randomToken, usersOfCompany, type StoredUser } from '../store';

function loginFailed() {
  return fail(422, { message: MSG.loginFailed, errors: { password: [MSG.loginFailed] } });
}

/** The mocks have one client: the browser they run in. */
const MOCK_ADDRESS = 'browser';
const THROTTLE_KEYS = ['pair', 'account', 'address'] as const satisfies readonly (keyof LoginThrottleKeys)[];

/** A redeemed, not yet used ALTCHA solution. */
export async function captchaSolved(captcha: string | undefined): Promise<boolean> {
  if (!captcha) return false;
  const result = await verifyCaptcha(captcha);
  if (!result.verified || !result.nonce || mockDb.usedCaptchas.has(result.nonce)) return false;
  mockDb.usedCaptchas.add(result.nonce);
  return true;
}

function findActivationUser(token: string | null): StoredUser | undefined {
  const userId = token ? mockDb.activationTokens.get(token) : undefined;
  return mockDb.users.find((u) => u.id === userId && u.status === 'invited');
}

/** The user behind a reset link still valid and unused; an expired link is forgotten on the way. */
function findResetUser(token: string | null): StoredUser | undefined {
  const link = token ? mockDb.passwordResets.get(token) : undefined;
  if (!link) return undefined;
  if (link.expires_at <= Date.now()) {
    mockDb.passwordResets.delete(token!);
    return undefined;
  }
  return mockDb.users.find((u) => u.id === link.user_id && u.status === 'active');
}

/** Active users with an e-mail named by company domain and username or e-mail (as the server). */
function resettableUsers(domain: string, identifier: string): StoredUser[] {
  const company = companyByDomain(domain);
  const folded = identifier.trim().toLowerCase();
  return mockDb.users.filter(
    (u) => u.company_id === company?.id && u.status === 'active' && Boolean(u.email) && (u.username.toLowerCase() === folded || u.email?.toLowerCase() === folded),
  );
}

export const authHandlers = [
  ...open([
    post('auth/login', async ({ request }) => {
      const body = await readValid(request, loginSchema);
      const keys = loginThrottleKeys(body.company, body.username, MOCK_ADDRESS);
      const now = Date.now();
      const counts = Object.fromEntries(THROTTLE_KEYS.map((name) => [name, mockDb.loginFailures.get(keys[name])]));
      const gate = loginGate(counts, now);
      if (gate.retryAfterSeconds > 0) return fail(429, {}, { 'Retry-After': String(gate.retryAfterSeconds) });
      if (gate.challenge && !(await captchaSolved(body.captcha))) {
        return fail(422, { message: MSG.loginChallenge, errors: { captcha: [MSG.loginChallenge] } });
      }
      const company = companyByDomain(body.company);
      const user = company && mockDb.users.find(
        (u) => u.company_id === company.id && u.username.toLowerCase() === body.username.trim().toLowerCase(),
      );
      if (!user || user.status !== 'active' || user.password === null || user.password !== body.password) {
        for (const name of THROTTLE_KEYS) mockDb.loginFailures.set(keys[name], addFailure(mockDb.loginFailures.get(keys[name]), now));
        return loginFailed();
      }
      for (const name of THROTTLE_KEYS) mockDb.loginFailures.delete(keys[name]);
      return ok(authResponseForUser(user));
    }),

    get('auth/captcha', () => ok({ provider: 'altcha' as const, challenge_url: CAPTCHA_CHALLENGE_URL })),

    // Raw JSON, not enveloped: the ALTCHA widget reads the challenge itself.
    get('auth/captcha/challenge', async () =>
      HttpResponse.json(await createCaptchaChallenge(), { headers: { 'Cache-Control': 'no-store' } }),
    ),

    post('auth/signup', async ({ request }) => {
      const payload = await readValid(request, signupSchema);
      // The domain's checks, as the server: time zone, then country (a RuleError is the 422).
      const country3 = payload.company.country3.toUpperCase();
      signupChecks(payload, { knownCountry: country3.length === 3 && countryList().some((c) => c.alpha3 === country3) });
      // The domain first, as the server does: a taken domain should not burn a solved captcha.
      const taken = domainProblem(payload.company.username);
      if (taken) return validationFailed({ 'company.username': [taken] });
      if (!(await captchaSolved(payload.captcha))) return validationFailed({ captcha: [MSG.captchaNotCompleted] });
      const { company, owner } = createCompanyWithOwner(payload);
      return ok({ company: { name: company.name, username: company.username }, user: { username: owner.username } }, 201);
    }),

    get('auth/activate', ({ request }) => {
      const user = findActivationUser(new URL(request.url).searchParams.get('token'));
      const company = user && companyById(user.company_id);
      if (!user || !company) return notFound();
      const lookup: ActivationLookup = {
        user: { username: user.username, name: user.name },
        company: { domain: company.username, name: company.name },
      };
      return ok(lookup);
    }),

    post('auth/activate', async ({ request }) => {
      const body = await readValid(request, activationSchema);
      const user = findActivationUser(body.token);
      if (!user) return notFound();
      user.password = body.password;
      user.status = 'active';
      user.status_text = { ...USER_STATUS_TEXT.active };
      user.updated = new Date().toISOString();
      mockDb.activationTokens.delete(body.token);
      return ok(authResponseForUser(user));
    }),

    post('auth/password/forgot', async ({ request }) => {
      const body = await readValid(request, passwordForgotSchema);
      // The login's gate under the reset's own keys; every request counts, found or not (as the server).
      const keys = passwordResetThrottleKeys(body.company, body.username, MOCK_ADDRESS);
      const now = Date.now();
      const gate = loginGate(Object.fromEntries(THROTTLE_KEYS.map((name) => [name, mockDb.loginFailures.get(keys[name])])), now);
      if (gate.retryAfterSeconds > 0) return fail(429, {}, { 'Retry-After': String(gate.retryAfterSeconds) });
      if (gate.challenge && !(await captchaSolved(body.captcha))) {
        return fail(422, { message: PASSWORD_RESET_TEXT.challenge, errors: { captcha: [PASSWORD_RESET_TEXT.challenge] } });
      }
      for (const name of THROTTLE_KEYS) mockDb.loginFailures.set(keys[name], addFailure(mockDb.loginFailures.get(keys[name]), now));
      for (const user of resettableUsers(body.company, body.username)) {
        const token = randomToken();
        mockDb.passwordResets.set(token, { user_id: user.id, expires_at: now + PASSWORD_RESET_TTL_MS });
        mockDb.outbox.push({ to: user.email!, subject: 'Reset your Atoll password', reset_token: token, user_id: user.id });
      }
      return ok(null, 202);
    }),

    get('auth/password/reset', ({ request }) => {
      const user = findResetUser(new URL(request.url).searchParams.get('token'));
      const company = user && companyById(user.company_id);
      if (!user || !company) return notFound();
      const lookup: PasswordResetLookup = {
        user: { username: user.username, name: user.name },
        company: { domain: company.username, name: company.name },
      };
      return ok(lookup);
    }),

    post('auth/password/reset', async ({ request }) => {
      const body = await readValid(request, passwordResetSchema);
      const user = findResetUser(body.token);
      if (!user) return notFound();
      user.password = body.password;
      user.updated = new Date().toISOString();
      // Every link of the user is used up, and whoever had the old password is signed out everywhere.
      for (const [token, link] of mockDb.passwordResets) if (link.user_id === user.id) mockDb.passwordResets.delete(token);
      revokeSessions(user.id);
      return ok(authResponseForUser(user));
    }),
  ]),
  ...guarded(SIGNED_IN, [
    post('auth/logout', ({ caller }) => {
      mockDb.sessions.delete(caller.token);
      return ok(null);
    }),
    get('auth/me', ({ caller: { user, company } }) => ok({ user: publicUser(user), company: structuredClone(company) })),
    get('auth/admins', ({ caller: { company } }) => {
      const admins: CompanyAdmin[] = usersOfCompany(company.id)
        .filter((u) => u.status === 'active' && isCompanyAdmin(u.permissions))
        .sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()) || a.id - b.id)
        .map((u) => ({ id: u.id, name: u.name, designation: u.designation }));
      return ok(admins);
    }),
  ]),
];
