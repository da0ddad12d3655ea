import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import type { Plugin } from 'vite';
import { tsImport } from 'tsx/esm/api';
import { stripCssCommentsPlugin } from '../scripts/stripCssComments';

const dirname = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

/** In development, /login is login.html and /tv/<token> is tv.html, as the server serves them in production (ADR 0012, issue 20). */
const loginPage = (): Plugin => ({
  name: 'atoll-login-page',
  configureServer(server) {
    server.middlewares.use((req, _res, next) => {
      if (req.url === '/login' || req.url?.startsWith('/login?')) req.url = req.url.replace('/login', '/login.html');
      else if (req.url?.startsWith('/tv/')) req.url = '/tv.html';
      else if (req.url?.startsWith('/p/')) req.url = '/guest.html';
      next();
    });
  },
});

/**
 * A page's service worker at its fixed, unhashed URL: the TV page's (console/src/tv/sw.ts, TV_SERVICE_WORKER_PATH)
 * and the guest app's (console/src/guest/app/sw.ts, GUEST_SERVICE_WORKER_PATH). The browser looks for a new
 * worker at that URL on every visit. Bundled on its own into one classic script, so nothing it shares with the
 * page becomes a chunk a worker cannot load; with a hidden source map like the page's files, and counted in the
 * page's budget (scripts/check-bundle-budget.mjs).
 */
const SERVICE_WORKERS: Record<string, { source: string; path: () => Promise<string> }> = {
  tv: {
    source: 'src/tv/sw.ts',
    path: async () => ((await tsImport(path.join(dirname, '../contract/src/tvsScreen.ts'), import.meta.url)) as typeof import('../contract/src/tvsScreen')).TV_SERVICE_WORKER_PATH,
  },
  guest: {
    source: 'src/guest/app/sw.ts',
    path: async () => ((await tsImport(path.join(dirname, '../contract/src/guestWebApp.ts'), import.meta.url)) as typeof import('../contract/src/guestWebApp')).GUEST_SERVICE_WORKER_PATH,
  },
};
const pageServiceWorker = (mode: string): Plugin => ({
  name: 'atoll-page-service-worker',
  apply: 'build',
  async generateBundle() {
    const worker = SERVICE_WORKERS[mode];
    if (!worker) return;
    // Vite's own Rolldown, so the worker is built by the same bundler as the page.
    const rolldownEntry = createRequire(require.resolve('vite/package.json')).resolve('rolldown');
    const { rolldown } = (await import(pathToFileURL(rolldownEntry).href)) as typeof import('rolldown');
    const bundle = await rolldown({ input: path.join(dirname, worker.source), platform: 'browser', logLevel: 'warn' });
    try {
      const { output } = await bundle.generate({ format: 'iife', minify: true, sourcemap: 'hidden' });
      const [chunk] = output;
      const fileName = (await worker.path()).replace(/^\//, '');
      this.emitFile({ type: 'asset', fileName, source: chunk.code });
      if (chunk.map) this.emitFile({ type: 'asset', fileName: `${fileName}.map`, source: chunk.map.toString() });
    } finally {
      await bundle.close();
    }
  },
});

/**
 * The app's index.html paints the logged-in frame and the page's title before any JavaScript
 * arrives (ui-kit/src/theme/bootShell.ts): the routes' titles are written into it from the route table.
 * Both it and login.html get the page's colours in the person's scheme and the small head script that
 * picks it (ADR 0036), so neither flashes white for a dark user; login.html gets no frame.
 */
/** The first paint's CSS, markup and script, loaded through tsx (the config itself cannot import the workspace's TypeScript packages). */
async function loadBootShell(): Promise<{ css: string; pageCss: string; markup: string; script: string; schemeScript: string }> {
  const load = <T,>(file: string): Promise<T> => tsImport(path.join(dirname, file), import.meta.url) as Promise<T>;
  const { bootShellCss, bootShellMarkup, bootShellScript, colorSchemeScript, pageCss } = await load<typeof import('../ui-kit/src/theme/bootShell')>('../ui-kit/src/theme/bootShell.ts');
  const { ROUTES } = await load<typeof import('./src/app/routes')>('src/app/routes.tsx');
  const { PATHS } = await load<typeof import('./src/app/paths')>('src/app/paths.ts');
  const { SESSION_STORAGE_KEY, COLOR_SCHEME_STORAGE_KEY } = await load<typeof import('./src/app/sessionStorage')>('src/app/sessionStorage.ts');
  const titles = Object.fromEntries(ROUTES.filter((route) => route.access === 'session').map((route) => [route.path, route.heading ?? route.title]));
  return {
    css: bootShellCss(),
    pageCss: pageCss(),
    markup: bootShellMarkup(),
    script: bootShellScript({ titles, homePath: PATHS.home }, SESSION_STORAGE_KEY),
    schemeScript: colorSchemeScript(COLOR_SCHEME_STORAGE_KEY),
  };
}

const bootShell = (): Plugin => {
  // Worked out once per process: the dev server transforms index.html on every page load.
  let parts: ReturnType<typeof loadBootShell> | undefined;
  return {
    name: 'atoll-boot-shell',
    transformIndexHtml: {
      order: 'pre',
      async handler(html, { filename }) {
        const page = path.basename(filename);
        if (page !== 'index.html' && page !== 'login.html') return html;
        const { css, pageCss, markup, script, schemeScript } = await (parts ??= loadBootShell());
        // Both pages paint in the person's colour scheme from the first frame (ADR 0036).
        const head = `  <style>${page === 'index.html' ? css : pageCss}</style>\n    <script>${schemeScript}</script>\n  </head>`;
        if (page === 'login.html') return html.replace('</head>', head);
        return html
          .replace('</head>', head)
          .replace('<div id="root"></div>', `${markup}\n    <script>${script}</script>\n    <div id="root"></div>`);
      },
    },
  };
};

/**
 * The app's scripts must not hold up that first paint: fetched at low priority (there is nothing else
 * to fetch, so they arrive as soon as before), the browser paints the static frame first.
 */
const scriptsAfterFirstPaint = (): Plugin => ({
  name: 'atoll-scripts-after-first-paint',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html, { filename }) {
      if (path.basename(filename) !== 'index.html') return html;
      return html.replace(/<(script type="module"|link rel="modulepreload") /g, '<$1 fetchpriority="low" ');
    },
  },
});

