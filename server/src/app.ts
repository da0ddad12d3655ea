/** The HTTP application: /api/v1 plus the built console. No I/O happens until a request arrives. */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { API_BASE, API_TEXT, GUEST_APP_PATH, UPLOAD_MAX_BYTES } from '@atoll/contract';
import type { AppDeps, AppEnv } from './deps';
import { compressResponses } from './http/compress';
import { peerAddress, resolveClientIp } from './http/client-ip';
import { handleError, notFound, sendError } from './http/errors';
import { createMetrics } from './http/metrics';
import { observeRequests } from './http/requestLog';
import { isMultipart } from './http/validate';
import { securityHeaders } from './http/securityHeaders';
import { tooLarge } from './http/upload';
import { authRoutes } from './routes/auth';
import { appDeviceRoutes } from './routes/appDevices';
import { bannerRoutes } from './routes/banners';
import { bookingRoutes } from './routes/bookings';
import { campaignRoutes } from './routes/campaigns';
import { displayRoutes } from './routes/display';
import { eventRoutes } from './routes/events';
import { exportRoutes } from './routes/exports';
import { facilityRoutes } from './routes/facilities';
import { fileRoutes } from './routes/files';
import { guestRoutes } from './routes/guests';
import { guestAppRoutes } from './routes/guestApp';
import { guestPageRoutes } from './routes/guestPages';
import { healthRoutes } from './routes/health';
import { homeRoutes } from './routes/home';
import { informationRoutes } from './routes/information';
import { languageRoutes } from './routes/languages';
import { mapSettingsRoutes } from './routes/mapSettings';
import { locationRoutes } from './routes/locations';
import { mapRoutes, publicTileRoutes } from './routes/mapTiles';
import { metricsRoutes } from './routes/metrics';
import { openApiRoutes } from './routes/openapi';
import { pmsRoutes } from './routes/pms';
import { quickActionRoutes } from './routes/quickActions';
import { roomRoutes } from './routes/rooms';
import { settingsRoutes } from './routes/settings';
import { taskTypeRoutes } from './routes/taskTypes';
import { trackingIngestRoutes, trackingRoutes } from './routes/tracking';
import { tvRoutes } from './routes/tvs';
import { appEditorRoutes } from './routes/appEditor';
import { uiRoutes } from './routes/ui';
import { userRoutes } from './routes/users';
import { consoleScriptHashes, staticConsole } from './static';
import { createTileProvider } from './services/mapTiles';
import { SERVER_VERSION } from './version';

/** JSON bodies are small; uploads have their own, larger limit. */
const JSON_BODY_LIMIT = 1024 * 1024;
/**
 * A backstop for multipart bodies on any route: upload routes check their own (smaller)
 * limit with their own message first; JSON routes refuse multipart with 415 unread.
 */
const MULTIPART_BODY_LIMIT = 2 * UPLOAD_MAX_BYTES;

