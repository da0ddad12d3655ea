/** ui/*: the public sign-up helpers (domain check, countries). */
import { http } from 'msw';
import { validateDomainSchema } from '@atoll/contract';
import { domainProblem } from '../companies';
import { countryList } from '../countries';
import { apiPath, ok, readValid, validationFailed, withErrors } from '../http';

export const uiHandlers = [
  http.post(apiPath('ui/validate-company-username'), withErrors(async ({ request }) => {
    // The schema reuses a field of another schema, so yup types it loosely.
    const username = String((await readValid(request, validateDomainSchema)).username);
    const problem = domainProblem(username);
    if (problem) return validationFailed({ username: [problem] });
    return ok({ username, available: true as const });
  })),

  http.get(apiPath('ui/countries'), () => ok(countryList())),
];
