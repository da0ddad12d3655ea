/**
 * Admin › Settings (spec section 2): basic settings (name, colour, logo, default
 * image), app languages, the PMS integration card and Set Manual Rooms.
 * Company administrators only (section 6).
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { Button, Card, PageHeader } from '@atoll/ui-kit';
import { useGetSettingsQuery } from '#api/settingsApi.ts';
import { PageSection, PageSections } from '#app/PageSections.tsx';
import { AppLanguages } from './AppLanguages';
import { PmsIntegrations } from './PmsIntegrations';
import { QueryErrorCard } from '#app/QueryErrorCard.tsx';
import { SettingsFormPlaceholder } from './SettingsFormPlaceholder';

export const SETTINGS_TITLE = 'Settings';

/**
 * Issue 23 (ADR 0059): the Basic Settings form (final-form, the settings schema's yup, the colour picker, the image
 * uploads) is fetched as the page starts, while the settings load, and Set Manual Rooms' dialog and form with it;
 * neither is on the page's first load. Their labels and button stand in until they are here.
 */
const loadBasicSettingsForm = () => import('./BasicSettingsForm');
const BasicSettingsForm = lazy(() => loadBasicSettingsForm().then((module) => ({ default: module.BasicSettingsForm })));
const ManualRooms = lazy(() => import('./ManualRooms').then((module) => ({ default: module.ManualRooms })));
/** ManualRooms.tsx's MANUAL_ROOMS_TITLE, the button's name (that module is not on the first load). */
const MANUAL_ROOMS_BUTTON = 'Set Manual Rooms';


function SettingsSections() {
  const { data: settings, error, isLoading, isFetching, refetch } = useGetSettingsQuery();
  useEffect(() => void loadBasicSettingsForm().catch(() => undefined), []);
  return (
    <PageSections>
      <PageSection id="settings-basic" title="Basic Settings">
        {isLoading ? (
          <SettingsFormPlaceholder label="Loading settings" />
        ) : error || !settings ? (
          <QueryErrorCard error={error} onRetry={refetch} isRetrying={isFetching} />
        ) : (
          <Suspense fallback={<SettingsFormPlaceholder />}>
            <BasicSettingsForm settings={settings} />
          </Suspense>
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

/** Set Manual Rooms; a press before its code is here opens the dialog as soon as it is. */
function ManualRoomsAction() {
  const [asked, setAsked] = useState(false);
  return (
    <Suspense
      fallback={
        <Button variant="secondary" onPress={() => setAsked(true)}>
          {MANUAL_ROOMS_BUTTON}
        </Button>
      }
    >
      <ManualRooms initiallyOpen={asked} />
    </Suspense>
  );
}

/** Opened only by administrators: the route table's permission gate refuses everyone else. */
export default function SettingsPage() {
  return (
    <>
      <PageHeader
        title={SETTINGS_TITLE}
        actions={<ManualRoomsAction />}
      />
      <SettingsSections />
    </>
  );
}
