/** pms: the company's PMS integrations (read-only in slice 1). */
import { http } from 'msw';
import { PERMISSION } from '@atoll/contract';
import { apiPath, ok, withErrors } from '../http';
import { authorize } from '../session';
import { mockDb } from '../store';

export const pmsHandlers = [
  http.get(apiPath('pms'), withErrors(({ request }) => {
    const { company } = authorize(request, PERMISSION.companyAdministrator);
    return ok(structuredClone(mockDb.pms.get(company.id) ?? []));
  })),
];
