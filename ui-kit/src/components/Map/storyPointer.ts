import { userEvent } from 'storybook/test';

/**
 * Pointer steps for the map stories. user-event sends no coordinates by itself, and pigeon-maps (and
 * the markers) work out places from clientX/clientY, so every step here carries them.
 */
export const middleOf = (element: Element) => {
  const box = element.getBoundingClientRect();
  return { clientX: box.left + box.width / 2, clientY: box.top + box.height / 2 };
};

/** A left click at a point of an element, given from its top-left corner (default: its middle). */
export async function clickAt(target: Element, at?: { x: number; y: number }) {
  const box = target.getBoundingClientRect();
  const coords = at ? { clientX: box.left + at.x, clientY: box.top + at.y } : middleOf(target);
  await userEvent.pointer({ keys: '[MouseLeft]', target, coords });
}

/**
 * Press on an element's middle, move by (dx, dy) in `steps` moves, release: a mouse drag. One
 * `pointer` call: each call of user-event's direct API starts with no button pressed.
 */
export async function dragBy(target: Element, dx: number, dy: number, steps = 4) {
  const start = middleOf(target);
  const moves = Array.from({ length: steps }, (_, index) => ({
    target,
    coords: { clientX: start.clientX + (dx * (index + 1)) / steps, clientY: start.clientY + (dy * (index + 1)) / steps },
  }));
  await userEvent.pointer([{ keys: '[MouseLeft>]', target, coords: start }, ...moves, { keys: '[/MouseLeft]', target, coords: moves.at(-1)?.coords ?? start }]);
}
