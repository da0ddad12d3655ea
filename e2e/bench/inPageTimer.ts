/**
 * Measures inside the page, from the person's last input (pointerdown or
 * keydown) to the first DOM state where a condition holds, plus one animation
 * frame so the new rows have been painted. Playwright's own latency is not
 * in the figure.
 */
import type { Page } from 'playwright';

/** Runs in the page: true once the table shows what the action asked for. */
export type PageCondition = (args: { table: HTMLElement; initialFirstRow: string; expected: string | number }) => boolean;

interface BenchWindow {
  __bench?: { start: number; done: number; error?: string };
}

export async function timeUntil(
  page: Page,
  tableSelector: string,
  condition: PageCondition,
  expected: string | number,
  act: () => Promise<void>,
): Promise<number> {
  await page.evaluate(
    ({ selector, conditionSource, expected }) => {
      const w = window as unknown as BenchWindow;
      const state = { start: 0, done: 0 } as NonNullable<BenchWindow['__bench']>;
      w.__bench = state;
      const table = document.querySelector<HTMLElement>(selector);
      if (!table) throw new Error(`No ${selector}`);
      const firstRow = () => table.querySelector('tbody tr, [role="row"]:not(:has([role="columnheader"]))')?.textContent ?? '';
      const initialFirstRow = firstRow();
      const test = new Function(`return (${conditionSource})`)() as PageCondition;
      const markStart = () => {
        state.start = performance.now();
      };
      document.addEventListener('pointerdown', markStart, { capture: true });
      document.addEventListener('keydown', markStart, { capture: true });
      const observer = new MutationObserver(() => {
        if (state.done || !state.start) return;
        try {
          if (!test({ table, initialFirstRow, expected })) return;
        } catch (error) {
          state.error = String(error);
          return;
        }
        const reached = performance.now();
        observer.disconnect();
        document.removeEventListener('pointerdown', markStart, { capture: true });
        document.removeEventListener('keydown', markStart, { capture: true });
        requestAnimationFrame(() => {
          state.done = Math.max(reached, performance.now());
        });
      });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
    },
    { selector: tableSelector, conditionSource: condition.toString(), expected },
  );
  await act();
  await page.waitForFunction(() => Boolean((window as unknown as BenchWindow).__bench?.done), undefined, { timeout: 30_000 });
  const { start, done, error } = await page.evaluate(() => (window as unknown as BenchWindow).__bench!);
  if (error) throw new Error(`The condition failed in the page: ${error}`);
  return done - start;
}

/** Runs in the page: true once the screen shows the result of the action (it gets `expected`). */
export type ScreenCondition = (expected: string) => boolean;

interface ActionWindow {
  __action?: { start: number; done: number; error?: string };
}

/**
 * Like timeUntil, for a result that is not inside one table known beforehand (a drawer that opens,
 * a tab whose table mounts): from the person's input to the frame after `done(expected)` first holds.
 */
export async function timeAction(page: Page, done: ScreenCondition, expected: string, act: () => Promise<void>): Promise<number> {
  await page.evaluate(
    ({ source, expected }) => {
      const w = window as unknown as ActionWindow;
      const state = { start: 0, done: 0 } as NonNullable<ActionWindow['__action']>;
      w.__action = state;
      const test = new Function(`return (${source})`)() as ScreenCondition;
      const markStart = () => {
        if (!state.start) state.start = performance.now();
      };
      document.addEventListener('pointerdown', markStart, { capture: true });
      document.addEventListener('keydown', markStart, { capture: true });
      const check = () => {
        if (state.done || !state.start) return;
        try {
          if (!test(expected)) return;
        } catch (error) {
          state.error = String(error);
          return;
        }
        const reached = performance.now();
        observer.disconnect();
        document.removeEventListener('pointerdown', markStart, { capture: true });
        document.removeEventListener('keydown', markStart, { capture: true });
        requestAnimationFrame(() => {
          state.done = Math.max(reached, performance.now());
        });
      };
      const observer = new MutationObserver(check);
      observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
    },
    { source: done.toString(), expected },
  );
  await act();
  await page.waitForFunction(() => Boolean((window as unknown as ActionWindow).__action?.done), undefined, { timeout: 30_000 });
  const { start, done: end, error } = await page.evaluate(() => (window as unknown as ActionWindow).__action!);
  if (error) throw new Error(`The condition failed in the page: ${error}`);
  return end - start;
}
