/**
 * Admin › App Editor (spec sections 2, 4; issue 21): the title and its line at once, the latest app
 * version fetched while the editor's module (its reducer, the contract's configuration rules, the list,
 * the picker and the save bar) loads, so neither waits for the other; the editor then opens on it.
 */
import { lazy, Suspense } from 'react';
import { LoadingSpinner, PageHeader } from '@atoll/ui-kit';
import { QueryErrorCard } from '#app/QueryErrorCard.tsx';
import { useLatestAppVersionQuery } from './api';
import { APP_EDITOR_SCREEN_TEXT as TEXT } from './texts';

const AppEditor = lazy(() => import('./AppEditor'));

/** Opened only with app-editor: the route table's permission gate refuses everyone else. */
export default function AppEditorPage() {
  const { data, error, isFetching, refetch } = useLatestAppVersionQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <>
      <PageHeader title={TEXT.title} description={TEXT.description} />
      {data ? (
        <Suspense fallback={<LoadingSpinner />}>
          <AppEditor key={String(data.id)} version={data} />
        </Suspense>
      ) : error ? (
        <QueryErrorCard error={error} onRetry={() => void refetch()} isRetrying={isFetching} headingLevel={2} />
      ) : (
        <LoadingSpinner />
      )}
    </>
  );
}
