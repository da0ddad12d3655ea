import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/** In development, /login is login.html, as the server serves it in production (ADR 0012). */
const loginPage = (): Plugin => ({
  name: 'atoll-login-page',
  configureServer(server) {
    server.middlewares.use((req, _res, next) => {
      if (req.url === '/login' || req.url?.startsWith('/login?')) req.url = req.url.replace('/login', '/login.html');
      next();
    });
  },
});

export default defineConfig(({ command }) => ({
  root: dirname,
  // The MSW worker script in public/ is for tests and stories; production builds do not ship it.
  publicDir: command === 'serve' ? 'public' : false,
  plugins: [react(), loginPage()],
  server: {
    port: 5173,
    // The API runs on its own port in development (npm run dev -w server).
    proxy: { '/api': 'http://localhost:8080' },
  },
  build: {
    outDir: path.join(dirname, 'dist'),
    emptyOutDir: true,
    // scripts/check-bundle-budget.mjs reads the manifest to find what /login loads.
    manifest: true,
    sourcemap: true,
    rolldownOptions: {
      input: { main: path.join(dirname, 'index.html'), login: path.join(dirname, 'login.html') },
      treeshake: {
        // The workspace packages are side-effect free (styled-components' top-level `styled.x`
        // calls look like side effects to the bundler). Saying so lets a route take only the kit
        // pieces it uses instead of the whole barrel (QR code, tables, captcha…); see /login's budget.
        moduleSideEffects: [{ test: /[\\/](ui-kit|contract)[\\/]src[\\/]/, sideEffects: false }],
      },
    },
  },
}));
