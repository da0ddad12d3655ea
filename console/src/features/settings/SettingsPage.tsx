/**
 * Admin › Settings (spec section 2): basic settings (name, colour, logo, default
 * image), app languages, the PMS integration card and Set Manual Rooms.
 * Company administrators only (section 6).
 */
import styled from 'styled-components';
import { PERMISSION } from '@atoll/contract';
import { Card, PageHeader } from '@atoll/ui-kit';
import { useGetSettingsQuery } from '#api/settingsApi.ts';
import { useCan } from '#app/hooks.ts';
import { PageLoading } from '#app/PageLoading.tsx';
import { AppLanguages } from './AppLanguages';
import { BasicSettingsForm } from './BasicSettingsForm';
import { ManualRooms } from './ManualRooms';
import { PmsIntegrations } from './PmsIntegrations';
import { AdminOnly } from './AdminOnly';
import { QueryErrorCard } from './QueryErrorCard';

export const SETTINGS_TITLE = 'Settings';

const Sections = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
`;

function SettingsSections() {
  const { data: settings, error, isLoading, isFetching, refetch } = useGetSettingsQuery();
  return (
    <Sections>
      <Card title="Basic Settings">
        {isLoading ? (
          <PageLoading label="Loading settings" />
        ) : error || !settings ? (
          <QueryErrorCard error={error} onRetry={refetch} isRetrying={isFetching} />
        ) : (
          <BasicSettingsForm settings={settings} />
        )}
      </Card>
      <Card title="App Languages">
        <AppLanguages />
      </Card>
      <Card title="PMS Integration">
        <PmsIntegrations />
      </Card>
    </Sections>
  );
}

export default function SettingsPage() {
  const isAdministrator = useCan(PERMISSION.companyAdministrator);
  if (!isAdministrator) return <AdminOnly />;
  return (
    <>
      <PageHeader title={SETTINGS_TITLE} actions={<ManualRooms />} />
      <SettingsSections />
    </>
  );
}
