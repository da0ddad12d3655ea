/**
 * One Atoll server process for server/test/instances.test.ts: the real start() of server/src/main.ts (migrations,
 * the cluster channel, the sweepers, the delivery worker, HTTP) from the environment (DATABASE_URL, EXPO_PUSH_URL,
 * ALTCHA_COST…), on a free port, with the sweeps every SWEEP_MS milliseconds. Prints 'ready <port>' once listening.
 */
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../../src/config';
import { start } from '../../src/main';

const sweep = Number(process.env.SWEEP_MS) || undefined;
const { server } = await start({ ...loadConfig(), port: 0 }, { sweepIntervalMs: { bookings: sweep, positions: sweep, editorUploads: sweep } });
const announce = () => console.log(`ready ${(server.address() as AddressInfo).port}`);
if (server.listening) announce();
else server.once('listening', announce);