/**
 * Two production builds share console/dist (ADR 0012): the app (`vite build`, index.html) and the
 * login page (`vite build --mode login`, login.html). The login page is built on its own so it shares
 * no chunk with the app: a shared chunk carries whatever both entries use, and the login page would
 * load it whole. Each build writes its own manifest; scripts/check-bundle-budget.mjs reads the login one.
 */
const LOGIN_MANIFEST = '.vite/login-manifest.json';
/** The TV display page (issue 20, tv.html): a third build, `vite build --mode tv`, without React; the budget reads its manifest. */
const TV_MANIFEST = '.vite/tv-manifest.json';
/** The guest web app (issue 21, guest.html at /p/{domain}): a fourth, `vite build --mode guest`, without React; its own manifest too. */
const GUEST_MANIFEST = '.vite/guest-manifest.json';
const ENTRIES: Record<string, Record<string, string>> = {
  login: { login: path.join(dirname, 'login.html') },
  tv: { tv: path.join(dirname, 'tv.html') },
  guest: { guest: path.join(dirname, 'guest.html') },
};

/**
 * The languages of React Aria's built-in strings (a close button's name, 'Drop files here'…) that the
 * bundles keep: the console is written in English, and the other 33 languages cost 15-27 KB on each
 * form route (docs/console.md, Performance).
 */
const CONSOLE_LOCALES = ['en-US'];

/**
 * react-router's package exports only its development build (dev-only warnings and checks); its
 * production build sits beside it. Production bundles take that one; dev, tests and stories keep
 * the warnings.
 */
const REACT_ROUTER_PRODUCTION = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/production/index.mjs');

