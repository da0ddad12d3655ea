/**
 * @atoll/mocks: MSW handlers of /api/v1 over an in-memory store, named
 * scenarios and error helpers. Nothing here imports msw/node or msw/browser;
 * the browser worker lives in './browser'.
 */
import { resetMockStore, storeCreatedHere } from './store';
import './scenarios';

export { handlers } from './handlers';
export * from './handlers';
export { mockDb, resetMockStore, publicUser, type MockDb, type StoredUser, type StoredSession, type StoredFile, type SentEmail, type ScenarioSeed } from './store';
export { SCENARIOS, BUSY_RESORT, NEW_COMPANY, scenarioTokens, scenarioCredentials, type ScenarioName } from './scenarios';
export { authResponseForToken, createSession } from './session';
export { validationError, serverError, unauthorized, forbidden, confirmationRequired, slow, type MockMethod, type ConfirmationOptions } from './errors';
export { CAPTCHA_CHALLENGE_URL, createCaptchaChallenge, solveCaptcha, verifyCaptcha } from './captcha';
export { RESERVED_DOMAINS } from './companies';
export { apiPath } from './http';
export { openSlotOn, roomFreeAt } from './scenarioQueries';
export { seedBookingHistory, withBookingHistory } from './scenarios/bookingHistory';
export { seedAppVersions, withAppLayout } from './scenarios/content/appVersions';

// Handlers work out of the box: a story that seeds nothing sees Coral Atoll Resort.
if (storeCreatedHere) resetMockStore('busyResort');
