/**
 * The e2e run's registry of secrets (the rules and recorders: scripts/secretRegistry.ts): every password, token
 * and cookie the harness handles while the walks run (what it sends to the product and what the product
 * answers, in Node's fetch and in every browser context, and the tokens in the e-mails the SMTP sink receives).
 * Each test file runs in its own worker, so each worker appends what it sees to `secrets-<pid>.jsonl` in the
 * run's directory (globalSetup.ts makes it and names it in ATOLL_E2E_RUN_DIR); at the end of the run
 * globalSetup.ts scans every server log of the run for them (scripts/logScan.ts). Outside a vitest e2e run
 * (scripts that borrow the harness) nothing is recorded.
 */
import { secretRegistry } from '../../scripts/secretRegistry';

export { SECRETS_FILE_PREFIX } from '../../scripts/secretRegistry';

export const RUN_DIR_ENV = 'ATOLL_E2E_RUN_DIR';

/** The run's directory (server logs, recorded secrets), when an e2e run is under way. */
export const runDir = (): string | undefined => process.env[RUN_DIR_ENV] || undefined;

export const { recordSecret, recordLinkTokens, recordSecretsIn, recordSecretsInHeaders, recordSecretsInBody, watchFetch } = secretRegistry(runDir);
