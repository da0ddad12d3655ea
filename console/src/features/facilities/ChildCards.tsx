/**
 * A drawer tab listing an object's children (a facility's menus or activities, a
 * menu's categories or items) as pressable cards, with the Add button on top.
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button, Card, CardGrid, EmptyState } from '@atoll/ui-kit';

export interface ChildCard {
  id: number;
  title: string;
  subtitle?: ReactNode;
  /** The cover; null shows the default image or placeholder, leave it out for kinds without covers (menus, categories). */
  image?: string | null;
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
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  > ul { width: 100%; }
`;

export function ChildCards({ label, addLabel, emptyText, items, onAdd, onOpen }: ChildCardsProps) {
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
              onPress={() => onOpen(item.id)}
            />
          ))}
        </CardGrid>
      )}
    </Stack>
  );
}
