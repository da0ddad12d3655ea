/**
 * React's development build (its warnings, `act`, StrictMode's checks), without two diagnostics that only a person at
 * DevTools reads, for every browser test and story: the first setup file of the storybook, screens and browser
 * projects (vitest.config.ts), so it runs before React DOM loads. On 14 screens' test files: 122-135 -> 105-112 CPU-s
 * (docs/performance.md, "3 December, stop 46").
 */
import * as React from 'react';

// 1. React DOM's "Components ⚛" performance track: with console.timeStamp at load, every commit writes a
//    performance.measure per rendered component, with a diff of its props.
//    In a frame shared by many files this module runs again for each: only the first, before React DOM has loaded and
//    anything has rendered, may take console.timeStamp away (a render in that moment would call it).
const FIRST = Symbol.for('atoll.reactDevCost');
const frame = globalThis as { [FIRST]?: true };
if (!frame[FIRST]) {
  frame[FIRST] = true;
  const timeStamp = console.timeStamp;
  // @ts-expect-error -- absent while React DOM loads, so it reads "no User Timing".
  console.timeStamp = undefined;
  await import('react-dom/client');
  console.timeStamp = timeStamp;
}

// 2. Owner stacks: every element created captures an Error's stack and a console.createTask (up to 10,000 a
//    second). Held at that limit, elements take React's "unknown owner" instead; warnings still fire.
const internals = (React as unknown as Record<string, { recentlyCreatedOwnerStacks?: number } | undefined>).__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
if (internals && 'recentlyCreatedOwnerStacks' in internals) {
  Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', { configurable: true, get: () => 1e4, set: () => undefined });
}
