# syntax=docker/dockerfile:1
# Atoll: the console and the server in one image (docs/deploy.md). Build: docker build -t atoll .
# The start command (CMD) is the serve step of `npm start`; server/test/deploy.test.ts runs it as written here.

# --- build: every workspace's dependencies, then `npm run build` (console/dist, server/dist) ---
FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 STORYBOOK_DISABLE_TELEMETRY=1
COPY package.json package-lock.json .npmrc ./
COPY contract/package.json contract/
COPY ui-kit/package.json ui-kit/
COPY mocks/package.json mocks/
COPY console/package.json console/
COPY server/package.json server/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# --- runtime: the server workspace's production dependencies and the built files, as a non-root user ---
FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production PORT=8080
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY contract/package.json contract/
COPY ui-kit/package.json ui-kit/
COPY mocks/package.json mocks/
COPY console/package.json console/
COPY server/package.json server/
RUN npm ci --omit=dev --workspace server --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/server/dist server/dist
COPY --from=build /app/server/drizzle server/drizzle
COPY --from=build /app/console/dist console/dist
COPY scripts/backup.mjs scripts/restore.mjs scripts/
# DATA_DIR (./data = /app/data) holds the embedded database when DATABASE_URL is unset: mount a volume there.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
STOPSIGNAL SIGTERM
CMD ["node", "server/dist/main.js"]
