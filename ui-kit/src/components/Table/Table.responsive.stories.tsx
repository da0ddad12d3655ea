/**
 * The same Table at a desk, a tablet and a phone (issue 18): below `cardBelow` (its own width, 900 px by
 * default) every row is a card whose title, status and main action are on screen without sideways scrolling.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MSG } from '@atoll/contract';
import { expectDarkPage, inDark } from '../../foundations/darkStories';
import { Table } from './Table';
import { sampleRequestColumns, sampleRequests, type SampleRequest } from './sampleRequests';
import { storyViewport } from '../../test-utils';

const confirm = fn();
const columns = sampleRequestColumns(confirm);

const meta = {
  title: 'Kit/Table responsive',
  component: Table<SampleRequest>,
  tags: ['autodocs'],
  args: { 'aria-label': 'New requests', columns, rows: sampleRequests, pagination: false, onRowAction: fn(), onOrderByChange: fn() },
  beforeEach: () => confirm.mockClear(),
} satisfies Meta<typeof Table<SampleRequest>>;
export default meta;
type Story = StoryObj<typeof meta>;

const bodyRows = (grid: HTMLElement) => within(grid).getAllByRole('row').slice(1);

/** What the card layout draws before a detail's value: its column's header (nothing in the table layout). */
const labelBefore = (row: HTMLElement, value: string) => getComputedStyle(within(row).getByText(value).closest('td') as Element, '::before').content;

/** Inside the window's width: nothing to scroll sideways to reach it. */
async function expectOnScreen(element: Element) {
  const box = element.getBoundingClientRect();
  await expect(box.left).toBeGreaterThanOrEqual(0);
  await expect(box.right).toBeLessThanOrEqual(document.documentElement.clientWidth);
}

async function expectNoSidewaysScroll() {
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
}

/** Each row's status and, for a New request, its Confirm are on screen. */
async function expectStatusAndActionOnScreen(grid: HTMLElement) {
  for (const request of sampleRequests) {
    const row = bodyRows(grid).find((r) => r.textContent?.includes(`#${request.number} ·`)) as HTMLElement;
    await expectOnScreen(within(row).getByText(request.status));
    if (request.status === 'New') await expectOnScreen(within(row).getByRole('button', { name: `Confirm #${request.number}` }));
  }
}

/** 1440 px: a table with its headers; the card layout's Sort by and labels are not drawn. */
export const Desk: Story = {
  ...storyViewport('desk', 1440),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('grid', { name: 'New requests' });
    await expect(within(grid).getByRole('columnheader', { name: 'Status' })).toBeVisible();
    await expect(canvas.queryByRole('combobox', { name: 'Sort by' })).toBeNull();
    await expect(within(grid).getByRole('rowheader', { name: '#3 · 24-Nov-26 · 19:00' })).toBeVisible();
    // The detail labels are the card's; a table row shows each value once.
    await expect(labelBefore(bodyRows(grid)[0], 'Private Beach Dinner (Lagoon Restaurant)')).not.toContain('Attached');
    await expectStatusAndActionOnScreen(grid);
    await expectNoSidewaysScroll();
  },
};

/** 768 px: cards, two details to a line; the headers leave the picture and Sort by takes their place. */
export const Tablet: Story = {
  ...storyViewport('tablet', 768),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('grid', { name: 'New requests' });
    await expect(canvas.getByRole('combobox', { name: 'Sort by' })).toBeVisible();
    // Still a grid with its column headers for a screen reader, only not drawn.
    await expect(within(grid).getByRole('columnheader', { name: 'Status' })).toHaveAttribute('aria-sort', 'none');
    const headerRow = within(grid).getAllByRole('row')[0];
    await expect(headerRow.parentElement?.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    const first = bodyRows(grid)[0];
    await expect(labelBefore(first, 'Private Beach Dinner (Lagoon Restaurant)')).toContain('Attached');
    // Drawn, not written: the cell's text (and what a screen reader reads) is the value alone.
    await expect(within(first).queryByText('Attached')).toBeNull();
    // Two details to a line: Attached and Room / Pax side by side.
    const attached = within(first).getByText('Private Beach Dinner (Lagoon Restaurant)').getBoundingClientRect();
    const room = within(first).getByText('101 · 2 pax').getBoundingClientRect();
    await expect(Math.abs(attached.top - room.top)).toBeLessThan(4);
    await expectStatusAndActionOnScreen(grid);
    await expectNoSidewaysScroll();
  },
};

/** 390 px: one card per row; Confirm works from the card without opening the row, and the card opens it. */
export const Phone: Story = {
  ...storyViewport('phone', 390),
  play: async ({ canvasElement, args }) => {
    const grid = within(canvasElement).getByRole('grid', { name: 'New requests' });
    await expectStatusAndActionOnScreen(grid);
    await expectNoSidewaysScroll();
    const first = bodyRows(grid)[0];
    // The title and the status share the card's top line.
    const title = within(first).getByRole('rowheader').getBoundingClientRect();
    const status = within(first).getByText('New').getBoundingClientRect();
    await expect(status.top).toBeLessThan(title.bottom);
    await userEvent.click(within(first).getByRole('button', { name: 'Confirm #3' }));
    await expect(confirm).toHaveBeenCalledWith(sampleRequests[0]);
    await expect(args.onRowAction).not.toHaveBeenCalled();
    await userEvent.click(within(bodyRows(grid)[1]).getByText('Sunset Cruise (Reef Dive Centre)'));
    await expect(args.onRowAction).toHaveBeenLastCalledWith(sampleRequests[1]);
  },
};

