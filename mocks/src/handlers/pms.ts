/** pms: the company's PMS integrations (read-only in slice 1). */
import { http } from 'msw';
import { apiPath, ok, withErrors } from '../http';
import { authorizeAdmin } from '../session';
import { mockDb } from '../store';

export const pmsHandlers = [
  http.get(apiPath('pms'), withErrors(({ request }) => {
    const { company } = authorizeAdmin(request);
    return ok(structuredClone(mockDb.pms.get(company.id) ?? []));
  })),
];
