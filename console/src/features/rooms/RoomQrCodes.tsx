/**
 * QR codes of a room type's saved rooms: one room's code in a dialog (with PNG and SVG downloads
 * named after the room) and every room's code on one printable sheet.
 */
import { DialogTrigger } from 'react-aria-components';
import { Printer } from 'lucide-react';
import type { Room } from '@atoll/contract';
import { Button, Modal, QRCodeCard, QRCodeSheet } from '@atoll/ui-kit';

export const ROOM_QR_TEXT = {
  showQr: (room: string) => `QR code of room ${room}`,
  qrTitle: (room: string) => `Room ${room}`,
  qrDescription: 'Guests scan this code to open the app for this room.',
  downloadName: (room: string) => `QR code room ${room}`,
  printAll: 'Print QR codes',
  sheetTitle: (type: string) => `QR codes of ${type}`,
} as const;

/** The 'QR code' link-button of a saved room and its dialog. */
export function RoomQrDialog({ room }: { room: Room }) {
  return (
    <DialogTrigger>
      <Button variant="link" aria-label={ROOM_QR_TEXT.showQr(room.number)}>
        QR code
      </Button>
      <Modal title={ROOM_QR_TEXT.qrTitle(room.number)} width={400}>
        <QRCodeCard
          url={room.qr_link}
          title={ROOM_QR_TEXT.qrTitle(room.number)}
          description={ROOM_QR_TEXT.qrDescription}
          downloadName={ROOM_QR_TEXT.downloadName(room.number)}
        />
      </Modal>
    </DialogTrigger>
  );
}

/** 'Print QR codes': every saved room's code as it will be printed, with Print. */
export function RoomQrSheet({ typeName, rooms }: { typeName: string; rooms: readonly Room[] }) {
  if (rooms.length === 0) return null;
  const heading = ROOM_QR_TEXT.sheetTitle(typeName);
  return (
    <DialogTrigger>
      <Button variant="secondary">
        <Printer aria-hidden="true" size={16} /> {ROOM_QR_TEXT.printAll}
      </Button>
      <Modal title={heading} width={760}>
        <QRCodeSheet heading={heading} codes={rooms.map((room) => ({ title: ROOM_QR_TEXT.qrTitle(room.number), url: room.qr_link }))} />
      </Modal>
    </DialogTrigger>
  );
}
