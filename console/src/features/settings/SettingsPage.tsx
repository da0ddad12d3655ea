/**
 * Admin › Settings (spec section 2): basic settings (name, colour, logo, default
 * image), app languages, the PMS integration card and Set Manual Rooms.
 * Company administrators only (section 6).
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card, PageHeader } from '@atoll/ui-kit';
import { useGetSettingsQuery } from '#api/settingsApi.ts';
import { PageLoading } from '#app/PageLoading.tsx';
import { AppLanguages } from './AppLanguages';
import { BasicSettingsForm } from './BasicSettingsForm';
import { ManualRooms } from './ManualRooms';
import { PmsIntegrations } from './PmsIntegrations';
import { QueryErrorCard } from '#app/QueryErrorCard.tsx';

export const SETTINGS_TITLE = 'Settings';

const Sections = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxl};
`;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.size.lg};
  }
`;

/** A titled part of the page; named by its heading for screen-reader navigation. */
function SettingsSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </Section>
  );
}

function SettingsSections() {
  const { data: settings, error, isLoading, isFetching, refetch } = useGetSettingsQuery();
  return (
    <Sections>
      <SettingsSection id="settings-basic" title="Basic Settings">
        {isLoading ? (
          <PageLoading label="Loading settings" />
        ) : error || !settings ? (
          <QueryErrorCard error={error} onRetry={refetch} isRetrying={isFetching} />
        ) : (
          <BasicSettingsForm settings={settings} />
        )}
      </SettingsSection>
      <SettingsSection id="settings-languages" title="App Languages">
        <AppLanguages />
      </SettingsSection>
      {/* Spec: "PMS integration card". */}
      <Card title="PMS Integration" headingLevel={2} hasCover={false}>
        <PmsIntegrations />
      </Card>
    </Sections>
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
