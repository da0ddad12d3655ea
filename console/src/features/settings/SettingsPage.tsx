/**
 * Admin › Settings (spec section 2): basic settings (name, colour, logo, default
 * image), app languages, the PMS integration card and Set Manual Rooms.
 * Company administrators only (section 6).
 */
import { Card, PageHeader } from '@atoll/ui-kit';
import { useGetSettingsQuery } from '#api/settingsApi.ts';
import { PageLoading } from '#app/PageLoading.tsx';
import { PageSection, PageSections } from '#app/PageSections.tsx';
import { AppLanguages } from './AppLanguages';
import { BasicSettingsForm } from './BasicSettingsForm';
import { ManualRooms } from './ManualRooms';
import { PmsIntegrations } from './PmsIntegrations';
import { QueryErrorCard } from '#app/QueryErrorCard.tsx';

export const SETTINGS_TITLE = 'Settings';


function SettingsSections() {
  const { data: settings, error, isLoading, isFetching, refetch } = useGetSettingsQuery();
  return (
    <PageSections>
      <PageSection id="settings-basic" title="Basic Settings">
        {isLoading ? (
          <PageLoading label="Loading settings" />
        ) : error || !settings ? (
          <QueryErrorCard error={error} onRetry={refetch} isRetrying={isFetching} />
        ) : (
          <BasicSettingsForm settings={settings} />
        )}
      </PageSection>
      <PageSection id="settings-languages" title="App Languages">
        <AppLanguages />
      </PageSection>
      {/* Spec: "PMS integration card". */}
      <Card title="PMS Integration" headingLevel={2} hasCover={false}>
        <PmsIntegrations />
      </Card>
    </PageSections>
  );
}

/** Opened only by administrators: the route table's permission gate refuses everyone else. */
export default function SettingsPage() {
  return (
    <>
      <PageHeader title={SETTINGS_TITLE} actions={<ManualRooms />} />
      <SettingsSections />
    </>
  );
}
