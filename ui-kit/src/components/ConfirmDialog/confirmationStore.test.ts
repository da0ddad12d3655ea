import { describe, expect, it, vi } from 'vitest';
import { clearConfirmations, confirmationStore, requestConfirmation } from './confirmationStore';

describe('confirmationStore', () => {
  it('asks one question at a time, in order', async () => {
    const first = requestConfirmation({ title: 'First' });
    const second = requestConfirmation({ title: 'Second' });
    expect(confirmationStore.current()?.title).toBe('First');
    confirmationStore.answer(confirmationStore.current()!.id, true);
    expect(confirmationStore.current()?.title).toBe('Second');
    confirmationStore.answer(confirmationStore.current()!.id, false);
    await expect(first).resolves.toBe(true);
    await expect(second).resolves.toBe(false);
    expect(confirmationStore.current()).toBeUndefined();
  });

  it('clearConfirmations declines every waiting question, as Cancel would, and tells the host', async () => {
    const listener = vi.fn();
    const unsubscribe = confirmationStore.subscribe(listener);
    const answers = Promise.all([requestConfirmation({ title: 'Overwrite?' }), requestConfirmation()]);
    listener.mockClear();
    clearConfirmations();
    await expect(answers).resolves.toEqual([false, false]);
    expect(confirmationStore.current()).toBeUndefined();
    expect(listener).toHaveBeenCalledTimes(1);
    clearConfirmations();
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});
