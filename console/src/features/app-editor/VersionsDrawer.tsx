/**
 * The App Editor's history (issue 21: 'history of saved versions (who, when, a short diff summary), a
 * preview of any version, and restore (saved as a new version)'): the newest versions first, each
 * with its summary, author and time; Preview lists that version's components section by section;
 * Restore saves it as the newest version (POST …/{id}/restore), after which the editor reopens on it.
 * Restore waits while the editor holds unsaved edits, so none is lost. Loaded on first open.
 */
import { useState } from 'react';
import styled from 'styled-components';
import { APP_EDITOR_TEXT, APP_SECTIONS, LAYOUT, type AppVersionSummary } from '@atoll/contract';
import { Button, Drawer, EmptyState, LoadingSpinner, showToast } from '@atoll/ui-kit';
import { CompanyRelativeTime } from '#app/CompanyTime.tsx';
import { QueryErrorCard } from '#app/QueryErrorCard.tsx';
import { useAppVersionQuery, useAppVersionsQuery, useRestoreAppVersionMutation } from './api';
import { sectionComponents } from './editorState';
import { APP_EDITOR_SCREEN_TEXT as TEXT } from './texts';

const Rows = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;
const Row = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding-bottom: ${({ theme }) => theme.space.md};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  overflow-wrap: anywhere;
  h3 { margin: 0; font-size: ${({ theme }) => theme.typography.size.md}; }
  p { margin: 0; }
`;
const Muted = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

function VersionPreview({ id }: { id: number }) {
  const { data, error, isFetching, refetch } = useAppVersionQuery(id);
  if (!data) return error ? <QueryErrorCard error={error} onRetry={() => void refetch()} isRetrying={isFetching} /> : <LoadingSpinner />;
  return (
    <>
      {APP_SECTIONS.map((section) => {
        const components = sectionComponents(data.config, section.id);
        return (
          <section key={section.id} aria-label={section.label}>
            <h3>{section.label}</h3>
            {components.length ? (
              <ol>
                {components.map((c) => (
                  <li key={c.id}>{c.name}</li>
                ))}
              </ol>
            ) : (
              <Muted>{TEXT.empty(section.label)}</Muted>
            )}
          </section>
        );
      })}
    </>
  );
}

function VersionRow({ version, canRestore, onPreview }: { version: AppVersionSummary & { id: number }; canRestore: boolean; onPreview: () => void }) {
  const [restore, { isLoading }] = useRestoreAppVersionMutation();
  return (
    <Row>
      <h3>{TEXT.version(version.id)}</h3>
      <p>{version.summary}</p>
      <Muted>
        {version.created_by ? `${TEXT.by(version.created_by.name)} · ` : ''}
        {version.created_at && <CompanyRelativeTime date={version.created_at} />}
      </Muted>
      <Actions>
        <Button variant="secondary" onPress={onPreview}>
          {TEXT.preview(version.id)}
        </Button>
        <Button
          variant="secondary"
          isDisabled={!canRestore}
          isPending={isLoading}
          onPress={async () => {
            const restored = await restore(version.id).unwrap().catch(() => null);
            if (restored) showToast({ title: APP_EDITOR_TEXT.restored(version.id), tone: 'success' });
          }}
        >
          {TEXT.restore(version.id)}
        </Button>
      </Actions>
    </Row>
  );
}

export default function VersionsDrawer({ hasUnsavedEdits, onClose }: { hasUnsavedEdits: boolean; onClose: () => void }) {
  const { data, error, isFetching, refetch } = useAppVersionsQuery({ page: 1, limit: 20 });
  const [previewing, setPreviewing] = useState<number | null>(null);
  if (previewing !== null) {
    return (
      <Drawer isOpen onOpenChange={(open) => !open && onClose()} title={TEXT.previewTitle(previewing)} width={LAYOUT.drawerWidth} parent={{ title: TEXT.backToVersions, onBack: () => setPreviewing(null) }}>
        <VersionPreview id={previewing} />
      </Drawer>
    );
  }
  const rows = (data?.data ?? []).filter((v): v is AppVersionSummary & { id: number } => v.id !== null);
  return (
    <Drawer isOpen onOpenChange={(open) => !open && onClose()} title={TEXT.versionsTitle} width={LAYOUT.drawerWidth}>
      {hasUnsavedEdits && <p>{TEXT.restoreBlocked}</p>}
      {!data ? (
        error ? <QueryErrorCard error={error} onRetry={() => void refetch()} isRetrying={isFetching} /> : <LoadingSpinner />
      ) : rows.length ? (
        <Rows>
          {rows.map((version) => (
            <VersionRow key={version.id} version={version} canRestore={!hasUnsavedEdits} onPreview={() => setPreviewing(version.id)} />
          ))}
        </Rows>
      ) : (
        <EmptyState title={TEXT.noVersions} />
      )}
    </Drawer>
  );
}
