/**
 * The first paint of a logged-in page, before any JavaScript has loaded: the NavBar's bar with the
 * logo and the page's title where PageHeader puts it, in static HTML and CSS written into the app's
 * index.html at build time (console/vite.config.ts). On a phone on a slow network the app's code takes
 * seconds to arrive; until then staff see the frame and the title of the page they opened instead of
 * a blank page. The app removes it when its own frame mounts (console/src/app/bootShell.ts).
 *
 * The page paints in the person's colour scheme from its first frame (ADR 0036): `colorSchemeScript`, in
 * the head, marks <html data-scheme> from the stored Appearance choice, and `pageCss` paints the body and
 * the frame light, or dark under that mark or (choice 'system', or none) under prefers-color-scheme: dark.
 * login.html gets the same two (console/vite.config.ts), so no page flashes white for a dark user.
 *
 * The CSS comes from the same tokens and breakpoints as NavBar, PageHeader and GlobalStyle, so the
 * hand-over is seamless; e2e/firstPaint.test.ts checks that the title sits exactly where the page's
 * own h1 then appears, at every width.
 *
 * A small inline script (bootShellScript) shows it only when a session is stored and the path is a
 * logged-in route, with that route's title (the company's name on Home). It reads nothing else and
 * never fails the page: any error leaves the shell hidden. The server allows exactly this script by
 * its hash in the Content-Security-Policy (server/src/http/securityHeaders.ts).
 */
import { PRODUCT_NAME } from '@atoll/contract';
import { breakpoints } from './breakpoints';
import { fallbackFontFaces, schemeColors, space, typography, type ColorScheme } from './tokens';

export const BOOT_SHELL_ID = 'atoll-boot';

/** Logged-in routes: path → page title. `homePath` shows the company's name instead (Home's title). */
export interface BootShellRoutes {
  titles: Record<string, string>;
  homePath: string;
}

const NAV_HEIGHT = '56px';
/** The shell's <main> (console/src/app/Shell.tsx). */
const MAIN_MAX_WIDTH = '1200px';

/** The colours the first paint needs, as custom properties of one scheme. */
function schemeVariables(scheme: ColorScheme): string {
  const c = schemeColors[scheme];
  return `color-scheme:${scheme};--atoll-page:${c.surfaceMuted};--atoll-text:${c.textPrimary};--atoll-surface:${c.surface};--atoll-border:${c.border}`;
}

/**
 * The page before the app: html's colour scheme and GlobalStyle's body. Every selector sits in :where()
 * (no specificity), so GlobalStyle's own html and body rules, injected later, always win once the app
 * runs, whatever scheme the person then picks.
 */
export function pageCss(): string {
  const { body } = typography.scale;
  return [
    // Inter's sized stand-in (tokens.ts): the shell's text wraps as the app's will once Inter is in.
    fallbackFontFaces,
    `:where(html){${schemeVariables('light')}}`,
    // 'system' (or nothing stored): the device decides. An explicit 'light' mark wins over it.
    `@media (prefers-color-scheme: dark){:where(html:not([data-scheme=light])){${schemeVariables('dark')}}}`,
    `:where(html[data-scheme=dark]){${schemeVariables('dark')}}`,
    `:where(body){margin:0;background:var(--atoll-page);color:var(--atoll-text);font-family:${typography.fontFamily};` +
      `font-size:${body.size};line-height:${typography.lineHeight};letter-spacing:${body.letterSpacing};-webkit-font-smoothing:antialiased}`,
  ].join('\n');
}

/** pageCss and the logged-in frame (index.html). */
export function bootShellCss(): string {
  const { title } = typography.scale;
  const below = (width: number) => `@media (max-width: ${width - 0.02}px)`;
  return [
    pageCss(),
    `#${BOOT_SHELL_ID} nav{box-sizing:border-box;display:flex;align-items:center;min-height:${NAV_HEIGHT};padding:0 ${space.xl};` +
      `background:var(--atoll-surface);border-bottom:1px solid var(--atoll-border)}`,
    `#${BOOT_SHELL_ID} nav span{display:inline-flex;align-items:center;min-height:36px;font-size:${typography.size.lg};font-weight:${typography.weight.bold}}`,
    `#${BOOT_SHELL_ID} div{box-sizing:border-box;max-width:${MAIN_MAX_WIDTH};margin:0 auto;padding:${space.xl}}`,
    `#${BOOT_SHELL_ID} h1{margin:0;min-height:${title.lineHeight};font-size:${title.size};font-weight:${title.weight};line-height:${title.lineHeight};` +
      `letter-spacing:${title.letterSpacing};overflow-wrap:break-word;text-wrap:balance}`,
    `${below(breakpoints.tablet)}{#${BOOT_SHELL_ID} nav{padding:0 ${space.lg}}}`,
    `${below(breakpoints.phone)}{#${BOOT_SHELL_ID} div{padding:${space.lg}}}`,
  ].join('\n');
}

/**
 * The head's script: an explicit Appearance choice ('light' or 'dark', stored under `preferenceKey` by
 * the console's colorScheme.ts) marks <html data-scheme> before the body paints; 'system' leaves it to
 * the media query. Any error (storage disabled) leaves the device's setting in charge.
 */
export function colorSchemeScript(preferenceKey: string): string {
  return `(function(){try{var p=localStorage.getItem(${JSON.stringify(preferenceKey)});` +
    `if(p==='light'||p==='dark')document.documentElement.setAttribute('data-scheme',p);}catch(e){}})();`;
}

/** Hidden until the script decides; aria-hidden because the app's own frame is what assistive tech reads. */
export function bootShellMarkup(): string {
  return `<div id="${BOOT_SHELL_ID}" hidden aria-hidden="true"><nav><span>${PRODUCT_NAME}</span></nav><div><h1></h1></div></div>`;
}

/**
 * The inline script: `sessionKey` is the localStorage key of the stored session (console's
 * sessionStorage.ts), whose shape it checks as loadStoredSession does.
 */
export function bootShellScript(routes: BootShellRoutes, sessionKey: string): string {
  return `(function(){try{var s=JSON.parse(localStorage.getItem(${JSON.stringify(sessionKey)})||'null');` +
    `if(!s||typeof s.token!=='string'||!s.user||!s.company)return;` +
    `var p=location.pathname.replace(/\\/+$/,'')||'/';var t=${JSON.stringify(routes.titles)};` +
    `var title=p===${JSON.stringify(routes.homePath)}?s.company.name:t[p];if(typeof title!=='string')return;` +
    `var b=document.getElementById(${JSON.stringify(BOOT_SHELL_ID)});b.querySelector('h1').textContent=title;b.hidden=false;}catch(e){}})();`;
}