/** Keyboard on the cards: arrows move between them, Enter opens one, arrow right reaches Confirm. */
export const PhoneKeyboard: Story = {
  ...storyViewport('phone', 390),
  play: async ({ canvasElement, args }) => {
    const grid = within(canvasElement).getByRole('grid', { name: 'New requests' });
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'Sort by' }));
    await userEvent.tab();
    await expect(bodyRows(grid)[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(args.onRowAction).toHaveBeenLastCalledWith(sampleRequests[1]));
    // Arrow right walks the card's cells to its main action.
    await userEvent.keyboard('{ArrowRight}'.repeat(6));
    await expect(within(bodyRows(grid)[1]).getByRole('button', { name: 'Confirm #4' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(confirm).toHaveBeenCalledWith(sampleRequests[1]);
    // Up from Confirm to the first card's, then to the column headers, shown while one has focus; Enter sorts.
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(within(grid).getByRole('columnheader', { name: 'Action' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}'.repeat(5));
    const header = within(grid).getByRole('columnheader', { name: 'Number' });
    await expect(header).toHaveFocus();
    await expect(header.getBoundingClientRect().width).toBeGreaterThan(20);
    await expectOnScreen(header);
    await userEvent.keyboard('{Enter}');
    await expect(args.onOrderByChange).toHaveBeenLastCalledWith('number:ASC');
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
  },
};

/** Sort by offers each sortable column both ways; the grid's aria-sort follows it. */
export const PhoneSortBy: Story = {
  ...storyViewport('phone', 390),
  args: { defaultOrderBy: 'number:ASC' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('grid', { name: 'New requests' });
    const sortBy = canvas.getByRole('combobox', { name: 'Sort by' });
    await expect(sortBy).toHaveValue('number:ASC');
    await expect(within(sortBy).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Number, ascending',
      'Number, descending',
      'Status, ascending',
      'Status, descending',
    ]);
    await expect(bodyRows(grid)[0]).toHaveTextContent('#1 ·');
    await userEvent.selectOptions(sortBy, 'Number, descending');
    await expect(args.onOrderByChange).toHaveBeenLastCalledWith('number:DESC');
    await expect(bodyRows(grid)[0]).toHaveTextContent('#4 ·');
    await expect(within(grid).getByRole('columnheader', { name: 'Number' })).toHaveAttribute('aria-sort', 'descending');
  },
};

/** An order no column offers (the server's default): Sort by says so until another is chosen. */
export const PhoneSortByDefaultOrder: Story = {
  ...storyViewport('phone', 390),
  args: { orderBy: 'due:ASC' },
  play: async ({ canvasElement }) => {
    const sortBy = within(canvasElement).getByRole('combobox', { name: 'Sort by' });
    await expect(sortBy).toHaveDisplayValue('Default order');
  },
};

/** The container, not the window, decides: a 360 px column on a desk (a drawer, a side panel) gets cards. */
export const NarrowContainer: Story = {
  ...storyViewport('desk', 1440),
  render: (args) => (
    <div style={{ width: 360 }}>
      <Table<SampleRequest> {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('grid', { name: 'New requests' });
    await expect(canvas.getByRole('combobox', { name: 'Sort by' })).toBeVisible();
    await expect(grid.parentElement?.scrollWidth).toBeLessThanOrEqual(360);
    await expect(within(bodyRows(grid)[0]).getByRole('button', { name: 'Confirm #3' }).getBoundingClientRect().right).toBeLessThanOrEqual(
      grid.getBoundingClientRect().right,
    );
  },
};

/** Loading on a phone: the skeleton fits the card, Sort by stays where it was. */
export const PhoneLoading: Story = {
  ...storyViewport('phone', 390),
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: MSG.loading })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Sort by' })).toBeVisible();
    await expectNoSidewaysScroll();
  },
};

/** Empty on a phone: the empty state, and no Sort by for nothing. */
export const PhoneEmpty: Story = {
  ...storyViewport('phone', 390),
  args: { rows: [], emptyText: 'No requests' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('grid', { name: 'New requests' })).toHaveTextContent('No requests');
    await expect(canvas.queryByRole('combobox', { name: 'Sort by' })).toBeNull();
    await expectNoSidewaysScroll();
  },
};

const many: SampleRequest[] = Array.from({ length: 14 }, (_, i) => ({ ...sampleRequests[i % 3], id: i + 1, number: i + 1 }));

/** Paging on a phone: the pager wraps under the cards and still turns the page. */
export const PhonePaging: Story = {
  ...storyViewport('phone', 390),
  args: { rows: many, pagination: { type: 'local' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('grid', { name: 'New requests' });
    const pager = canvas.getByRole('navigation', { name: 'New requests pagination' });
    await expect(bodyRows(grid)).toHaveLength(10);
    await userEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    await expect(pager).toHaveTextContent('Page 2 of 2');
    await expect(bodyRows(grid)).toHaveLength(4);
    await expectNoSidewaysScroll();
  },
};

/** The cards on the dark page (ADR 0036). */
export const PhoneDark: Story = inDark<Story>({
  ...storyViewport('phone', 390),
  play: async ({ canvasElement }) => {
    await expectDarkPage();
    await expectStatusAndActionOnScreen(within(canvasElement).getByRole('grid', { name: 'New requests' }));
    await expectNoSidewaysScroll();
  },
});
