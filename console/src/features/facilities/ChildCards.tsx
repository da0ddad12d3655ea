/**
 * A drawer tab listing an object's children (a facility's menus or activities, a
 * menu's categories or items) as pressable cards, with the Add button on top. Activities' and menus'
 * cards say 'Bookings on' when a request type is attached: read from the attached-object selector the
 * Request Type form uses (GET bookings/types/selectors/attached/{type}, refreshed by any type's save or
 * delete), so the facility's wire shape stays as it is.
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { REQUEST_TYPE_TEXT, type AttachedType } from '@atoll/contract';
import { Button, Card, CardGrid, EmptyState } from '@atoll/ui-kit';
import { useBookingsOn } from './deleteSummaries';

export interface ChildCard {
  id: number;
  title: string;
  subtitle?: ReactNode;
  /** The cover; null shows the default image or placeholder, leave it out for kinds without covers (menus, categories). */
  image?: string | null;
  /** Whether it is inactive; given (true or false) for kinds that can be set inactive, whose cards then say which. */
  isInactive?: boolean;
}

export interface ChildCardsProps {
  /** Names the list, e.g. 'Menus'. */
  label: string;
  addLabel: string;
  emptyText: string;
  items: ChildCard[];
  onAdd: () => void;
  onOpen: (id: number) => void;
  /** Activities or menus: their cards show 'Bookings on' when they take bookings. */
  bookingsOf?: AttachedType;
}

const BOOKINGS_ON = [{ text: REQUEST_TYPE_TEXT.bookingsOn, color: 'green' as const }];

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  > ul { width: 100%; }
`;

export function ChildCards({ label, addLabel, emptyText, items, onAdd, onOpen, bookingsOf }: ChildCardsProps) {
  const bookingsOn = useBookingsOn(bookingsOf);
  return (
    <Stack>
      <Button onPress={onAdd}>{addLabel}</Button>
      {items.length === 0 ? (
        <EmptyState title={emptyText} />
      ) : (
        <CardGrid aria-label={label} columns={1}>
          {items.map((item) => (
            <Card
              key={item.id}
              title={item.title}
              subtitle={item.subtitle}
              image={item.image}
              hasCover={item.image !== undefined}
              isInactive={item.isInactive}
              showActive={item.isInactive !== undefined}
              tags={bookingsOn.has(item.id) ? BOOKINGS_ON : undefined}
              onPress={() => onOpen(item.id)}
            />
          ))}
        </CardGrid>
      )}
    </Stack>
  );
}
