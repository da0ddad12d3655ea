import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { ERROR_NAMES, MSG, STATUS_MESSAGES } from '@atoll/contract';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectDarkPage, inDark } from '../../foundations/darkStories';
import { Button } from '../Button';
import { Table, type TableColumn, type TableProps } from './Table';
import { sampleGuestColumns, sampleGuests, type SampleGuest } from './sampleGuests';

interface Room {
  id: number;
  number: string;
  type: string;
  floor: number;
}

const TYPES = ['Beach Villa', 'Water Villa', 'Garden Room'];
const rooms: Room[] = Array.from({ length: 25 }, (_, i) => ({
  id: i + 1,
  number: String(101 + i),
  type: TYPES[i % 3],
  floor: (i % 4) + 1,
}));

const columns: TableColumn<Room>[] = [
  { key: 'number', header: 'Room', isSortable: true, isRowHeader: true },
  { key: 'type', header: 'Type', isSortable: true },
  { key: 'floor', header: 'Floor', render: (room) => `Floor ${room.floor}` },
];

const meta = {
  title: 'Kit/Table',
  component: Table<Room>,
  tags: ['autodocs'],
  args: { 'aria-label': 'Rooms', columns, rows: rooms.slice(0, 5), pagination: false },
} satisfies Meta<typeof Table<Room>>;
export default meta;
type Story = StoryObj<typeof meta>;

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('grid', { name: 'Rooms' });
    for (const name of ['Room', 'Type', 'Floor']) await expect(within(table).getByRole('columnheader', { name })).toBeVisible();
    // Only sortable columns carry aria-sort.
    await expect(within(table).getByRole('columnheader', { name: 'Room' })).toHaveAttribute('aria-sort', 'none');
    await expect(within(table).getByRole('columnheader', { name: 'Floor' })).not.toHaveAttribute('aria-sort');
    await expect(bodyRows(table)).toHaveLength(5);
    await expect(within(table).getByRole('rowheader', { name: '101' })).toBeVisible();
    await expect(table).not.toHaveAttribute('aria-busy');
    await expect(within(table).getAllByText('Floor 2')[0]).toBeVisible();
  },
};

/** Sorting emits contract order_by strings and marks the column with aria-sort. */
export const Sorted: Story = {
  args: { onOrderByChange: fn(), defaultOrderBy: 'number:ASC' },
  play: async ({ canvasElement, args }) => {
    const table = within(canvasElement).getByRole('grid', { name: 'Rooms' });
    const roomHeader = within(table).getByRole('columnheader', { name: 'Room' });
    await expect(roomHeader).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(roomHeader);
    await expect(args.onOrderByChange).toHaveBeenLastCalledWith('number:DESC');
    await expect(roomHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(bodyRows(table)[0]).toHaveTextContent('105');
    await userEvent.click(within(table).getByRole('columnheader', { name: 'Type' }));
    await expect(args.onOrderByChange).toHaveBeenLastCalledWith('type:ASC');
    await expect(bodyRows(table)[0]).toHaveTextContent('Beach Villa');
  },
};

/** The table slices 25 rows itself. */
export const LocalPaging: Story = {
  args: { rows: rooms, pagination: { type: 'local' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('grid', { name: 'Rooms' });
    const pager = canvas.getByRole('navigation', { name: 'Rooms pagination' });
    await expect(within(pager).getByRole('status')).toHaveTextContent('25 rows');
    await expect(pager).toHaveTextContent('Page 1 of 3');
    await expect(bodyRows(table)).toHaveLength(10);
    await expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    await expect(pager).toHaveTextContent('Page 2 of 3');
    await expect(bodyRows(table)[0]).toHaveTextContent('111');
    // The platform's select: chosen as a keyboard user or a phone's picker would.
    await userEvent.selectOptions(within(pager).getByRole('combobox', { name: 'Rows per page' }), '20');
    await expect(pager).toHaveTextContent('Page 1 of 2');
    await expect(bodyRows(table)).toHaveLength(20);
  },
};

/** A stand-in for RTK Query: the parent keeps page/limit and "fetches" the slice. */
function ServerTable(props: TableProps<Room> & { onQuery: (query: { page: number; limit: number }) => void }) {
  const [query, setQuery] = useState({ page: 1, limit: 10 });
  const page = rooms.slice((query.page - 1) * query.limit, query.page * query.limit);
  return (
    <Table
      {...props}
      rows={page}
      pagination={{
        type: 'server',
        ...query,
        total: rooms.length,
        onChange: (next) => {
          props.onQuery(next);
          setQuery(next);
        },
      }}
    />
  );
}

const onQuery = fn();
const addRoom = fn();

export const ServerPaging: Story = {
  render: (args) => <ServerTable {...args} onQuery={onQuery} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pager = canvas.getByRole('navigation', { name: 'Rooms pagination' });
    await expect(within(pager).getByRole('status')).toHaveTextContent('25 rows');
    await userEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    await userEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    await expect(onQuery).toHaveBeenLastCalledWith({ page: 3, limit: 10 });
    await expect(pager).toHaveTextContent('Page 3 of 3');
    await expect(bodyRows(canvas.getByRole('grid'))).toHaveLength(5);
    await expect(within(pager).getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('grid', { name: 'Rooms' });
    await expect(within(table).getByRole('progressbar', { name: MSG.loading })).toBeVisible();
    await expect(within(table).queryByText('101')).toBeNull();
    await expect(table).toHaveAttribute('aria-busy', 'true');
  },
};

/** The previous rows while the next order or page loads: they stay put, the grid is busy, a bar runs along the top. */
export const Refreshing: Story = {
  args: { isRefreshing: true, orderBy: 'type:ASC' },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('grid', { name: 'Rooms' });
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(bodyRows(table)).toHaveLength(5);
    await expect(within(table).queryByRole('progressbar')).toBeNull();
    await expect(canvasElement.querySelector('[data-refreshing]')).toBeVisible();
    await expect(within(table).getByRole('columnheader', { name: 'Type' })).toHaveAttribute('aria-sort', 'ascending');
  },
};

export const Empty: Story = {
  args: { rows: [], emptyText: 'No rooms yet' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('grid', { name: 'Rooms' })).toHaveTextContent('No rooms yet');
  },
};

