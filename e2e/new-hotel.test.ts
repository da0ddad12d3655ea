/**
 * A new hotel's first day with Atoll, end to end: the built console and server
 * as `npm start` serves them, a real Chromium, e-mail through a local SMTP
 * server, a fresh database (PGlite, or PostgreSQL with E2E_DATABASE_URL).
 *
 * The walks share one hotel, so the last one can check that everything the
 * others made survives a restart. A walk whose prerequisite an earlier walk
 * failed to make creates it through the API, so each walk passes or fails on
 * its own.
 */
import { describe, it } from 'vitest';
import { PATHS } from '../console/src/app/paths';
import { useE2E, type Person } from './harness/suite';
import { hasSession, logIn } from './screens/login';
import { expectDomainRefused } from './screens/signup';
import { Journey } from './walks/journey';
import { walkSignup } from './walks/signup';
import { walkColleague } from './walks/colleague';
import { walkPermissions } from './walks/permissions';
import { walkSettings } from './walks/settings';
import { walkTenancy } from './walks/tenancy';
import { walkRestart } from './walks/restart';

describe.sequential('a new hotel', () => {
  const e2e = useE2E();
  let journeySoFar: Journey | undefined;
  let owner: Person | undefined;
  let colleague: Person | undefined;

  /** The hotel of this run (also when a walk runs alone with -t). */
  const journey = () => (journeySoFar ??= new Journey(e2e.product().api));

  /** The owner's browser, logged in (by walk 1, or now). */
  async function ownerPage() {
    await journey().ensureCompany();
    owner ??= await e2e.newPerson();
    if (!(await hasSession(owner.page))) await logIn(owner.page, journey().ownerCredentials);
    // Each walk starts at Home, whatever the previous one left open.
    else await owner.page.goto(PATHS.home);
    return owner.page;
  }

  /** The colleague's browser, logged in (by walk 2, or now). */
  async function colleaguePage() {
    await journey().ensureColleague();
    colleague ??= await e2e.newPerson();
    if (!(await hasSession(colleague.page))) await logIn(colleague.page, journey().colleagueCredentials);
    return colleague.page;
  }

  it('1. signs up through the wizard, logs in and sees its Home QR card', async () => {
    owner = await e2e.newPerson();
    await walkSignup(owner.page, journey());
  });

  it('2. invites a colleague by e-mail, who activates the account and is not an administrator', async () => {
    const page = await ownerPage();
    colleague = await e2e.newPerson();
    await walkColleague(e2e.product(), page, colleague.page, journey());
  });

  it('3. grants and withdraws company-administrator, then sets a generated password', async () => {
    await walkPermissions(e2e.product(), await ownerPage(), await colleaguePage(), journey());
  });

  it('4. sets the brand colour, logo, languages and manual rooms in Admin › Settings', async () => {
    await walkSettings(await ownerPage(), journey());
  });

  it("5. a second company can neither take the first one's domain nor read or find its user", async () => {
    const user = await journey().ensureColleague();
    const newcomer = await e2e.newPerson();
    await expectDomainRefused(newcomer.page, journey().hotel);
    await walkTenancy(e2e.product().api, { ownerToken: await journey().ownerToken(), user });
  });

  it('6. everything survives a server restart', async () => {
    const before = await ownerPage();
    await journey().ensureColleague();
    const after = await e2e.newPerson();
    await walkRestart(e2e.product(), before, after.page, journey());
  });
});
