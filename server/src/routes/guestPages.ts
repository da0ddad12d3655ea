/**
 * /p/{domain}/… (issue 21): the guest web app's pages, what the Home QR card opens — outside /api/v1, public.
 * - Every path under /p/{domain} answers guest.html (the console build's, `vite build --mode guest`), with the
 *   property's name in its title and header (a first paint before any JavaScript), its colour as theme-color,
 *   its manifest and icon; an unknown domain answers the same page with 404 (the app says the link is wrong).
 * - GET /p/{domain}/manifest.webmanifest: the property's web app manifest (installable: name, start_url and scope
 *   /p/{domain}/, display standalone, theme colour, icons).
 * - GET /p/{domain}/icon-{192|512}.png: the install icon, drawn here in the property's colour (guestIcon.ts).
 * Under the guest page's CSP (GUEST_CSP); rate-limited per client address like the guest API (GUEST_APP_RATE_LIMIT).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Hono, type Context } from 'hono';
import { GUEST_APP_RATE_LIMIT } from '@atoll/contract';
import { GUEST_ICON_SIZES, GUEST_MANIFEST_FILE, GUEST_SHELL_TEXT, guestAppPath, guestIconFile } from '@atoll/contract/guestWebApp';
import type { AppDeps, AppEnv } from '../deps';
import { clientIp } from '../http/client-ip';
import { HttpError, notFound } from '../http/errors';
import { GUEST_CSP } from '../http/securityHeaders';
import { ipRateLimit } from '../security/ipRateLimit';
import { guestIconPng } from '../services/guestIcon';
import { companyOfGuestDomain } from '../services/guestSessions';

const HEX = /^#[0-9a-f]{6}$/i;
const FALLBACK_COLOR = '#0f4c5c';
const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/** The property as the page's head and manifest show it; null for an unknown domain. */
async function propertyOf(deps: AppDeps, domain: string) {
  try {
    const company = await companyOfGuestDomain(deps.db, domain);
    const color = HEX.test(company.primaryColor) ? company.primaryColor : FALLBACK_COLOR;
    return { domain: company.username, name: company.propertyName || company.name, color };
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  }
}

/** A short name for the home screen (under 12 characters shows whole on most launchers). */
export function shortName(name: string): string {
  const trimmed = name.trim();
  if (trimmed.length <= 12) return trimmed;
  const first = trimmed.split(/\s+/)[0] ?? trimmed;
  return first.length <= 12 ? first : `${first.slice(0, 11)}…`;
}

export function guestPageRoutes(deps: AppDeps) {
  const now = () => deps.now?.() ?? Date.now();
  const limit = ipRateLimit({ ...GUEST_APP_RATE_LIMIT, ...deps.guestAppRateLimit }, now);
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    const wait = limit.hit(clientIp(c));
    if (wait > 0) throw new HttpError(429, {}, { 'Retry-After': String(wait) });
    await next();
    c.res.headers.set('Content-Security-Policy', GUEST_CSP);
  });

  app.get(`/:domain/${GUEST_MANIFEST_FILE}`, async (c) => {
    const property = await propertyOf(deps, c.req.param('domain'));
    if (!property) throw notFound();
    const base = `${guestAppPath(property.domain)}/`;
    const icons = GUEST_ICON_SIZES.flatMap((size) =>
      (['any', 'maskable'] as const).map((purpose) => ({ src: `${base}${guestIconFile(size)}`, sizes: `${size}x${size}`, type: 'image/png', purpose })),
    );
    const manifest = {
      id: base,
      name: property.name,
      short_name: shortName(property.name),
      description: GUEST_SHELL_TEXT.description(property.name),
      start_url: base,
      scope: base,
      display: 'standalone',
      orientation: 'portrait',
      background_color: '#ffffff',
      theme_color: property.color,
      icons,
    };
    return c.body(JSON.stringify(manifest), 200, { 'Content-Type': 'application/manifest+json; charset=utf-8', 'Cache-Control': 'public, max-age=300' });
  });

  app.get('/:domain/:file{icon-\\d+\\.png}', async (c) => {
    const size = Number(/\d+/.exec(c.req.param('file'))![0]);
    if (!(GUEST_ICON_SIZES as readonly number[]).includes(size)) throw notFound();
    const property = await propertyOf(deps, c.req.param('domain'));
    if (!property) throw notFound();
    return c.body(new Uint8Array(guestIconPng(size, property.color)), 200, { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=300' });
  });

  const page = async (c: Context<AppEnv>) => {
    const file = deps.staticDir ? path.join(path.resolve(deps.staticDir), 'guest.html') : null;
    const html = file ? await readFile(file, 'utf8').catch(() => null) : null;
    if (!html) throw notFound();
    const property = await propertyOf(deps, c.req.param('domain') ?? '');
    const headers = { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' };
    if (!property) return c.body(html.replace('<!--guest-name-->', ''), 404, headers);
    const base = `${guestAppPath(property.domain)}/`;
    const name = escapeHtml(property.name);
    const head = [
      `<meta name="theme-color" content="${property.color}" />`,
      `<meta name="description" content="${escapeHtml(GUEST_SHELL_TEXT.description(property.name))}" />`,
      `<meta name="apple-mobile-web-app-capable" content="yes" />`,
      `<meta name="apple-mobile-web-app-title" content="${escapeHtml(shortName(property.name))}" />`,
      `<link rel="manifest" href="${base}${GUEST_MANIFEST_FILE}" />`,
      `<link rel="icon" type="image/png" href="${base}${guestIconFile(192)}" />`,
      `<link rel="apple-touch-icon" href="${base}${guestIconFile(192)}" />`,
      // The colour from the first frame (a validated #rrggbb): the header's stripe and the active tab.
      `<style>.gs{--gs-primary:${property.color}}</style>`,
    ].join('\n    ');
    const body = html
      .replace(/<title>[^<]*<\/title>/, `<title>${name}</title>`)
      .replace('<!--guest-head-->', head)
      .replace('<!--guest-name-->', name)
      .replace('class="gs-brand" href="./"', `class="gs-brand" href="${base}"`);
    return c.body(body, 200, headers);
  };
  app.get('/:domain', page);
  app.get('/:domain/*', page);
  return app;
}
