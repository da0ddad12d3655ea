/**
 * runEvery (server/src/services/interval.ts), the timer under the bookings sweep, the trackers' history sweep and the
 * editor uploads sweep: one run at a time, a failure logged and the next tick tried, a stop that waits for the run
 * in progress. Fake timers, no database.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runEvery } from '../src/services/interval';

interface Line {
  message: string;
  extra?: Record<string, unknown>;
}
let errors: Line[];
const logger = { info: () => undefined, error: (message: string, extra?: Record<string, unknown>) => errors.push({ message, extra }) };

/** A run that stays under way until its `finish` is called. */
function controlledRun() {
  const pending: { resolve: () => void; reject: (e: unknown) => void }[] = [];
  const run = vi.fn(() => new Promise<void>((resolve, reject) => pending.push({ resolve, reject })));
  return { run, finish: () => pending.shift()!.resolve(), fail: (e: unknown) => pending.shift()!.reject(e) };
}

beforeEach(() => {
  errors = [];
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('runEvery', () => {
  it('runs on each tick, and skips the ticks that come while a run is under way', async () => {
    const { run, finish } = controlledRun();
    const stop = runEvery(100, run, logger, 'Job failed');
    expect(run).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(100);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(300);
    expect(run).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(100);
    expect(run).toHaveBeenCalledTimes(2);
    finish();
    await stop();
  });

  it('logs a failure under its name with the stack, and tries again on the next tick', async () => {
    const { run, fail, finish } = controlledRun();
    const stop = runEvery(50, run, logger, 'Bookings sweep failed');
    await vi.advanceTimersByTimeAsync(50);
    const error = new Error('database gone');
    fail(error);
    await vi.advanceTimersByTimeAsync(0);
    expect(errors).toEqual([{ message: 'Bookings sweep failed', extra: { error: error.stack } }]);
    await vi.advanceTimersByTimeAsync(50);
    expect(run).toHaveBeenCalledTimes(2);
    fail('not an Error');
    await vi.advanceTimersByTimeAsync(0);
    expect(errors[1]).toEqual({ message: 'Bookings sweep failed', extra: { error: 'not an Error' } });
    await vi.advanceTimersByTimeAsync(50);
    expect(run).toHaveBeenCalledTimes(3);
    finish();
    await stop();
  });

  it('logs the message of an Error without a stack', async () => {
    const { run, fail } = controlledRun();
    const stop = runEvery(50, run, logger, 'Job failed');
    await vi.advanceTimersByTimeAsync(50);
    const error = new Error('no stack here');
    error.stack = undefined;
    fail(error);
    await vi.advanceTimersByTimeAsync(0);
    expect(errors).toEqual([{ message: 'Job failed', extra: { error: 'no stack here' } }]);
    await stop();
  });

  it('stop: no tick after it, and it waits for the run in progress', async () => {
    const { run, finish } = controlledRun();
    const stop = runEvery(100, run, logger, 'Job failed');
    await vi.advanceTimersByTimeAsync(100);
    let stopped = false;
    const stopping = stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(500);
    expect(stopped).toBe(false);
    expect(run).toHaveBeenCalledTimes(1);
    finish();
    await stopping;
    expect(stopped).toBe(true);
    await vi.advanceTimersByTimeAsync(500);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('stop when no run is under way ends at once', async () => {
    const { run } = controlledRun();
    const stop = runEvery(100, run, logger, 'Job failed');
    await stop();
    await vi.advanceTimersByTimeAsync(1000);
    expect(run).not.toHaveBeenCalled();
  });
});
