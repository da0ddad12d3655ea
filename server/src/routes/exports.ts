/**
 * CSV exports (spec section 7: "export and download use a return-URL flag and an export key";
 * contract/src/exports.ts). A list route answers its call with `return_url=1` through `exportLink`
 * (after its own guard and query validation): a one-time key for the list, the validated filter and
 * sort, the company and the user. GET /exports/download?export_key=… needs no bearer: the key is spent
 * in one statement, the user is read again (still active, still allowed the list, with today's facility
 * scope), and the rows stream out as CSV in keyset batches (services/exports/registry.ts).
 */
import { Hono, type Context } from 'hono';
import { stream } from 'hono/streaming';
import { eq } from 'drizzle-orm';
import {
  CSV_CONTENT_TYPE,
  csvHeader,
  csvRows,
  EXPORT_KEY_PARAM,
  exportColumnsOf,
  exportDisposition,
  exportDownloadUrl,
  EXPORT_RETURN_URL_PARAM,
  exportFilename,
  isExportableList,
  wantsExportLink,
  type ExportableList,
} from '@atoll/contract';
import type { AppDeps, AppEnv } from '../deps';
import { users } from '../db/schema';
import { tenant } from '../db/tenant';
import { queryParam, validate } from '../http/validate';
import { ownWithTx } from '../services/bookings/own';
import { issueExportKey, keyGone, redeemExportKey } from '../services/exports/keys';
import { SERVER_EXPORTS } from '../services/exports/registry';

const clock = (deps: AppDeps) => new Date((deps.now ?? Date.now)());

/** Whether a list's caller asks for its export link (`return_url=1`) instead of a page. */
export const asksForExportLink = (c: Context<AppEnv>): boolean => wantsExportLink({ [EXPORT_RETURN_URL_PARAM]: queryParam(c, EXPORT_RETURN_URL_PARAM) });

/** A list route's answer to `return_url=1`: `{ data: { url } }` for one download of `list` with `query`'s filter and sort. */
export async function exportLink(deps: AppDeps, c: Context<AppEnv>, list: ExportableList, query: { order_by?: string; q_name?: string }) {
  const { company, user } = c.get('auth');
  const kept = { order_by: query.order_by, q_name: query.q_name };
  const key = await issueExportKey(tenant(deps.db, company.id), user.id, list, JSON.parse(JSON.stringify(kept)) as Record<string, unknown>, clock(deps));
  return c.json({ data: { url: exportDownloadUrl(key) } });
}

export function exportRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();

  // Public: the one-time key is the credential (a plain link or <a download> works, no bearer).
  app.get('/download', async (c) => {
    const now = clock(deps);
    const redeemed = await redeemExportKey(db, queryParam(c, EXPORT_KEY_PARAM), now, isExportableList);
    const own = ownWithTx(db, redeemed.companyId);
    const [user] = await own.select(users, eq(users.id, redeemed.userId));
    const entry = SERVER_EXPORTS[redeemed.list];
    // A user disabled or no longer allowed the list since the key was issued gets nothing.
    if (!user || user.status !== 'active' || !entry.permitted(user.permissions)) throw keyGone();
    const query = await validate(entry.schema, redeemed.query);
    const company = await own.company();
    const columns = exportColumnsOf(redeemed.list);
    const context = { timeZone: company.timezone };

    c.header('Content-Type', CSV_CONTENT_TYPE);
    c.header('Content-Disposition', exportDisposition(exportFilename(redeemed.list, now, company.timezone)));
    c.header('Cache-Control', 'no-store');
    return stream(
      c,
      async (out) => {
        await out.write(csvHeader(columns));
        const reader = { deps, own, permissions: user.permissions, now, timeZone: company.timezone };
        for await (const rows of entry.batches(reader, query)) {
          if (out.aborted) return;
          await out.write(csvRows(columns, rows, context));
          // PGlite answers within the event loop's microtasks: without a turn of the loop between batches the
          // socket would not be written until the whole export is done (seen in bench:export).
          await new Promise<void>((resolve) => setImmediate(resolve));
        }
      },
      async (error) => {
        // Headers are gone: the download ends short, and the log says why.
        deps.logger.error('export failed', { list: redeemed.list, error: error.message });
      },
    );
  });

  return app;
}
