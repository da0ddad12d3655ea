/** For the domain's tests: the RuleError `fn` throws (any other error is rethrown; none fails the test). */
import { RuleError } from './rules';

export function broken(fn: () => unknown): RuleError {
  try {
    fn();
  } catch (error) {
    if (error instanceof RuleError) return error;
    throw error;
  }
  throw new Error('no rule was broken');
}
