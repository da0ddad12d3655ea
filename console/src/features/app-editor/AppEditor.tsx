/**
 * The App Editor's body (spec sections 2, 4; issue 21): the guest app's layout, section by section. The
 * latest app version loads into a locally held configuration (editorState's reducer); the section's
 * components are reordered by mouse or keyboard, added through the type picker and the edit drawer,
 * changed or removed in their drawers; Undo/Redo step through the unsaved edits; the bottom save bar
 * saves a new app version based on the loaded one (merged by the server with what others saved since,
 * or a 428 question to overwrite). Leaving with unsaved edits asks first (the shell's route guard).
 * Beside the list (below it on narrow screens) the live phone preview draws the section from the unsaved
 * configuration; a component selected in either is selected in both (PhonePreview, loaded on first use).
 */
import { lazy, Suspense, useCallback, useMemo, useReducer, useState } from 'react';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { APP_EDITOR_TEXT, APP_SECTIONS, LAYOUT, appConfigGaps, type AppConfigGap, isAppSectionId, type AppComponent, type AppComponentType, type AppVersion, type SupportedAppComponent } from '@atoll/contract';
import { Button, EmptyState, LoadingSpinner, SaveBar, Select, Switch, isApiError, showToast, useReportUnsavedChanges, VisuallyHidden } from '@atoll/ui-kit';
import { isDeclinedConfirmation } from '#api/baseQuery.ts';
import { useContentLanguages } from '#api/contentApi.ts';
import { useSaveAppVersionMutation } from './api';
import { GuestGaps } from './GuestGaps';
import { editorReducer, hasUnsavedEdits, initialEditorState, sectionComponents, withDraft, type EditorEdit } from './editorState';
import { newComponent } from './newComponent';
import { APP_EDITOR_SCREEN_TEXT as TEXT } from './texts';
import { useEditorShortcuts } from './useEditorShortcuts';

// react-dnd and the drawer's forms load with the screen's first use of them.
const ComponentList = lazy(() => import('./ComponentList'));
const ComponentDrawer = lazy(() => import('./ComponentDrawer'));
const VersionsDrawer = lazy(() => import('./VersionsDrawer'));
const TypePicker = lazy(() => import('./TypePicker').then((m) => ({ default: m.TypePicker })));
// The guest app's renderer and the phone frame: after the editor's first paint, not in the route's first chunk.
const PhonePreview = lazy(() => import('./PhonePreview'));

/** Wide enough for the list and the phone side by side: the preview starts shown (narrower: on demand). */
const PREVIEW_SHOWN_FROM = '(min-width: 1024px)';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;
const SectionSelect = styled.div`
  width: min(${LAYOUT.sectionSelectorWidth}px, 100%);
`;
/** The list and the phone: side by side where the editor is wide enough, the phone below the list otherwise. */
const Workspace = styled.div`
  container-type: inline-size;
`;
const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;
  @container (min-width: 760px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 440px);
    & > :last-child {
      position: sticky;
      top: ${({ theme }) => theme.space.md};
    }
  }
