// Test setup for browser tests (console screens and kit unit tests).
export {};
