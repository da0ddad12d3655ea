/**
 * The Rooms tab of a room type (spec section 2): an editable list of rooms.
 * A blank row is appended whenever the last row has a number; rows can be
 * removed; latitude and longitude stay disabled until the row has a number.
 * Each saved room shows its QR link, and its QR code (256 px) in a dialog to print
 * or show a guest. Save sends the whole list (POST
 * rooms/types/{id}/rooms); messages of the schema or the server (e.g. a
 * number used twice) show above the list, and the typed rows stay.
 */
import { useMemo, useState } from 'react';
import { DialogTrigger } from 'react-aria-components';
import styled from 'styled-components';
import { ValidationError } from 'yup';
import { MSG, roomsSaveSchema, type Room, type RoomType, type RoomsSavePayload } from '@atoll/contract';
import { Button, FormAlert, Modal, NumberField, QRCodeCard, SaveBar, TextField, isApiError, showToast, useReportUnsavedChanges } from '@atoll/ui-kit';
import { useSaveRoomsMutation } from './api';

export const ROOMS_TEXT = {
  list: 'Rooms',
  number: (row: number) => `Room number ${row}`,
  lat: (row: number) => `Latitude of row ${row}`,
  lng: (row: number) => `Longitude of row ${row}`,
  remove: (row: number) => `Remove row ${row}`,
  qrLink: 'QR link',
  showQr: (room: string) => `QR code of room ${room}`,
  qrTitle: (room: string) => `Room ${room}`,
  qrDescription: 'Guests scan this code to open the app for this room.',
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

const Line = styled.li`
  display: grid;
  /* The last column holds Remove, or stays empty on the blank row so every row lines up. */
  grid-template-columns: minmax(7rem, 1.4fr) minmax(6.5rem, 1fr) minmax(6.5rem, 1fr) 6rem;
  gap: ${({ theme }) => theme.space.sm};
  align-items: end;
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

const Hint = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.color.textMuted};
`;

export function RoomsEditor({ type }: { type: RoomType }) {
  const initial = useMemo(() => type.rooms.map(toRow), [type.rooms]);
  const [rows, setRows] = useState<Row[]>(initial);
  const [messages, setMessages] = useState<string[]>([]);
  // The blank row keeps its key while typed into, so its field keeps focus as it becomes a room.
  const [blankKey, setBlankKey] = useState(() => nextKey++);
  const [saveRooms, { isLoading }] = useSaveRoomsMutation();
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
      <Hint>{ROOMS_TEXT.hint}</Hint>
      <FormAlert messages={messages} />
      <Grid aria-label={ROOMS_TEXT.list}>
        {shown.map((row, index) => {
          const n = index + 1;
          const room = row.id ? saved.get(row.id) : undefined;
          const noNumber = !hasNumber(row);
          const isTrailing = index === shown.length - 1 && noNumber;
          return (
            <Line key={row.key}>
              <TextField aria-label={ROOMS_TEXT.number(n)} value={row.number} onChange={(number) => change(row.key, { number })} autoComplete="off" />
              <NumberField aria-label={ROOMS_TEXT.lat(n)} value={row.lat} onChange={(lat) => change(row.key, { lat })} isDisabled={noNumber} formatOptions={{ maximumFractionDigits: 6 }} hideSteppers />
              <NumberField aria-label={ROOMS_TEXT.lng(n)} value={row.lng} onChange={(lng) => change(row.key, { lng })} isDisabled={noNumber} formatOptions={{ maximumFractionDigits: 6 }} hideSteppers />
              {isTrailing ? (
                <span />
              ) : (
                <Button variant="secondary" aria-label={ROOMS_TEXT.remove(n)} onPress={() => setRows((current) => current.filter((r) => r.key !== row.key))}>
                  Remove
                </Button>
              )}
              {room && room.number === row.number.trim() && (
                <QrLine>
                  <span>
                    {ROOMS_TEXT.qrLink}:{' '}
                    <a href={room.qr_link} target="_blank" rel="noreferrer">
                      {room.qr_link}
                    </a>
                  </span>
                  <DialogTrigger>
                    <Button variant="link" aria-label={ROOMS_TEXT.showQr(room.number)}>
                      QR code
                    </Button>
                    <Modal title={ROOMS_TEXT.qrTitle(room.number)} width={360}>
                      <QRCodeCard url={room.qr_link} description={ROOMS_TEXT.qrDescription} />
                    </Modal>
                  </DialogTrigger>
                </QrLine>
              )}
            </Line>
          );
        })}
      </Grid>
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
