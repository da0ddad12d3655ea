/** Without a build the walks stop at once with what to do, not with a timeout. */
import { describe, expect, it } from 'vitest';
import { assertBuilt } from './paths';

describe('assertBuilt', () => {
  it('names what is missing and says to build', () => {
    expect(() => assertBuilt({ serverMain: '/nonexistent/main.js', consoleDist: '/nonexistent/dist' })).toThrow(
      'The built product is missing (server/dist/main.js, console/dist/index.html): run npm run build first.',
    );
  });
});
