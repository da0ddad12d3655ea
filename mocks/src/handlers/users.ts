/** users/*: the staff list and detail, create, update, Set Active / Set Inactive, set password and resend invite. Company administrators only. */
import {
  MSG,
  PASSWORD_RESET_TEXT,
  USER_STATUS_TEXT,
  activeSchema,
  inviteResendWaitSeconds,
  type Company,
  setPasswordSchema,
  userCreateSchema,
  userListQuerySchema,
  userUpdateSchema,
} from '@atoll/contract';
import { fail, notFound, ok, paged, readValid, validate, validationFailed } from '../http';
import { ADMIN, get, guarded, patch, post } from '../routes';
import { revokeSessions } from '../session';
import { mockDb, nextId, publicUser, randomToken, userInCompany, usersOfCompany, type StoredUser } from '../store';
import { listUsers } from '../userList';

/** Not spec texts; the same words as the server's. */
export const OWNER_CANNOT_BE_DISABLED = 'The company owner cannot be disabled';
export const NOT_ACTIVATED_YET = 'The user has not activated the account yet';

/** A new activation link by e-mail; the older links stop working (as the server: only the latest works). */
function sendInvitation(user: StoredUser & { email: string }, company: Company) {
  for (const [token, userId] of mockDb.activationTokens) if (userId === user.id) mockDb.activationTokens.delete(token);
  const token = randomToken();
  mockDb.activationTokens.set(token, user.id);
  mockDb.invitationsSentAt.set(user.id, Date.now());
  mockDb.outbox.push({ to: user.email, subject: `Activate your ${company.name} account`, activation_token: token, user_id: user.id });
}

function setStatus(user: StoredUser, status: StoredUser['status']) {
  user.status = status;
  user.status_text = { ...USER_STATUS_TEXT[status] };
}

export const userHandlers = guarded(ADMIN, [
  get('users', async ({ request, caller }) => {
    const { company } = caller;
    const query = await validate(userListQuerySchema, Object.fromEntries(new URL(request.url).searchParams));
    return paged(listUsers(usersOfCompany(company.id), query));
  }),

  get('users/:id', ({ caller, id }) => {
    const { company } = caller;
    const user = userInCompany(company.id, id());
    return user ? ok(publicUser(user)) : notFound();
  }),

  post('users', async ({ request, caller }) => {
    const { company } = caller;
    const body = await readValid(request, userCreateSchema);
    const username = body.username.trim();
    if (usersOfCompany(company.id).some((u) => u.username.toLowerCase() === username.toLowerCase())) {
      return validationFailed({ username: [MSG.usernameTaken(username)] });
    }
    const now = new Date().toISOString();
    const byEmail = body.authentication === 'email';
    const user: StoredUser = {
      id: nextId(),
      company_id: company.id,
      name: body.name,
      username,
      designation: body.designation,
      email: body.email || null,
      mobile: body.mobile || null,
      status: byEmail ? 'invited' : 'active',
      status_text: { ...USER_STATUS_TEXT[byEmail ? 'invited' : 'active'] },
      is_owner: false,
      permissions: {},
      password: byEmail ? null : (body.password ?? null),
      updated: now,
      created: now,
    };
    mockDb.users.push(user);
    if (byEmail && user.email) sendInvitation({ ...user, email: user.email }, company);
    return ok(publicUser(user), 201);
  }),

  patch('users/:id', async ({ request, caller, id }) => {
    const { company } = caller;
    const user = userInCompany(company.id, id());
    if (!user) return notFound();
    const body = await readValid(request, userUpdateSchema);
    if (body.status === 'disabled' && user.is_owner) return validationFailed({ status: [OWNER_CANNOT_BE_DISABLED] });
    if (body.status === 'active' && user.status === 'invited') return validationFailed({ status: [NOT_ACTIVATED_YET] });
    user.name = body.name;
    user.designation = body.designation;
    if (body.email !== undefined) user.email = body.email || null;
    if (body.mobile !== undefined) user.mobile = body.mobile || null;
    if (body.status !== undefined) setStatus(user, body.status as 'active' | 'disabled');
    user.updated = new Date().toISOString();
    if (user.status === 'disabled') revokeSessions(user.id);
    return ok(publicUser(user));
  }),

  post('users/:id/active', async ({ request, caller, id }) => {
    const { company } = caller;
    const user = userInCompany(company.id, id());
    if (!user) return notFound();
    const { active } = await readValid(request, activeSchema);
    if (!active && user.is_owner) return validationFailed({ active: [OWNER_CANNOT_BE_DISABLED] });
    if (active && user.status === 'invited') return validationFailed({ active: [NOT_ACTIVATED_YET] });
    setStatus(user, active ? 'active' : 'disabled');
    user.updated = new Date().toISOString();
    if (!active) revokeSessions(user.id);
    return ok(publicUser(user));
  }),

  post('users/:id/password', async ({ request, caller, id }) => {
    const { company, token: callerToken } = caller;
    const user = userInCompany(company.id, id());
    if (!user) return notFound();
    const body = await readValid(request, setPasswordSchema);
    user.password = body.password;
    if (user.status === 'invited') setStatus(user, 'active');
    for (const [token, userId] of mockDb.activationTokens) if (userId === user.id) mockDb.activationTokens.delete(token);
    user.updated = new Date().toISOString();
    // Other devices signed in with the old password are signed out; the caller stays in.
    revokeSessions(user.id, callerToken);
    return ok(publicUser(user));
  }),

  post('users/:id/invite', ({ caller, id }) => {
    const { company } = caller;
    const user = userInCompany(company.id, id());
    if (!user) return notFound();
    if (user.status !== 'invited' || !user.email) {
      return fail(422, { message: PASSWORD_RESET_TEXT.notInvited, errors: { _: [PASSWORD_RESET_TEXT.notInvited] } });
    }
    const wait = inviteResendWaitSeconds(mockDb.invitationsSentAt.get(user.id), Date.now());
    if (wait > 0) return fail(429, {}, { 'Retry-After': String(wait) });
    sendInvitation({ ...user, email: user.email }, company);
    return ok(publicUser(user));
  }),
]);
