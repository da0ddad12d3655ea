/** A front desk's queue for the responsive table's stories: a title, a status, details and a main action per row. */
import { Button } from '../Button';
import { StatusBadge } from '../StatusBadge';
import type { TableColumn } from './Table';

export interface SampleRequest {
  id: number;
  number: number;
  when: string;
  attached: string;
  room: string;
  guests: string;
  status: 'New' | 'Confirmed';
}

export const sampleRequests: SampleRequest[] = [
  { id: 1, number: 3, when: '24-Nov-26 · 19:00', attached: 'Private Beach Dinner (Lagoon Restaurant)', room: '101 · 2 pax', guests: 'Aishath Shifa, Jonas Lindqvist', status: 'New' },
  { id: 2, number: 4, when: '24-Nov-26 · 20:00', attached: 'Sunset Cruise (Reef Dive Centre)', room: '214 · 1 pax', guests: 'Mariam Waheed', status: 'New' },
  { id: 3, number: 1, when: '25-Nov-26 · 09:00', attached: 'Couples Massage (Lotus Spa)', room: '305 · 2 pax', guests: 'Chen Wei, Li Na', status: 'Confirmed' },
];

/** The columns of the queue; `onConfirm` is the main action of a New request. */
export function sampleRequestColumns(onConfirm: (request: SampleRequest) => void): TableColumn<SampleRequest>[] {
  return [
    { key: 'number', header: 'Number', isSortable: true, isRowHeader: true, render: (r) => `#${r.number} · ${r.when}` },
    { key: 'attached', header: 'Attached' },
    { key: 'room', header: 'Room / Pax' },
    { key: 'guests', header: 'Guests' },
    {
      key: 'status',
      header: 'Status',
      isSortable: true,
      cardRole: 'status',
      render: (r) => <StatusBadge text={r.status} color={r.status === 'New' ? 'yellow' : 'green'} />,
    },
    {
      key: 'action',
      header: 'Action',
      cardRole: 'action',
      render: (r) =>
        r.status === 'New' ? (
          <Button variant="secondary" onPress={() => onConfirm(r)} aria-label={`Confirm #${r.number}`}>
            Confirm
          </Button>
        ) : null,
    },
  ];
}
