/** ui/*: the public sign-up helpers (domain check, countries). */
import { validateDomainSchema } from '@atoll/contract';
import { domainProblem } from '../companies';
import { countryList } from '../countries';
import { ok, readValid, validationFailed } from '../http';
import { get, open, post } from '../routes';

export const uiHandlers = open([
  post('ui/validate-company-username', async ({ request }) => {
    // The schema reuses a field of another schema, so yup types it loosely.
    const username = String((await readValid(request, validateDomainSchema)).username);
    const problem = domainProblem(username);
    if (problem) return validationFailed({ username: [problem] });
    return ok({ username, available: true as const });
  }),

  get('ui/countries', () => ok(countryList())),
]);
