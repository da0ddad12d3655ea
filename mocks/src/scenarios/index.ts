/**
 * Named scenarios. `resetMockStore('busyResort')` (or several names) seeds the
 * store; the constants below are the well-known ids, credentials and tokens
 * stories and tests use to start logged in.
 */
import { registerScenario } from '../store';
import { BUSY_RESORT, seedBusyResort } from './busyResort';
import { NEW_COMPANY, seedNewCompany } from './newCompany';

export const SCENARIOS = { newCompany: seedNewCompany, busyResort: seedBusyResort } as const;
export type ScenarioName = keyof typeof SCENARIOS;
for (const [name, seed] of Object.entries(SCENARIOS)) registerScenario(name, seed);

export { BUSY_RESORT, NEW_COMPANY, seedBusyResort, seedNewCompany };

/** Bearer tokens that exist right after a reset with the scenario. */
export const scenarioTokens = {
  newCompany: { owner: NEW_COMPANY.tokens.owner },
  busyResort: {
    owner: BUSY_RESORT.tokens.owner,
    admin: BUSY_RESORT.tokens.admin,
    staff: BUSY_RESORT.tokens.staff,
    activation: BUSY_RESORT.tokens.activation,
  },
} as const;

/** What a person types at login: company (domain), username, password. */
export const scenarioCredentials = {
  newCompany: { owner: { company: NEW_COMPANY.domain, username: NEW_COMPANY.owner.username, password: NEW_COMPANY.owner.password } },
  busyResort: {
    owner: { company: BUSY_RESORT.domain, username: BUSY_RESORT.owner.username, password: BUSY_RESORT.owner.password },
    admin: { company: BUSY_RESORT.domain, username: BUSY_RESORT.admin.username, password: BUSY_RESORT.admin.password },
    staff: { company: BUSY_RESORT.domain, username: BUSY_RESORT.staff.username, password: BUSY_RESORT.staff.password },
  },
} as const;
