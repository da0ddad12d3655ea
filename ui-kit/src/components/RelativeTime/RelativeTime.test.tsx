import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { RELATIVE_TIME_REFRESH_MS } from '@atoll/contract';
import { AtollThemeProvider } from '../../theme';
import { RelativeTime } from './RelativeTime';
import { formatRelative } from './formatRelative';

const NOW = Date.parse('2026-03-10T12:00:00Z');

describe('formatRelative', () => {
  it.each([
    [NOW - 10_000, 'a few seconds ago'],
    [NOW - 3 * 60_000, '3 minutes ago'],
    [NOW - 50_000, '1 minute ago'],
    [NOW - 2 * 3600_000, '2 hours ago'],
    [NOW - 26 * 3600_000, '1 day ago'],
    [NOW + 5 * 60_000, 'in 5 minutes'],
  ])('%s reads %s', (at, text) => {
    expect(formatRelative(new Date(at), NOW)).toBe(text);
  });
});

describe('RelativeTime', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the exact moment in dateTime and refreshes every 20 seconds', async () => {
    const screen = await render(
      <AtollThemeProvider>
        <RelativeTime date="2026-03-10T11:59:30Z" />
      </AtollThemeProvider>,
    );
    const time = screen.container.querySelector('time') as HTMLTimeElement;
    expect(time.dateTime).toBe('2026-03-10T11:59:30.000Z');
    await expect.element(screen.getByText('a few seconds ago')).toBeVisible();
    // Not before the refresh interval...
    vi.advanceTimersByTime(RELATIVE_TIME_REFRESH_MS - 1);
    await expect.element(screen.getByText('a few seconds ago')).toBeVisible();
    // ...but on it.
    vi.advanceTimersByTime(1);
    await expect.element(screen.getByText('1 minute ago')).toBeVisible();
    vi.advanceTimersByTime(RELATIVE_TIME_REFRESH_MS * 6);
    await expect.element(screen.getByText('3 minutes ago')).toBeVisible();
  });
});