/**
 * The React Aria modules of every logged-in page's frame (buttons', links' and menus' press, hover and focus handling,
 * i18n), as the app's build found them (issue 23, ADR 0059): one chunk. Left to itself the bundler cuts them into a dozen
 * small chunks, one per set of screens sharing a module, more with each part a screen loads on first use, each file
 * compressed on its own: about 2 KB more on every route. A module missing here only lands in another chunk.
 */
const FRAME_INTERACTIONS = new Set([
  '@internationalized/number/dist/private/NumberFormatter.mjs',
  '@internationalized/string/dist/private/LocalizedStringDictionary.mjs',
  '@internationalized/string/dist/private/LocalizedStringFormatter.mjs',
  'react-aria-components/dist/private/Button.mjs',
  'react-aria-components/dist/private/Label.mjs',
  'react-aria-components/dist/private/Link.mjs',
  'react-aria-components/dist/private/ProgressBar.mjs',
  'react-aria-components/dist/private/utils.mjs',
  'react-aria/dist/private/button/useButton.mjs',
  'react-aria/dist/private/collections/Hidden.mjs',
  'react-aria/dist/private/focus/useFocusRing.mjs',
  'react-aria/dist/private/i18n/I18nProvider.mjs',
  'react-aria/dist/private/i18n/useDefaultLocale.mjs',
  'react-aria/dist/private/i18n/useLocalizedStringFormatter.mjs',
  'react-aria/dist/private/i18n/useNumberFormatter.mjs',
  'react-aria/dist/private/i18n/utils.mjs',
  'react-aria/dist/private/interactions/PressResponder.mjs',
  'react-aria/dist/private/interactions/context.mjs',
  'react-aria/dist/private/interactions/createEventHandler.mjs',
  'react-aria/dist/private/interactions/createKeyboardShortcutHandler.mjs',
  'react-aria/dist/private/interactions/focusSafely.mjs',
  'react-aria/dist/private/interactions/textSelection.mjs',
  'react-aria/dist/private/interactions/useContextMenu.mjs',
  'react-aria/dist/private/interactions/useFocus.mjs',
  'react-aria/dist/private/interactions/useFocusVisible.mjs',
  'react-aria/dist/private/interactions/useFocusWithin.mjs',
  'react-aria/dist/private/interactions/useFocusable.mjs',
  'react-aria/dist/private/interactions/useHover.mjs',
  'react-aria/dist/private/interactions/useKeyboard.mjs',
  'react-aria/dist/private/interactions/useLongPress.mjs',
  'react-aria/dist/private/interactions/usePress.mjs',
  'react-aria/dist/private/interactions/utils.mjs',
  'react-aria/dist/private/intl/menu/en-US.mjs',
  'react-aria/dist/private/label/useLabel.mjs',
  'react-aria/dist/private/link/useLink.mjs',
  'react-aria/dist/private/live-announcer/LiveAnnouncer.mjs',
  'react-aria/dist/private/menu/intlStrings.mjs',
  'react-aria/dist/private/menu/useMenuTrigger.mjs',
  'react-aria/dist/private/overlays/useCloseOnScroll.mjs',
  'react-aria/dist/private/overlays/useOverlayTrigger.mjs',
  'react-aria/dist/private/progress/useProgressBar.mjs',
  'react-aria/dist/private/ssr/SSRProvider.mjs',
  'react-aria/dist/private/utils/chain.mjs',
  'react-aria/dist/private/utils/domHelpers.mjs',
  'react-aria/dist/private/utils/filterDOMProps.mjs',
  'react-aria/dist/private/utils/focusWithoutScrolling.mjs',
  'react-aria/dist/private/utils/getMetaValue.mjs',
  'react-aria/dist/private/utils/getNonce.mjs',
  'react-aria/dist/private/utils/isElementVisible.mjs',
  'react-aria/dist/private/utils/isFocusable.mjs',
  'react-aria/dist/private/utils/isVirtualEvent.mjs',
  'react-aria/dist/private/utils/mergeProps.mjs',
  'react-aria/dist/private/utils/mergeRefs.mjs',
  'react-aria/dist/private/utils/openLink.mjs',
  'react-aria/dist/private/utils/platform.mjs',
  'react-aria/dist/private/utils/runAfterTransition.mjs',
  'react-aria/dist/private/utils/shadowdom/DOMFunctions.mjs',
  'react-aria/dist/private/utils/useDescription.mjs',
  'react-aria/dist/private/utils/useEffectEvent.mjs',
  'react-aria/dist/private/utils/useGlobalListeners.mjs',
  'react-aria/dist/private/utils/useId.mjs',
  'react-aria/dist/private/utils/useLabels.mjs',
  'react-aria/dist/private/utils/useLayoutEffect.mjs',
  'react-aria/dist/private/utils/useObjectRef.mjs',
  'react-aria/dist/private/utils/useSyncRef.mjs',
  'react-aria/dist/private/utils/useValueEffect.mjs',
  'react-stately/dist/private/flags/flags.mjs',
  'react-stately/dist/private/menu/useMenuTriggerState.mjs',
  'react-stately/dist/private/overlays/useOverlayTriggerState.mjs',
  'react-stately/dist/private/toast/useToastState.mjs',
  'react-stately/dist/private/utils/number.mjs',
  'react-stately/dist/private/utils/useControlledState.mjs'
]);

