/**
 * Business rules as pure functions, called by the server and by the mocks alike
 * (one rule, one place). Imported as `@atoll/contract/domain` so the console's
 * bundles never carry them; nothing here touches a database, a request or a store.
 * A broken rule throws a RuleError (rules.ts), which each backend answers with
 * `ruleErrorBody`.
 */
export * from './rules';
export * from './richText';
export * from './ordering';
export * from './references';
export * from './facilities';
export * from './related';
export * from './information';
export * from './rooms';
export * from './taskTypes';
export * from './loginThrottle';
export * from './passwordReset';
export * from './bookings';
export * from './guests';
export * from './timeZone';
export * from './signup';
export * from './paging';
export * from './bookingList';
export * from './slots';
export * from './bookingTypes';
export * from './bookingViews';
export * from './bookingChanges';
export * from './home';
export * from './analytics';
export * from './delivery';
export * from './campaigns';
export * from './tvs';
export * from './tracking';
export * from './appVersions';
export * from './todayEvents';
export * from './guestApp';
export * from './guestBookings';
export * from './guestSession';
