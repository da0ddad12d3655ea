/** PMS integration card (spec sections 2 and 3): each integration with its status and last sync. */
import styled from 'styled-components';
import { MSG } from '@atoll/contract';
import { StatusBadge } from '@atoll/ui-kit';
import { CompanyRelativeTime } from '#app/CompanyTime.tsx';
import { PageLoading } from '#app/PageLoading.tsx';
import { usePmsIntegrationsQuery } from './api';
import { QueryErrorCard } from '#app/QueryErrorCard.tsx';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

const Name = styled.span`
  font-weight: ${({ theme }) => theme.typography.weight.medium};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
`;

export function PmsIntegrations() {
  const { data: integrations, error, isLoading, isFetching, refetch } = usePmsIntegrationsQuery();
  if (isLoading) return <PageLoading label="Loading PMS integrations" />;
  if (error || !integrations) return <QueryErrorCard error={error} onRetry={refetch} isRetrying={isFetching} />;
  if (integrations.length === 0) return <p>{MSG.noPmsIntegrations}</p>;
  return (
    <List aria-label="PMS integrations">
      {integrations.map((pms) => (
        <Item key={pms.id}>
          <Name>{pms.integration}</Name>
          <StatusBadge text={pms.ui_status.text} color={pms.ui_status.color} />
          <Muted>
            Last synced {pms.last_synced_at ? <CompanyRelativeTime date={pms.last_synced_at} /> : 'never'}
          </Muted>
        </Item>
      ))}
    </List>
  );
}
