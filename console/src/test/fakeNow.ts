/**
 * A time-of-day sweep for the stories and browser tests (imported first by .storybook/preview.tsx and
 * console/src/test/setup.ts): `VITE_FAKE_NOW=2026-11-24T18:50:00Z npx vitest run --project storybook --project browser`
 * runs them as if it were that moment (the clock then moves on from there). The scenario seeds its
 * bookings and slots relative to now, so a story that names a room or a slot can pass at noon and fail late
 * in the evening in the Maldives; docs/testing.md says which moments to try. Unset, nothing changes.
 */
const FAKE_NOW = import.meta.env.VITE_FAKE_NOW as string | undefined;

if (FAKE_NOW) {
  const RealDate = Date;
  const offset = RealDate.parse(FAKE_NOW) - RealDate.now();
  if (Number.isNaN(offset)) throw new Error(`VITE_FAKE_NOW is not a date: ${FAKE_NOW}`);
  class ShiftedDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(RealDate.now() + offset);
      else super(...(args as [string | number | Date]));
    }

    static override now() {
      return RealDate.now() + offset;
    }
  }
  globalThis.Date = ShiftedDate as DateConstructor;
}

export {};
