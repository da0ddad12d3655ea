/**
 * How long a test waits for what it expects to appear (testing-library's findBy and waitFor in the stories,
 * expect.element and expect.poll in the browser tests). One figure for every wait, so no assertion carries its
 * own: a clean-clone CI run on a runner about three times slower than usual took more than 5 s for a drawer whose
 * code loads on first use, and testing-library's default is 1 s. Waiting longer only slows a test that fails.
 */
export const ASYNC_TIMEOUT_MS = 15_000;
