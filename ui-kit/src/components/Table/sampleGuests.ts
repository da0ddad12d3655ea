/** A six-column guest list for the table's stories and visual baselines: wide enough to scroll on a phone. */
import type { TableColumn } from './Table';

export interface SampleGuest {
  id: number;
  name: string;
  email: string;
  room: string;
  arrival: string;
  departure: string;
  status: string;
}

export const sampleGuests: SampleGuest[] = [
  { id: 1, name: 'Aishath Shifa', email: 'aishath.shifa@example.mv', room: '101 Beach Villa', arrival: '12 Mar 2026', departure: '19 Mar 2026', status: 'Checked in' },
  { id: 2, name: 'Jonas Lindqvist', email: 'jonas.lindqvist@example.se', room: '214 Water Villa', arrival: '14 Mar 2026', departure: '21 Mar 2026', status: 'Expected' },
  { id: 3, name: 'Mariam Waheed', email: 'mariam.waheed@example.mv', room: '305 Garden Room', arrival: '15 Mar 2026', departure: '18 Mar 2026', status: 'Checked out' },
  { id: 4, name: 'Chen Wei', email: 'chen.wei@example.cn', room: '118 Beach Villa', arrival: '16 Mar 2026', departure: '23 Mar 2026', status: 'Expected' },
];

export const sampleGuestColumns: TableColumn<SampleGuest>[] = [
  { key: 'name', header: 'Name', isSortable: true },
  { key: 'email', header: 'E-mail' },
  { key: 'room', header: 'Room', isSortable: true },
  { key: 'arrival', header: 'Arrival' },
  { key: 'departure', header: 'Departure' },
  { key: 'status', header: 'Status', cardRole: 'status' },
];
