/**
 * A delivery worker in its own process, for the kill -9 test (server/test/delivery.test.ts) — the server's own
 * worker (services/delivery) over DATABASE_URL or the file-backed PGlite in DATA_DIR, sending to EXPO_PUSH_URL.
 * LEASE_MS shortens the lease so a second worker takes over a killed one's messages quickly.
 * Prints 'ready' once running; SIGTERM stops it after the turn in progress.
 */
import { openDatabase } from '../../src/db/client';
import { loadConfig } from '../../src/config';
import { loadPushProviders, startDeliveryWorker, stopDeliveryWorker } from '../../src/services/delivery';

const config = loadConfig();
const database = await openDatabase(config);
startDeliveryWorker({
  db: database.db,
  logger: { info: () => {}, error: (message, extra) => console.error(message, extra) },
  providers: loadPushProviders(config),
  leaseMs: Number(process.env.LEASE_MS) || undefined,
  pollMs: 50,
});
console.log('ready');
process.once('SIGTERM', () => {
  void stopDeliveryWorker()
    .then(() => database.close())
    .then(() => process.exit(0));
});
