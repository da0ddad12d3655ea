/**
 * An activity's or a menu's Guest Requests tab (spec section 2): without a request type, 'Enable
 * Requests or Bookings' opens the Request Type drawer's create form; with one, a summary card (type,
 * recurring and time texts, pax) whose View link opens the Request Type drawer. The type is found
 * through GET bookings/types/selectors/attached/{Activity|Menu} (each option names its type).
 */
import { useState } from 'react';
import styled from 'styled-components';
import { REQUESTS_TEXT, type AttachedType } from '@atoll/contract';
import { Button, Card, Skeleton } from '@atoll/ui-kit';
import { useAttachedOptionsQuery, useGetBookingTypeQuery } from './typesApi';
import { QueryErrorCard } from '#app/QueryErrorCard.tsx';
import { RequestTypeDrawer, type RequestTypeTarget } from './RequestTypeDrawer';
import { REQUEST_TYPE_LABEL as L } from './requestTypeText';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: 0 0 ${({ theme }) => theme.space.md};
  dt { color: ${({ theme }) => theme.color.textMuted}; }
  dd { margin: 0; }
`;

function Summary({ id, onView }: { id: number; onView: () => void }) {
  const { data: type, error, isFetching, refetch } = useGetBookingTypeQuery(id);
  if (error) return <QueryErrorCard error={error} onRetry={() => void refetch()} isRetrying={isFetching} />;
  if (!type) return <Skeleton height={160} />;
  return (
    <Card title={type.type_text} hasCover={false}>
      <Facts>
        <dt>{L.recurringType}</dt>
        <dd>{type.recurring_text}</dd>
        <dt>Time</dt>
        <dd>{type.time_text}</dd>
        <dt>Pax</dt>
        <dd>{type.pax_text}</dd>
      </Facts>
      <Button variant="link" onPress={onView} aria-label={`${REQUESTS_TEXT.view} ${REQUESTS_TEXT.requestTypeTitle}`}>
        {REQUESTS_TEXT.view}
      </Button>
    </Card>
  );
}

export interface GuestRequestsTabProps {
  attachedType: AttachedType;
  attachedId: number;
  /** The activity's or menu's name: the Request Type drawer's way back. */
  parentTitle: string;
}

export function GuestRequestsTab({ attachedType, attachedId, parentTitle }: GuestRequestsTabProps) {
  const { data, error, isFetching, refetch } = useAttachedOptionsQuery(attachedType);
  const [target, setTarget] = useState<RequestTypeTarget | null>(null);
  const close = () => setTarget(null);
  const typeId = data?.find((o) => o.id === attachedId)?.booking_type_id ?? null;
  let body;
  if (error) body = <QueryErrorCard error={error} onRetry={() => void refetch()} isRetrying={isFetching} />;
  else if (!data) body = <Skeleton height={48} />;
  else if (typeId === null) {
    body = (
      <div>
        <Button onPress={() => setTarget({ kind: 'new', attachedType, attachedId })}>{REQUESTS_TEXT.enableRequests}</Button>
      </div>
    );
  } else body = <Summary id={typeId} onView={() => setTarget({ kind: 'open', id: typeId })} />;
  return (
    <>
      {body}
      {target && (
        <RequestTypeDrawer
          target={target}
          parent={{ title: parentTitle, onBack: close }}
          onClose={close}
          onCreated={(id) => setTarget({ kind: 'open', id })}
        />
      )}
    </>
  );
}
