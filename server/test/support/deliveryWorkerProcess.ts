/**
 * A delivery worker in its own process, for the kill -9 test (server/test/delivery.test.ts) — the server's own
 * worker (services/delivery) over DATABASE_URL or the file-backed PGlite in DATA_DIR, sending to EXPO_PUSH_URL.
 * LEASE_MS shortens the lease so a second worker takes over a killed one's messages quickly.
 * Prints 'ready' once running; SIGTERM stops it after the turn in progress.
 */
import { openDatabase } from '../../src/db/client';
import { loadConfig } from '../../src/config';
import { createLogger } from '../../src/http/logger';
import { loadPushProviders, startDeliveryWorker, stopDeliveryWorker } from '../../src/services/delivery';

const config = loadConfig();
const database = await openDatabase(config);
startDeliveryWorker({
  db: database.db,
  // The production JSON logger on standard output, which the test keeps for the run's log scan (watchChildLogs).
  logger: createLogger(),
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
