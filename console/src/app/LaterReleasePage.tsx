/** A menu entry whose screen belongs to a later slice: says so, shows no invented data. */
import { EmptyState, PageHeader } from '@atoll/ui-kit';

export const LATER_RELEASE_TEXT = 'This area arrives in a later release';

export function LaterReleasePage({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <EmptyState title={LATER_RELEASE_TEXT} />
    </>
  );
}
