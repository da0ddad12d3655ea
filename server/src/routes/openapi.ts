/**
 * The server describes itself (ADR 0056): GET /api/v1/openapi.json, the OpenAPI 3.1 document generated from
 * the app's route table and the contract's schemas (openapi/document.ts), and GET /api/v1/docs, the reference
 * page that renders it. Both public: they say what the API is, nothing about any company's data.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../deps';
import { routeTableOf } from '../http/routeTable';
import { openApiDocument } from '../openapi/document';
import { REFERENCE_CSP, REFERENCE_PAGE } from '../openapi/page';
import { SERVER_VERSION } from '../version';

/** `app` is the whole application, read on the first request (when every route is mounted). */
export function openApiRoutes(app: () => Hono<AppEnv>) {
  const routes = new Hono<AppEnv>();
  let document: string | undefined;
  routes.get('/openapi.json', (c) => {
    document ??= JSON.stringify(openApiDocument(routeTableOf(app()), SERVER_VERSION));
    return c.body(document, 200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache' });
  });
  routes.get('/docs', (c) => c.body(REFERENCE_PAGE, 200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': REFERENCE_CSP, 'Cache-Control': 'no-cache' }));
  return routes;
}
