/**
 * The App Editor's history (issue 21: 'history of saved versions (who, when, a short diff summary), a
 * preview of any version, and restore (saved as a new version)'): the newest versions first, each
 * with its summary, author and time; Preview lists that version's components section by section;
 * Restore saves it as the newest version (POST …/{id}/restore), after which the editor reopens on it.
 * Restore waits while the editor holds unsaved edits, so none is lost. Loaded on first open. The history
 * comes a page at a time (GET editor/app/versions?page=): Show more adds the next page below and moves the
 * focus to its first version.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { APP_EDITOR_TEXT, APP_SECTIONS, LAYOUT, type AppVersionSummary } from '@atoll/contract';
import { Button, Drawer, EmptyState, LoadingSpinner, showToast } from '@atoll/ui-kit';
import { CompanyRelativeTime } from '#app/CompanyTime.tsx';
import { QueryErrorCard } from '#app/QueryErrorCard.tsx';
import { useAppVersionQuery, useAppVersionsQuery, useRestoreAppVersionMutation } from './api';
import { sectionComponents } from './editorState';
import { APP_EDITOR_FORM_TEXT as FORM_TEXT } from './formTexts';
import { APP_EDITOR_SCREEN_TEXT as TEXT } from './texts';

/** Versions a page of the history holds. */
export const VERSIONS_PAGE_SIZE = 20;

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

type SavedVersion = AppVersionSummary & { id: number };
const saved = (list: readonly AppVersionSummary[] | undefined) => (list ?? []).filter((v): v is SavedVersion => v.id !== null);

function VersionRow({ version, canRestore, onPreview, headingRef }: { version: SavedVersion; canRestore: boolean; onPreview: () => void; headingRef?: (node: HTMLHeadingElement | null) => void }) {
  const [restore, { isLoading }] = useRestoreAppVersionMutation();
  return (
    <Row>
      <h3 ref={headingRef} tabIndex={headingRef ? -1 : undefined}>
        {TEXT.version(version.id)}
      </h3>
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

interface RowProps {
  canRestore: boolean;
  onPreview: (id: number) => void;
}

/** A later page of the history (page 2 on), below the ones before it; `takeFocus`: its first version takes the focus once shown (Show more). */
function LaterPage({ page, canRestore, onPreview, takeFocus, onFocused }: RowProps & { page: number; takeFocus: boolean; onFocused: () => void }) {
  const { data, error, isFetching, refetch } = useAppVersionsQuery({ page, limit: VERSIONS_PAGE_SIZE });
  const rows = saved(data?.data);
  const first = useRef<HTMLHeadingElement | null>(null);
  const shown = rows.length > 0;
  // After the frame that removed Show more (the drawer's focus scope settles the lost focus first).
  useEffect(() => {
    if (!takeFocus || !shown) return;
    const frame = requestAnimationFrame(() => {
      first.current?.focus();
      onFocused();
    });
    return () => cancelAnimationFrame(frame);
  }, [takeFocus, shown, onFocused]);
  if (!data) {
    return <li>{error ? <QueryErrorCard error={error} onRetry={() => void refetch()} isRetrying={isFetching} /> : <LoadingSpinner />}</li>;
  }
  return (
    <>
      {rows.map((version, index) => (
        <VersionRow
          key={version.id}
          version={version}
          canRestore={canRestore}
          onPreview={() => onPreview(version.id)}
          headingRef={
            index === 0
              ? (node) => {
                  first.current = node;
                }
              : undefined
          }
        />
      ))}
    </>
  );
}

export default function VersionsDrawer({ hasUnsavedEdits, onClose }: { hasUnsavedEdits: boolean; onClose: () => void }) {
  const { data, error, isFetching, refetch } = useAppVersionsQuery({ page: 1, limit: VERSIONS_PAGE_SIZE });
  const [previewing, setPreviewing] = useState<number | null>(null);
  /** How many pages are shown; kept while a version is previewed. */
  const [pages, setPages] = useState(1);
  /** The page whose first version takes the focus when it arrives (the one Show more asked for). */
  const [focusPage, setFocusPage] = useState<number | null>(null);
  const focused = useCallback(() => setFocusPage(null), []);
  const total = data?.meta.total ?? 0;
  // A history that shrank (never, today) or a first page answered again keeps the pages that still exist.
  useEffect(() => {
    if (data && pages > Math.max(1, Math.ceil(total / VERSIONS_PAGE_SIZE))) setPages(Math.max(1, Math.ceil(total / VERSIONS_PAGE_SIZE)));
  }, [data, pages, total]);
  if (previewing !== null) {
    return (
      <Drawer isOpen onOpenChange={(open) => !open && onClose()} title={TEXT.previewTitle(previewing)} width={LAYOUT.drawerWidth} parent={{ title: TEXT.backToVersions, onBack: () => setPreviewing(null) }}>
        <VersionPreview id={previewing} />
      </Drawer>
    );
  }
  const rows = saved(data?.data);
  const shown = Math.min(total, pages * VERSIONS_PAGE_SIZE);
  const canRestore = !hasUnsavedEdits;
  return (
    <Drawer isOpen onOpenChange={(open) => !open && onClose()} title={TEXT.versionsTitle} width={LAYOUT.drawerWidth}>
      {hasUnsavedEdits && <p>{TEXT.restoreBlocked}</p>}
      {!data ? (
        error ? <QueryErrorCard error={error} onRetry={() => void refetch()} isRetrying={isFetching} /> : <LoadingSpinner />
      ) : rows.length ? (
        <>
          <Rows>
            {rows.map((version) => (
              <VersionRow key={version.id} version={version} canRestore={canRestore} onPreview={() => setPreviewing(version.id)} />
            ))}
            {Array.from({ length: pages - 1 }, (_, i) => (
              <LaterPage key={i + 2} page={i + 2} canRestore={canRestore} onPreview={setPreviewing} takeFocus={focusPage === i + 2} onFocused={focused} />
            ))}
          </Rows>
          {total > VERSIONS_PAGE_SIZE && (
            <Actions>
              <Muted>{FORM_TEXT.shown(shown, total)}</Muted>
              {shown < total && (
                <Button
                  variant="secondary"
                  onPress={() => {
                    setFocusPage(pages + 1);
                    setPages(pages + 1);
                  }}
                >
                  {FORM_TEXT.showMore}
                </Button>
              )}
            </Actions>
          )}
        </>
      ) : (
        <EmptyState title={TEXT.noVersions} />
      )}
    </Drawer>
  );
}
