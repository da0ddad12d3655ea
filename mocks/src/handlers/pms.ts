/** pms: the company's PMS integrations (read-only in slice 1); administrators. */
import { ok } from '../http';
import { ADMIN, get, guarded } from '../routes';
import { mockDb } from '../store';

export const pmsHandlers = guarded(ADMIN, [get('pms', ({ companyId }) => ok(structuredClone(mockDb.pms.get(companyId) ?? [])))]);