`;
const History = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

type Editing = { component: SupportedAppComponent; isNew: boolean } | null;

const sectionLabel = (id: string) => APP_SECTIONS.find((s) => s.id === id)?.label ?? id;

export default function AppEditor({ version }: { version: AppVersion }) {
  const [state, dispatch] = useReducer(editorReducer, undefined, () => initialEditorState(version.id, version.config));
  const [params, setParams] = useSearchParams();
  const wanted = params.get('section') ?? 'home';
  const section = isAppSectionId(wanted) ? wanted : 'home';
  const [picking, setPicking] = useState(false);
  const [showVersions, setShowVersions] = useState(false);
  const [editing, setEditing] = useState<Editing>(null);
  /** The open drawer's typing, for the phone preview only; it belongs to that opening of the drawer (`for`). */
  const [draft, setDraft] = useState<{ for: Editing; component: SupportedAppComponent } | null>(null);
  /** The component selected in the list or the phone (outlined in both). */
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [showPreview, setShowPreview] = useState(() => typeof matchMedia === 'function' && matchMedia(PREVIEW_SHOWN_FROM).matches);
  const [announcement, setAnnouncement] = useState('');
  const [save, { isLoading: isSaving }] = useSaveAppVersionMutation();
  const dirty = hasUnsavedEdits(state);
  useReportUnsavedChanges(dirty);

  const edit = useCallback((change: EditorEdit) => dispatch({ ...change, at: Date.now() }), []);
  const undo = useCallback(() => dispatch({ type: 'undo' }), []);
  const redo = useCallback(() => dispatch({ type: 'redo' }), []);
  useEditorShortcuts(undo, redo);

  const languages = useContentLanguages();
  // What a guest would miss, listed while there is something to save (contract appConfigGaps).
  const gaps = useMemo(() => (dirty ? appConfigGaps(state.config, languages.map((l) => l.code)) : []), [dirty, state.config, languages]);
  const openGap = (gap: AppConfigGap) => {
    const component = sectionComponents(state.config, gap.section).find((c) => c.id === gap.component_id);
    if (!component || component.unsupported) return;
    setParams((p) => ({ ...Object.fromEntries(p), section: gap.section }), { replace: true });
    setSelectedId(component.id);
    setEditing({ component, isNew: false });
  };

  const components = sectionComponents(state.config, section);
  /** What the phone draws: the configuration with the drawer's draft in place while someone types. */
  const previewConfig = useMemo(
    () => (editing && draft?.for === editing ? withDraft(state.config, section, draft.component, editing.isNew) : state.config),
    [state.config, section, editing, draft],
  );
  const onDraft = useCallback((component: SupportedAppComponent) => setDraft({ for: editing, component }), [editing]);
  /** Opens a component's drawer (an unknown type is only selected: it can only be removed). */
  const open = (component: AppComponent) => {
    setSelectedId(component.id);
    if (!component.unsupported) setEditing({ component, isNew: false });
  };
  const selectInPhone = (id: string) => {
    const component = components.find((c) => c.id === id);
    if (component) open(component);
  };
  const lastEdit = state.past.at(-1);
  const nextEdit = state.future.at(-1);

  const move = (component: AppComponent, to: number) => {
    const position = Math.max(0, Math.min(to, components.length - 1));
    edit({ type: 'move', section, id: component.id, to: position });
    setAnnouncement(TEXT.moved(component.name, position + 1, components.length, sectionLabel(section)));
  };

  const onSave = async () => {
    try {
      const saved = await save({ config: state.config, base_version_id: state.versionId }).unwrap();
      dispatch({ type: 'load', versionId: saved.id, config: saved.config });
      showToast({ title: saved.merged ? APP_EDITOR_TEXT.merged : TEXT.saved, tone: 'success' });
    } catch (error) {
      // Every edit stays; the base query has told other failures already.
      if (isDeclinedConfirmation(error)) return;
      if (isApiError(error) && error.errors) {
        const first = Object.values(error.errors).flat()[0];
        showToast({ title: `Error: ${first ?? error.message}`, tone: 'error' });
      }
    }
  };

  return (
    <>
      <Toolbar>
        <SectionSelect>
          <Select
            label={TEXT.section}
            items={APP_SECTIONS.map((s) => ({ id: s.id, label: s.label }))}
            value={section}
            onChange={(key) => setParams((p) => ({ ...Object.fromEntries(p), section: String(key) }), { replace: true })}
          />
        </SectionSelect>
        <Button onPress={() => setPicking(true)}>{TEXT.addComponent}</Button>
        <History>
          <Button variant="secondary" isDisabled={!lastEdit} aria-label={lastEdit ? `${TEXT.undo} ${lastEdit.label}` : TEXT.undo} onPress={undo}>
            {TEXT.undo}
          </Button>
          <Button variant="secondary" isDisabled={!nextEdit} aria-label={nextEdit ? `${TEXT.redo} ${nextEdit.label}` : TEXT.redo} onPress={redo}>
            {TEXT.redo}
          </Button>
          <Button variant="secondary" onPress={() => setShowVersions(true)}>
            {TEXT.versions}
          </Button>
        </History>
        <Switch isSelected={showPreview} onChange={setShowPreview}>
          {TEXT.phone.toggle}
        </Switch>
      </Toolbar>
      <Workspace>
        <Columns>
          <Suspense fallback={<LoadingSpinner />}>
            {components.length ? (
              <ComponentList
                sectionLabel={sectionLabel(section)}
                components={components}
                selectedId={selectedId}
                onOpen={open}
                onMove={move}
                onRemove={(component) => edit({ type: 'remove', section, id: component.id })}
              />
            ) : (
              <EmptyState title={TEXT.empty(sectionLabel(section))} action={<Button onPress={() => setPicking(true)}>{TEXT.addComponent}</Button>} />
            )}
          </Suspense>
          {showPreview && (
            <Suspense fallback={<LoadingSpinner />}>
              <PhonePreview config={previewConfig} section={section} selectedId={selectedId} onSelect={selectInPhone} />
            </Suspense>
          )}
        </Columns>
      </Workspace>
      {/* The move announcements ('Moved Spa hours to 3 of 5 in Home'): read by screen readers, not shown. */}
      <VisuallyHidden as="div" role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </VisuallyHidden>
      {picking && (
        <Suspense fallback={null}>
          <TypePicker
            isOpen
            onClose={() => setPicking(false)}
            onChoose={(type: AppComponentType) => {
              setPicking(false);
              const component = newComponent(type);
              setSelectedId(component.id);
              setEditing({ component, isNew: true });
            }}
          />
        </Suspense>
      )}
      {showVersions && (
        <Suspense fallback={null}>
          <VersionsDrawer hasUnsavedEdits={dirty} onClose={() => setShowVersions(false)} />
        </Suspense>
      )}
      {editing && (
        <Suspense fallback={null}>
          <ComponentDrawer
            component={editing.component}
            isNew={editing.isNew}
            onClose={() => setEditing(null)}
            onDraft={showPreview ? onDraft : undefined}
            onApply={(component) => {
              edit({ type: editing.isNew ? 'add' : 'update', section, component });
              setEditing(null);
            }}
            onRemove={() => {
              edit({ type: 'remove', section, id: editing.component.id });
              setEditing(null);
            }}
          />
        </Suspense>
      )}
      <GuestGaps gaps={gaps} languageName={(code) => languages.find((l) => l.code === code)?.name ?? code} onOpen={openGap} />
      <SaveBar isVisible={dirty} label={TEXT.saveBar} isSaving={isSaving} onSave={() => void onSave()} onCancel={() => dispatch({ type: 'discard' })} />
    </>
  );
}
