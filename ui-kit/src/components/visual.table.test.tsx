import type { ReactNode } from 'react';
import { afterAll, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { AtollThemeProvider, schemeColors, type ColorScheme } from '../theme';
import { Button } from './Button';
import { Card } from './Card';
import { sampleCover } from './Card/sampleCover';
import { CardGrid, CardPage } from './CardGrid';
import { PageHeader } from './PageHeader';
import { CardGridSkeleton, TableSkeleton } from './Skeleton';
import { Table } from './Table';
import { sampleGuestColumns, sampleGuests, type SampleGuest } from './Table/sampleGuests';

/** Desktop, tablet and phone: the widths the console is designed and reviewed at (issue 9). */
const WIDTHS = [1440, 768, 390] as const;

const guests = sampleGuests;
const columns = sampleGuestColumns;
type Guest = SampleGuest;

const facilities = [
  { title: 'Sunset Spa', subtitle: 'Wellness · Open 9:00–21:00', image: sampleCover, tags: [{ text: 'Bookable', color: 'green' as const }] },
  { title: 'Reef Dive Centre', subtitle: 'Activities', image: sampleCover, tags: [{ text: 'Missing: German', color: 'yellow' as const }] },
  { title: 'Lagoon Restaurant', subtitle: 'Dining · Ordering menu', image: sampleCover },
  { title: 'Kids Club', subtitle: 'Family', image: sampleCover, isInactive: true },
];

/** The viewport at `width`, a page frame on the theme, and the shot once fonts and images are ready. */
async function shootPage(name: string, width: number, content: ReactNode, scheme: ColorScheme = 'light') {
  await page.viewport(width, 900);
  const screen = await render(
    <AtollThemeProvider scheme={scheme}>
      {/* No pointer events: wherever an earlier test left the mouse, nothing in the shot is hovered. */}
      <main data-testid="frame" style={{ padding: width < 600 ? 16 : 24, background: schemeColors[scheme].surfaceMuted, pointerEvents: 'none' }}>
        {content}
      </main>
    </AtollThemeProvider>,
  );
  await Promise.all([...screen.container.querySelectorAll('img')].map((img) => img.decode()));
  // The bundled Inter, not the fallback it swaps from, is what the baseline records.
  await document.fonts.load('400 14px Inter');
  await document.fonts.load('600 28px Inter');
  await document.fonts.ready;
  expect(document.fonts.check('400 14px Inter')).toBe(true);
  // Nothing scrolls the page sideways, at any width.
  expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(width);
  // Skeletons shimmer forever: Playwright holds infinite animations at their start for the shot.
  await expect.element(screen.getByTestId('frame')).toMatchScreenshot(name, { screenshotOptions: { animations: 'disabled' } });
  return screen;
}

afterAll(async () => {
  await page.viewport(1280, 800);
});

/** The Guests table screen: its header and the table, as a light and a dark baseline show it. */
const guestsTable = () => (
  <>
    <PageHeader title="Guests" count="4 guests" actions={<Button>Add Guest</Button>} />
    <Table<Guest> aria-label="Guests" columns={columns} rows={guests} defaultOrderBy="name:ASC" pagination={{ type: 'local' }} />
  </>
);

/** The Facilities card grid with its header; one column on a phone, where three cards fill the 900 px tall viewport. */
const facilitiesGrid = (width: number) => {
  const shown = facilities.slice(0, width < 600 ? 3 : 4);
  // As the card screens lay it out: the header in the grid's column, so the Add button ends where the cards do.
  return (
    <CardPage>
      <PageHeader title="Facilities" count={`${shown.length} facilities`} actions={<Button>Add Facility</Button>} />
      <CardGrid aria-label="Facilities">
        {shown.map((facility) => (
          <Card key={facility.title} {...facility} onPress={() => undefined} />
        ))}
      </CardGrid>
    </CardPage>
  );
};

describe('table screen visual baselines', () => {
  for (const width of WIDTHS) {
    it(`a table with its page header at ${width} px`, async () => {
      const screen = await shootPage(`table-${width}`, width, guestsTable());
      // Six columns fit a desktop; on a tablet and a phone each row is a card: nothing scrolls, not even the frame.
      const frame = (screen.getByRole('grid', { name: 'Guests' }).element() as HTMLElement).parentElement as HTMLElement;
      expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
      const sortBy = screen.getByRole('combobox', { name: 'Sort by' }).query();
      expect(Boolean(sortBy)).toBe(width < 900);
    });
  }

  for (const width of WIDTHS) {
    it(`a table with its page header at ${width} px, dark`, async () => {
      await shootPage(`table-dark-${width}`, width, guestsTable(), 'dark');
    });
  }

  it('the table loading skeleton at 390 px', async () => {
    await shootPage(
      'table-skeleton-390',
      390,
      <>
        <PageHeader title="Guests" actions={<Button>Add Guest</Button>} />
        <TableSkeleton label="Loading guests" rows={4} columns={3} />
      </>,
    );
  });
});

describe('card grid visual baselines', () => {
  for (const width of WIDTHS) {
    it(`a card grid with its page header at ${width} px`, async () => {
      await shootPage(`card-grid-${width}`, width, facilitiesGrid(width));
    });
  }

  for (const width of WIDTHS) {
    it(`a card grid with its page header at ${width} px, dark`, async () => {
      await shootPage(`card-grid-dark-${width}`, width, facilitiesGrid(width), 'dark');
    });
  }

  it('the card grid loading skeleton at 768 px', async () => {
    await shootPage('card-grid-skeleton-768', 768, <CardGridSkeleton label="Loading facilities" count={3} />);
  });
});
