/** What `requestConfirmation` asks; every field falls back to the spec's defaults. */
export interface ConfirmationRequest {
  /** @default MSG.confirmationRequired ('Confirmation Required') */
  title?: string;
  /** The server's message. @default MSG.confirmDefault ('Confirm?') */
  message?: string;
  /** The server's button text. @default MSG.confirmButton ('Confirm') */
  confirmLabel?: string;
  /** Text of the button that declines, when 'Cancel' would be ambiguous (cancelling a booking). @default 'Cancel' */
  cancelLabel?: string;
  /** @default 'primary' */
  tone?: 'primary' | 'danger';
}

export interface PendingConfirmation extends ConfirmationRequest {
  id: number;
  resolve: (confirmed: boolean) => void;
}

// Module-level so code outside React (RTK Query middleware retrying a CONFIRMATION_REQUIRED
// call) can ask; the mounted ConfirmationHost answers one request at a time, in order.
let queue: PendingConfirmation[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

/** Asks the user; resolves true on Confirm, false on Cancel/Escape. Needs a mounted ConfirmationHost. */
export function requestConfirmation(request: ConfirmationRequest = {}): Promise<boolean> {
  return new Promise((resolve) => {
    queue = [...queue, { ...request, id: nextId++, resolve }];
    emit();
  });
}

/**
 * Declines every question still waiting (each resolves false, as Cancel would) and empties the queue: on logout, or
 * between tests, so a question a story left open does not show in the next story's frame (an App Editor conflict's
 * 'Overwrite?' left open blocked the next file's screens in one shared test frame).
 */
export function clearConfirmations(): void {
  const pending = queue;
  queue = [];
  for (const request of pending) request.resolve(false);
  if (pending.length) emit();
}

export const confirmationStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  current(): PendingConfirmation | undefined {
    return queue[0];
  },
  answer(id: number, confirmed: boolean) {
    const request = queue.find((item) => item.id === id);
    if (!request) return;
    queue = queue.filter((item) => item.id !== id);
    request.resolve(confirmed);
    emit();
  },
};
