/**
 * The Rooms tab of a room type (spec section 2): an editable list of rooms.
 * A blank row is appended whenever the last row has a number; rows can be
 * removed; latitude and longitude stay disabled until the row has a number.
 * Column headers name the fields (each field's name is its header and its row).
 * Each saved room shows its QR link, and its QR code (256 px) in a dialog to
 * download or show a guest; 'Print QR codes' prints every room's code. Save sends the whole list (POST
 * rooms/types/{id}/rooms); messages of the schema or the server (e.g. a
 * number used twice) show above the list, and the typed rows stay.
 */
import { useId, useMemo, useState } from 'react';
import { Trash2 } from 'lucide-react';
import styled from 'styled-components';
import { ValidationError } from 'yup';
import { MSG, roomsSaveSchema, type Room, type RoomType, type RoomsSavePayload } from '@atoll/contract';
import { Button, FormAlert, NumberField, SaveBar, TextField, isApiError, showToast, useReportUnsavedChanges } from '@atoll/ui-kit';
import { useSaveRoomsMutation } from './api';
import { ROOM_QR_TEXT, RoomQrDialog, RoomQrSheet } from './RoomQrCodes';

const COLUMN = { number: 'Room number', lat: 'Latitude', lng: 'Longitude', actions: 'Actions' } as const;
const ofRow = (row: number) => `of row ${row}`;

export const ROOMS_TEXT = {
  list: 'Rooms',
  column: COLUMN,
  /** Each field's accessible name: its column header, then its row. */
  number: (row: number) => `${COLUMN.number} ${ofRow(row)}`,
  lat: (row: number) => `${COLUMN.lat} ${ofRow(row)}`,
  lng: (row: number) => `${COLUMN.lng} ${ofRow(row)}`,
  remove: (row: number) => `Remove row ${row}`,
  qrLink: 'QR link',
  ...ROOM_QR_TEXT,
  hint: 'Type a number in the last row to add a room. Latitude and longitude unlock once the row has a number.',
} as const;

interface Row {
  key: number;
  id?: number;
  number: string;
  lat: number;
  lng: number;
}

let nextKey = 1;
const toRow = (room: Room): Row => ({ key: nextKey++, id: room.id, number: room.number, lat: room.lat ?? Number.NaN, lng: room.lng ?? Number.NaN });
const blankRow = (key: number): Row => ({ key, number: '', lat: Number.NaN, lng: Number.NaN });
const hasNumber = (row: Row) => row.number.trim() !== '';
/** The rows shown: the typed ones plus a blank one at the end once the last has a number. */
const withBlank = (rows: Row[], key: number) => (rows.length === 0 || hasNumber(rows[rows.length - 1]) ? [...rows, blankRow(key)] : rows);
const orNull = (n: number) => (Number.isNaN(n) ? null : n);

function payloadOf(rows: Row[]): RoomsSavePayload {
  return {
    rooms: rows.filter(hasNumber).map((r) => ({ ...(r.id ? { id: r.id } : {}), number: r.number.trim(), lat: orNull(r.lat), lng: orNull(r.lng) })),
  };
}

/** Every message of a failed check or save, once each. */
function messagesOf(error: unknown): string[] {
  if (error instanceof ValidationError) return [...new Set(error.errors)];
  if (isApiError(error)) {
    const fields = Object.values(error.errors ?? {}).flat();
    return [...new Set(fields.length ? fields : [error.message])];
  }
  return [String(error)];
}

const Grid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/* The rows size to the tab, not the window: a narrow drawer gets the narrow layout too. */
const Table = styled.div`
  container: rooms / inline-size;
`;

/*
 * Header and rows share the columns. The last holds Remove, or stays empty on the blank row so
 * every row lines up; below 30rem (a phone) Remove shows as its icon so the row fits.
 */
const columns = `
  display: grid;
  grid-template-columns: minmax(0, 1.3fr) minmax(0, 1fr) minmax(0, 1fr) 6rem;
  @container rooms (max-width: 30rem) { grid-template-columns: minmax(0, 1.3fr) minmax(0, 1fr) minmax(0, 1fr) 2.75rem; }
`;

const Header = styled.div`
  ${columns}
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  color: ${({ theme }) => theme.color.textMuted};
  @container rooms (max-width: 30rem) { [data-actions] { visibility: hidden; } }
`;

const Line = styled.li`
  ${columns}
  gap: ${({ theme }) => theme.space.sm};
  align-items: end;
`;

const RowName = styled.span`
  display: none;
`;

const RemoveButton = styled(Button)`
  > svg { display: none; }
  @container rooms (max-width: 30rem) {
    padding: 0;
    > svg { display: block; }
    [data-label] { display: none; }
  }
`;

const QrLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: baseline;
  justify-content: space-between;
  margin: 0;
  grid-column: 1 / -1;
  font-size: ${({ theme }) => theme.typography.size.sm};
  a { color: ${({ theme }) => theme.color.actionPrimaryText}; }
  a:focus-visible { outline: 2px solid ${({ theme }) => theme.color.focusRing}; outline-offset: 2px; }
  overflow-wrap: anywhere;
`;

const Intro = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.md};
`;

const Hint = styled.p`
  flex: 1 1 16rem;
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

export function RoomsEditor({ type }: { type: RoomType }) {
  const initial = useMemo(() => type.rooms.map(toRow), [type.rooms]);
  const [rows, setRows] = useState<Row[]>(initial);
  const [messages, setMessages] = useState<string[]>([]);
  // The blank row keeps its key while typed into, so its field keeps focus as it becomes a room.
  const [blankKey, setBlankKey] = useState(() => nextKey++);
  const [saveRooms, { isLoading }] = useSaveRoomsMutation();
  const id = useId();
  const header = { number: `${id}-number`, lat: `${id}-lat`, lng: `${id}-lng` };
  const shown = withBlank(rows, blankKey);
  const saved = new Map(type.rooms.map((r) => [r.id, r]));
  const dirty = JSON.stringify(payloadOf(rows)) !== JSON.stringify(payloadOf(initial));
  useReportUnsavedChanges(dirty);

  const change = (key: number, patch: Partial<Row>) => {
    if (key === blankKey && !rows.some((r) => r.key === key)) {
      setRows((current) => [...current, { ...blankRow(key), ...patch }]);
      setBlankKey(nextKey++);
      return;
    }
    setRows((current) => current.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  };

  const save = async () => {
    setMessages([]);
    try {
      const payload = await roomsSaveSchema.validate(payloadOf(rows), { abortEarly: false });
      const result = await saveRooms({ id: type.id, ...payload }).unwrap();
      setRows(result.rooms.map(toRow));
      showToast({ title: MSG.successfullyUpdated, tone: 'success' });
    } catch (error) {
      setMessages(messagesOf(error));
    }
  };

  return (
    <div>
      <Intro>
        <Hint>{ROOMS_TEXT.hint}</Hint>
        <RoomQrSheet typeName={type.name} rooms={type.rooms} />
      </Intro>
      <FormAlert messages={messages} />
      <Table>
        {/* Seen by sighted users; screen readers hear each header through its fields' names. */}
        <Header aria-hidden="true">
          <span id={header.number}>{COLUMN.number}</span>
          <span id={header.lat}>{COLUMN.lat}</span>
          <span id={header.lng}>{COLUMN.lng}</span>
          <span data-actions>{COLUMN.actions}</span>
        </Header>
        <Grid aria-label={ROOMS_TEXT.list}>
          {shown.map((row, index) => {
            const n = index + 1;
            const room = row.id ? saved.get(row.id) : undefined;
            const noNumber = !hasNumber(row);
            const isTrailing = index === shown.length - 1 && noNumber;
            const rowName = `${id}-row-${row.key}`;
            const named = (column: string) => ({ 'aria-labelledby': `${column} ${rowName}` });
            return (
              <Line key={row.key}>
                <RowName id={rowName}>{ofRow(n)}</RowName>
                <TextField {...named(header.number)} value={row.number} onChange={(number) => change(row.key, { number })} autoComplete="off" />
                <NumberField {...named(header.lat)} value={row.lat} onChange={(lat) => change(row.key, { lat })} isDisabled={noNumber} formatOptions={{ maximumFractionDigits: 6 }} hideSteppers />
                <NumberField {...named(header.lng)} value={row.lng} onChange={(lng) => change(row.key, { lng })} isDisabled={noNumber} formatOptions={{ maximumFractionDigits: 6 }} hideSteppers />
                {isTrailing ? (
                  <span />
                ) : (
                  <RemoveButton variant="secondary" aria-label={ROOMS_TEXT.remove(n)} onPress={() => setRows((current) => current.filter((r) => r.key !== row.key))}>
                    <Trash2 aria-hidden="true" size={16} />
                    <span data-label>Remove</span>
                  </RemoveButton>
                )}
                {room && room.number === row.number.trim() && (
                  <QrLine>
                    <span>
                      {ROOMS_TEXT.qrLink}:{' '}
                      <a href={room.qr_link} target="_blank" rel="noreferrer">
                        {room.qr_link}
                      </a>
                    </span>
                    <RoomQrDialog room={room} />
                  </QrLine>
                )}
              </Line>
            );
          })}
        </Grid>
      </Table>
      <SaveBar
        isVisible={dirty || isLoading}
        isSaving={isLoading}
        onSave={() => void save()}
        onCancel={() => {
          setRows(initial);
          setMessages([]);
        }}
      />
    </div>
  );
}