/** Empty with the screen's primary action: one sentence, an icon and the Add button. */
export const EmptyWithAction: Story = {
  args: { rows: [], emptyText: 'No rooms yet', emptyAction: <Button onPress={addRoom}>Add Room</Button> },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('grid', { name: 'Rooms' });
    await userEvent.click(within(table).getByRole('button', { name: 'Add Room' }));
    await expect(addRoom).toHaveBeenCalledTimes(1);
  },
};

// The story's first three guests: the phone frame still scrolls sideways with them.
const guests = sampleGuests.slice(0, 3);
const guestColumns = sampleGuestColumns;
type Guest = SampleGuest;

/**
 * With `cardBelow={false}` (no cards at any width), at 360 px the table scrolls inside its frame and the
 * first column stays put: the page never scrolls sideways, and each row keeps its name in view.
 */
export const NarrowWithoutCards: Story = {
  render: () => (
    <div data-testid="phone" style={{ width: 328, overflow: 'auto' }}>
      <Table<Guest> aria-label="Guests" columns={guestColumns} rows={guests} pagination={false} cardBelow={false} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const phone = canvas.getByTestId('phone');
    const table = canvas.getByRole('grid', { name: 'Guests' });
    // Only the table's own frame scrolls.
    await expect(phone.scrollWidth).toBeLessThanOrEqual(phone.clientWidth);
    const frame = table.parentElement as HTMLElement;
    await expect(frame.scrollWidth).toBeGreaterThan(frame.clientWidth);
    await waitFor(() => expect(frame).toHaveAttribute('data-overflowing', 'true'));
    const name = within(table).getByRole('rowheader', { name: 'Aishath Shifa' });
    const email = within(table).getByText('aishath.shifa@example.mv');
    const nameLeft = name.getBoundingClientRect().left;
    const emailLeft = email.getBoundingClientRect().left;
    frame.scrollLeft = 200;
    await waitFor(() => expect(email.getBoundingClientRect().left).toBeLessThan(emailLeft - 100));
    // The first column is frozen.
    await expect(name.getBoundingClientRect().left).toBe(nameLeft);
  },
};

export const ErrorWithRetry: Story = {
  args: {
    error: { name: ERROR_NAMES.SERVER_ERROR, message: STATUS_MESSAGES[500], reference: '9F2C1A7B' },
    onRetry: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Server Error');
    await expect(alert).toHaveTextContent('REF-9F2C1A7B');
    await userEvent.click(within(alert).getByRole('button', { name: MSG.retry }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const RowClick: Story = {
  args: { onRowAction: fn() },
  play: async ({ canvasElement, args }) => {
    const table = within(canvasElement).getByRole('grid', { name: 'Rooms' });
    await userEvent.click(within(table).getByRole('rowheader', { name: '103' }));
    await expect(args.onRowAction).toHaveBeenLastCalledWith(rooms[2]);
  },
};

/** Keyboard only: Tab into the table, arrows move between rows, Enter opens the row. */
export const RowByKeyboard: Story = {
  args: { onRowAction: fn() },
  play: async ({ args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onRowAction).toHaveBeenCalledTimes(1));
    const called = (args.onRowAction as ReturnType<typeof fn>).mock.calls[0][0] as Room;
    await expect(called.number).toBe('103');
  },
};

/** Keyboard only: from the first row, ArrowUp reaches the headers; Enter sorts. */
export const SortByKeyboard: Story = {
  args: { onOrderByChange: fn() },
  play: async ({ canvasElement, args }) => {
    const table = within(canvasElement).getByRole('grid', { name: 'Rooms' });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowUp}');
    const header = within(table).getByRole('columnheader', { name: 'Room' });
    await expect(header).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOrderByChange).toHaveBeenLastCalledWith('number:ASC');
    await userEvent.keyboard('{Enter}');
    await expect(args.onOrderByChange).toHaveBeenLastCalledWith('number:DESC');
    await expect(header).toHaveAttribute('aria-sort', 'descending');
  },
};

/** The table on the dark page (ADR 0036): header, rows and the page-size select (a native control in dark). */
export const Dark: Story = inDark<Story>({
  play: async (context) => {
    await expectDarkPage();
    await Default.play?.(context);
  },
});
