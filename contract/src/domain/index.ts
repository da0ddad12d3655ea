/**
 * Business rules as pure functions, called by the server and by the mocks alike
 * (one rule, one place). Imported as `@atoll/contract/domain` so the console's
 * bundles never carry them; nothing here touches a database, a request or a store.
 */
export {};
