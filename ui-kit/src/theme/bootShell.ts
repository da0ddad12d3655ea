/**
 * The first paint of a logged-in page, before any JavaScript has loaded: the NavBar's bar with the
 * logo and the page's title where PageHeader puts it, in static HTML and CSS written into the app's
 * index.html at build time (console/vite.config.ts). On a phone on a slow network the app's code takes
 * seconds to arrive; until then staff see the frame and the title of the page they opened instead of
 * a blank page. The app removes it when its own frame mounts (console/src/app/bootShell.ts).
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
import { baseColors, space, typography } from './tokens';

export const BOOT_SHELL_ID = 'atoll-boot';

/** Logged-in routes: path → page title. `homePath` shows the company's name instead (Home's title). */
export interface BootShellRoutes {
  titles: Record<string, string>;
  homePath: string;
}

const NAV_HEIGHT = '56px';
/** The shell's <main> (console/src/app/Shell.tsx). */
const MAIN_MAX_WIDTH = '1200px';

export function bootShellCss(): string {
  const { title, body } = typography.scale;
  const below = (width: number) => `@media (max-width: ${width - 0.02}px)`;
  return [
    // GlobalStyle's body, before styled-components has injected it.
    `body{margin:0;background:${baseColors.surfaceMuted};color:${baseColors.textPrimary};font-family:${typography.fontFamily};` +
      `font-size:${body.size};line-height:${typography.lineHeight};letter-spacing:${body.letterSpacing};-webkit-font-smoothing:antialiased}`,
    `#${BOOT_SHELL_ID} nav{box-sizing:border-box;display:flex;align-items:center;min-height:${NAV_HEIGHT};padding:0 ${space.xl};` +
      `background:${baseColors.surface};border-bottom:1px solid ${baseColors.border}}`,
    `#${BOOT_SHELL_ID} nav span{display:inline-flex;align-items:center;min-height:36px;font-size:${typography.size.lg};font-weight:${typography.weight.bold}}`,
    `#${BOOT_SHELL_ID} div{box-sizing:border-box;max-width:${MAIN_MAX_WIDTH};margin:0 auto;padding:${space.xl}}`,
    `#${BOOT_SHELL_ID} h1{margin:0;min-height:${title.lineHeight};font-size:${title.size};font-weight:${title.weight};line-height:${title.lineHeight};` +
      `letter-spacing:${title.letterSpacing};overflow-wrap:break-word;text-wrap:balance}`,
    `${below(breakpoints.tablet)}{#${BOOT_SHELL_ID} nav{padding:0 ${space.lg}}}`,
    `${below(breakpoints.phone)}{#${BOOT_SHELL_ID} div{padding:${space.lg}}}`,
  ].join('\n');
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
