// Load benchmark (not part of npm test): starts the built server on 127.0.0.1 with a
// throw-away embedded database, signs a company up, logs in, adds 25 users, then hits
// GET /api/v1/users and GET /api/v1/languages with autocannon for ~5 s each.
// With DATABASE_URL set it uses that PostgreSQL database instead (a new company each run).
// Usage: npm run build -w server && node server/bench/login-and-list.mjs
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const entry = path.join(serverDir, 'dist/main.js');
if (!existsSync(entry)) {
  console.error('server/dist/main.js is missing: run `npm run build -w server` first.');
  process.exit(1);
}
const SECONDS_PER_ENDPOINT = 5;

const freePort = () =>
  new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const domain = `bench-${Date.now().toString(36)}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'atoll-bench-'));
const child = spawn(process.execPath, [entry], {
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, STATIC_DIR: path.join(dataDir, 'no-console'), ALTCHA_COST: '1', SMTP_URL: '' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stop = () => {
  child.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
};
process.on('exit', stop);

async function waitForServer() {
  for (let i = 0; i < 120; i += 1) {
    try {
      if ((await fetch(`${base}/api/v1/auth/captcha`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('The server did not start within 60 s');
}

async function call(method, url, body, token) {
  const res = await fetch(`${base}/api/v1/${url}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(json)}`);
  return json.data;
}

await waitForServer();
const challenge = await (await fetch(`${base}/api/v1/auth/captcha/challenge`)).json();
const solution = await solveChallenge({ challenge, deriveKey });
await call('POST', 'auth/signup', {
  company: { type: 'resort', size: '1-50', country3: 'MDV', name: 'Bench Resort', username: domain },
  user: { name: 'Bench Owner', username: 'owner', password: 'bench-password', email: 'owner@bench.test', mobile: '7770000' },
  captcha: Buffer.from(JSON.stringify({ challenge, solution })).toString('base64'),
});
const { auth_token } = await call('POST', 'auth/login', { company: domain, username: 'owner', password: 'bench-password' });
for (let i = 0; i < 25; i += 1) {
  await call('POST', 'users', { name: `Staff ${i}`, username: `staff-${i}`, designation: 'Front desk', authentication: 'password', password: 'staff-password' }, auth_token.token);
}

const headers = { Authorization: `Bearer ${auth_token.token}`, 'X-Client-Id': 'atoll-bench' };
console.log(`Atoll bench (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}): ${os.cpus().length} CPU(s), ${SECONDS_PER_ENDPOINT} s per endpoint, 10 connections, loopback`);
for (const route of ['/api/v1/users?page=1&limit=10&order_by=name:ASC', '/api/v1/languages']) {
  const result = await autocannon({ url: `${base}${route}`, headers, connections: 10, duration: SECONDS_PER_ENDPOINT });
  console.log(
    `GET ${route.padEnd(48)} ${result.requests.average.toFixed(0).padStart(6)} req/s   median ${result.latency.p50} ms   p99 ${result.latency.p99} ms   non-2xx ${result.non2xx}   errors ${result.errors}`,
  );
}
stop();
process.exit(0);
