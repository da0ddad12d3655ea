/** The people both backends provide, made through the API so the two are made the same way. */
import { PERMISSION } from '@atoll/contract';
import type { Backend, Identities } from './harness';

const PASSWORD = 'conformance-pass-1';

async function person(
  call: Backend['call'],
  ownerToken: string,
  domain: string,
  username: string,
  permissions: Record<string, unknown>,
): Promise<string> {
  const created = await call('POST', 'users', {
    token: ownerToken,
    body: { name: `Conformance ${username}`, username, designation: 'Front desk', authentication: 'password', password: PASSWORD },
  });
  if (created.status !== 201) throw new Error(`Creating ${username}: ${created.status} ${JSON.stringify(created.body)}`);
  if (Object.keys(permissions).length) {
    const granted = await call('POST', 'auth/permissions/update', { token: ownerToken, body: { user_id: created.body.data.id, permissions } });
    if (granted.status !== 200) throw new Error(`Granting ${username}: ${granted.status} ${JSON.stringify(granted.body)}`);
  }
  const login = await call('POST', 'auth/login', { body: { company: domain, username, password: PASSWORD } });
  if (login.status !== 200) throw new Error(`Logging ${username} in: ${login.status} ${JSON.stringify(login.body)}`);
  return login.body.data.auth_token.token as string;
}

/** Adds A's administrator and permission-less staff member to the two owners a backend starts with. */
export async function makeIdentities(
  call: Backend['call'],
  owners: Pick<Identities, 'ownerA' | 'ownerB' | 'domainA'>,
): Promise<Identities> {
  const all = { objects: 'all' };
  const adminA = await person(call, owners.ownerA, owners.domainA, 'conf-admin', {
    [PERMISSION.companyAdministrator]: all,
    [PERMISSION.manageHotelContent]: all,
  });
  const staffA = await person(call, owners.ownerA, owners.domainA, 'conf-staff', {});
  return { ...owners, adminA, staffA };
}