export function createApp(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.onError(handleError(deps.logger));
  // The client's address, once per request: the peer, or behind TRUST_PROXY_HOPS proxies of our own the address
  // they forwarded (http/client-ip.ts). Every per-address limit reads it through clientIp(c).
  const hops = deps.trustProxyHops ?? 0;
  app.use('*', async (c, next) => {
    c.set('clientIp', resolveClientIp(peerAddress(c), c.req.header('X-Forwarded-For'), hops));
    await next();
  });
  // First: one log line and one metrics observation per request, its id on every answer (ADR 0055).
  const metrics = deps.metrics ?? createMetrics({ db: deps.db, logger: deps.logger });
  app.use('*', observeRequests(deps.logger, metrics));
  // Before compress(): it rebuilds the response it compresses, and headers set inside it would be lost.
  app.use('*', securityHeaders(() => ({ recaptcha: deps.captcha.info().provider === 'recaptcha', scriptHashes: consoleScriptHashes(deps.staticDir) })));
  // JSON from 2 KB on, other text as before; the console's files come precompressed from static.ts (ADR 0057).
  app.use('*', compressResponses());

  const jsonLimit = bodyLimit({
    maxSize: JSON_BODY_LIMIT,
    onError: () => {
      throw tooLarge(API_TEXT.bodyTooLarge, null);
    },
  });
  const multipartLimit = bodyLimit({
    maxSize: MULTIPART_BODY_LIMIT,
    onError: () => {
      throw tooLarge(API_TEXT.bodyTooLarge, null);
    },
  });
  // Every content type has a limit.
  app.use(`${API_BASE}/*`, async (c, next) => {
    // A GET or HEAD carries no body (@hono/node-server gives it none, fetch allows none): asking for it would only
    // make node-server build the whole fetch Request (docs/adr/0057-api-speed.md).
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    if (isMultipart(c.req.header('Content-Type'))) return multipartLimit(c, next);
    return jsonLimit(c, next);
  });

  // Public, outside /api/v1: liveness and readiness for the proxy and the orchestrator (docs/deploy.md).
  app.route('/', healthRoutes(deps));

  // Operators: the Prometheus metrics, only with METRICS_TOKEN (or on METRICS_PORT's listener: main.ts).
  app.route('/metrics', metricsRoutes(metrics, deps.metricsToken));

  const mapTiles = deps.mapTiles ?? createTileProvider({ version: SERVER_VERSION });
  const api = new Hono<AppEnv>();
  api.route('/auth', authRoutes(deps));
  api.route('/ui', uiRoutes(deps));
  api.route('/languages', languageRoutes(deps));
  api.route('/users', userRoutes(deps));
  // Before settingsRoutes: its guards are not these (map settings need manage-map, not company-administrator).
  api.route('/user/settings', mapSettingsRoutes(deps));
  api.route('/user/settings', settingsRoutes(deps));
  api.route('/files', fileRoutes(deps));
  api.route('/facilities', facilityRoutes(deps));
  api.route('/pms', pmsRoutes(deps));
  api.route('/rooms', roomRoutes(deps));
  api.route('/promotions', bannerRoutes(deps));
  api.route('/information', informationRoutes(deps));
  api.route('/events', eventRoutes(deps));
  api.route('/quick-actions', quickActionRoutes(deps));
  api.route('/tasks', taskTypeRoutes(deps));
  // Before /guests: its GET /:id would take 'campaigns' as an id.
  api.route('/guests/campaigns', campaignRoutes(deps));
  api.route('/guests', guestRoutes(deps));
  api.route('/app', appDeviceRoutes(deps));
  api.route('/bookings', bookingRoutes(deps));
  api.route('/home', homeRoutes(deps));
  api.route('/exports', exportRoutes(deps));
  // The device's ingest before /tracking: none of the staff guards apply to it.
  api.route('/tracking/positions', trackingIngestRoutes(deps));
  api.route('/tracking', trackingRoutes(deps));
  api.route('/locations', locationRoutes(deps));
  api.route('/tvs', tvRoutes(deps));
  api.route('/editor', appEditorRoutes(deps));
  // Public: the TV display page's calls, authenticated by its link's token.
  api.route('/display', displayRoutes(deps, mapTiles.info()));
  api.route('/map', mapRoutes(deps, mapTiles));
  // Public: the guest web app's reads, the property named by its domain (rate-limited per address).
  api.route('/guest-app', guestAppRoutes(deps));
  // Public: the API describes itself (openapi.json, generated from this app's route table) and its reference page.
  api.route('/', openApiRoutes(() => app));
  api.all('*', () => {
    throw notFound();
  });
  app.route(API_BASE, api);
  app.all('/api/*', () => {
    throw notFound();
  });

  // Public (an <img> sends no token), outside /api/v1: the console's and the TV page's map tiles.
  app.route('/map-tiles', publicTileRoutes(deps, mapTiles));

  // Public: the guest web app's pages, manifest and icons at /p/{domain} (the Home QR code's link).
  app.route(GUEST_APP_PATH, guestPageRoutes(deps));

  if (deps.staticDir) app.get('*', staticConsole(deps.staticDir));
  app.notFound((c) => sendError(c, notFound()));
  return app;
}
