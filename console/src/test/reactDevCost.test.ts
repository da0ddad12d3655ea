/**
 * The harness's React trims (reactDevCost.ts) still take hold: a React upgrade that renamed what they touch would
 * leave the browser projects some 15 % slower with nothing failing.
 */
import * as React from 'react';
import { expect, it } from 'vitest';

it('holds owner stacks at their limit and gives console.timeStamp back', () => {
  const internals = (React as unknown as Record<string, { recentlyCreatedOwnerStacks: number }>).__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE!;
  internals.recentlyCreatedOwnerStacks = 0;
  expect(internals.recentlyCreatedOwnerStacks).toBe(1e4);
  expect(typeof console.timeStamp).toBe('function');
});