export default defineConfig(({ command, mode }) => ({
  root: dirname,
  // The MSW worker script in public/ is for tests and stories; production builds do not ship it.
  publicDir: command === 'serve' ? 'public' : false,
  plugins: [
    stripCssCommentsPlugin(),
    react(),
    loginPage(),
    bootShell(),
    scriptsAfterFirstPaint(),
    pageServiceWorker(mode),
    optimizeLocales.vite({ locales: CONSOLE_LOCALES }),
  ],
  resolve: {
    alias: command === 'build' ? [{ find: /^react-router$/, replacement: REACT_ROUTER_PRODUCTION }] : [],
  },
  server: {
    port: 5173,
    // The API runs on its own port in development (npm run dev -w server).
    // The map's tiles come from the server too (GET /map-tiles/{z}/{x}/{y}, ADR 0040).
    proxy: { '/api': 'http://localhost:8080', '/map-tiles': 'http://localhost:8080' },
  },
  build: {
    outDir: path.join(dirname, 'dist'),
    // The app build runs first and starts from an empty dist; the login build adds to it.
    emptyOutDir: !ENTRIES[mode],
    // scripts/check-bundle-budget.mjs reads the login manifest to find what /login loads.
    manifest: mode === 'login' ? LOGIN_MANIFEST : mode === 'tv' ? TV_MANIFEST : mode === 'guest' ? GUEST_MANIFEST : true,
    // The login page's one dynamic import (the captcha after many failed logins, ADR 0032) does not
    // need Vite's preload helper: without it the page's first load is smaller (ADR 0012).
    modulePreload: ENTRIES[mode] ? false : undefined,
    // Maps are written for error reporting and the bundle budget's source check, but the JS does not
    // point at them: the server never serves *.map (docs/server.md, Security notes).
    sourcemap: 'hidden',
    rolldownOptions: {
      input: ENTRIES[mode] ?? { main: path.join(dirname, 'index.html') },
      output: ENTRIES[mode] ? undefined : { codeSplitting: { groups: [{ name: 'interactions', test: (id: string) => FRAME_INTERACTIONS.has(id.replace(/^.*[\\/]node_modules[\\/]/, '').replaceAll('\\', '/')) }] } },
      treeshake: {
        // The workspace packages are side-effect free (styled-components' top-level `styled.x`
        // calls look like side effects to the bundler). Saying so lets a route take only the kit
        // pieces it uses instead of the whole barrel (QR code, tables, captcha…); see /login's budget.
        moduleSideEffects: [{ test: /[\\/](ui-kit|contract)[\\/]src[\\/]/, sideEffects: false }],
      },
    },
  },
}));
