/** users/*: the staff list and detail, create, update and set password. Company administrators only. */
import { http } from 'msw';
import {
  MSG,
  PERMISSION,
  USER_STATUS_TEXT,
  setPasswordSchema,
  userCreateSchema,
  userUpdateSchema,
} from '@atoll/contract';
import { apiPath, notFound, numericId, ok, paged, readValid, validationFailed, withErrors } from '../http';
import { authorize } from '../session';
import { mockDb, nextId, publicUser, randomToken, userInCompany, usersOfCompany, type StoredUser } from '../store';
import { listUsers } from '../userList';

const admin = PERMISSION.companyAdministrator;

function setStatus(user: StoredUser, status: StoredUser['status']) {
  user.status = status;
  user.status_text = { ...USER_STATUS_TEXT[status] };
}

export const userHandlers = [
  http.get(apiPath('users'), withErrors(({ request }) => {
    const { company } = authorize(request, admin);
    return paged(listUsers(usersOfCompany(company.id), new URL(request.url).searchParams));
  })),

  http.get(apiPath('users/:id'), withErrors(({ request, params }) => {
    const { company } = authorize(request, admin);
    const user = userInCompany(company.id, numericId(params.id));
    return user ? ok(publicUser(user)) : notFound();
  })),

  http.post(apiPath('users'), withErrors(async ({ request }) => {
    const { company } = authorize(request, admin);
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
    if (byEmail && user.email) {
      const token = randomToken();
      mockDb.activationTokens.set(token, user.id);
      mockDb.outbox.push({ to: user.email, subject: `Activate your ${company.name} account`, activation_token: token, user_id: user.id });
    }
    return ok(publicUser(user), 201);
  })),

  http.patch(apiPath('users/:id'), withErrors(async ({ request, params }) => {
    const { company } = authorize(request, admin);
    const user = userInCompany(company.id, numericId(params.id));
    if (!user) return notFound();
    const body = await readValid(request, userUpdateSchema);
    user.name = body.name;
    user.designation = body.designation;
    if (body.email !== undefined) user.email = body.email || null;
    if (body.mobile !== undefined) user.mobile = body.mobile || null;
    // An invited user becomes active by activating (or a set password), not by a status switch.
    if (body.status === 'disabled' || (body.status === 'active' && user.status === 'disabled')) setStatus(user, body.status);
    user.updated = new Date().toISOString();
    return ok(publicUser(user));
  })),

  http.post(apiPath('users/:id/password'), withErrors(async ({ request, params }) => {
    const { company } = authorize(request, admin);
    const user = userInCompany(company.id, numericId(params.id));
    if (!user) return notFound();
    const body = await readValid(request, setPasswordSchema);
    user.password = body.password;
    if (user.status === 'invited') {
      setStatus(user, 'active');
      for (const [token, userId] of mockDb.activationTokens) if (userId === user.id) mockDb.activationTokens.delete(token);
    }
    user.updated = new Date().toISOString();
    return ok(publicUser(user));
  })),
];
