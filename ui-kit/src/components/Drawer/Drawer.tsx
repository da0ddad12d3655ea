import { useState, type CSSProperties, type ReactNode } from 'react';
import { ChevronLeft } from 'lucide-react';
import { LABEL, LAYOUT, MSG, deleteWhatText } from '@atoll/contract';
import { Button } from '../Button';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog';
import { CloseButton } from '../Modal/CloseButton';
import { DrawerMoreMenu } from './DrawerMoreMenu';
import { Tabs, type TabItem } from '../Tabs/Tabs';
import { UnsavedChangesDialog } from '../UnsavedChanges/UnsavedChangesDialog';
import { UnsavedChangesProvider, useUnsavedChangesRegistry } from '../UnsavedChanges/UnsavedChangesScope';
import { SaveBarSlotContext } from '../SaveBar/saveBarSlot';
import { Actions, Back, Body, DrawerBackdrop, Header, Panel, SaveBarSlot, Sheet, Subtitle, Title, Titles } from './drawerStyles';

/** The drawer a child drawer was opened from. */
export interface DrawerParent {
  /** The parent's title, e.g. the facility's name; the button reads 'Back to <title>'. */
  title: string;
  /** Goes back: closes this drawer, showing the parent again. */
  onBack: () => void;
}

export interface DrawerProps {
  /** Controlled open state. */
  isOpen: boolean;
  /**
   * Called with false on Escape, the close button or a click outside. When a kit Form inside has
   * unsaved changes, only after the user confirmed 'Discard' (UNSAVED_CHANGES_TEXT).
   */
  onOpenChange: (isOpen: boolean) => void;
  /** The heading and the dialog's accessible name, e.g. the object's name. */
  title: string;
  /** A line under the title, e.g. the object's type. */
  subtitle?: ReactNode;
  /** Tabs of the detail view (with optional counts); used instead of `children`. */
  tabs?: TabItem[];
  /** Controlled selected tab. */
  selectedTab?: string;
  /** Initially selected tab when uncontrolled. */
  defaultSelectedTab?: string;
  /** Called with the newly selected tab id. */
  onTabChange?: (id: string) => void;
  /** The body when there are no tabs. */
  children?: ReactNode;
  /**
   * Shows Delete in the header's 'More actions' menu; confirmed with MSG.deleteConfirmTitle /
   * MSG.deleteConfirmBody. A promise keeps the confirm pending.
   */
  onDelete?: () => void | Promise<unknown>;
  /**
   * What the delete removes, by name and with what goes along (the contract's `deleteSummary`:
   * 'Lotus Spa, with 2 activities, 1 menu and 3 request types'); the confirmation says it will be deleted.
   * @default the title
   */
  deleteSummary?: string;
  /** Whether the object is active; with `onToggleActive` shows 'Set Inactive' or 'Set Active'. */
  active?: boolean;
  /** Toggles the active flag; a promise shows the button pending. */
  onToggleActive?: () => void | Promise<unknown>;
  /** More header actions, before Set Active and Delete. */
  actions?: ReactNode;
  /** Bottom slot, usually a SaveBar. Any SaveBar inside the drawer (a tab's form's too) renders at its bottom edge. */
  saveBar?: ReactNode;
  /** Click outside closes it. @default true */
  isDismissable?: boolean;
  /** Panel width in px; on phones the drawer fills the screen. @default LAYOUT.drawerWidth (600) */
  width?: number;
  /**
   * Set on a drawer opened from another drawer (an activity from its facility): a 'Back to <parent>'
   * button above the title, so the way back is visible and not only the Escape key.
   */
  parent?: DrawerParent;
}

/**
 * The detail drawer of every list screen: RAC Modal + Dialog from the right; focus is trapped and
 * restored. It is an UnsavedChangesScope: closing it with a dirty form inside asks first.
 */
export function Drawer({
  isOpen,
  onOpenChange,
  title,
  subtitle,
  tabs,
  selectedTab,
  defaultSelectedTab,
  onTabChange,
  children,
  onDelete,
  deleteSummary,
  active,
  onToggleActive,
  actions,
  saveBar,
  isDismissable = true,
  width = LAYOUT.drawerWidth,
  parent,
}: DrawerProps) {
  const [isConfirmingDelete, setConfirmingDelete] = useState(false);
  const [isToggling, setToggling] = useState(false);
  const [isAskingToDiscard, setAskingToDiscard] = useState(false);
  const unsaved = useUnsavedChangesRegistry();
  const [saveBarSlot, setSaveBarSlot] = useState<HTMLDivElement | null>(null);

  const changeOpen = (open: boolean) => {
    if (!open && unsaved.hasUnsavedChanges) setAskingToDiscard(true);
    else onOpenChange(open);
  };
  const discard = () => {
    setAskingToDiscard(false);
    onOpenChange(false);
  };

  const toggleActive = async () => {
    const result = onToggleActive?.();
    if (!(result instanceof Promise)) return;
    setToggling(true);
    try {
      await result;
    } catch {
      // The caller reports the failure (toast); the button just stops spinning.
    } finally {
      setToggling(false);
    }
  };

  return (
    <DrawerBackdrop isOpen={isOpen} onOpenChange={changeOpen} isDismissable={isDismissable}>
      <UnsavedChangesProvider value={unsaved}>
        <SaveBarSlotContext.Provider value={saveBarSlot}>
          <Panel style={{ '--drawer-width': `${width}px` } as CSSProperties}>
            <Sheet>
              <Header>
                <Titles>
                  {parent && (
                    <Back onPress={parent.onBack} aria-label={`Back to ${parent.title}`}>
                      <ChevronLeft aria-hidden="true" size={16} />
                      <span>{parent.title}</span>
                    </Back>
                  )}
                  <Title slot="title" title={title}>
                    {title}
                  </Title>
                  {subtitle && <Subtitle>{subtitle}</Subtitle>}
                </Titles>
                <Actions data-part="actions">
                  {actions}
                  {onToggleActive && (
                    <Button variant="secondary" onPress={toggleActive} isPending={isToggling}>
                      {active ? LABEL.setInactive : LABEL.setActive}
                    </Button>
                  )}
                  {onDelete && (
                    <DrawerMoreMenu actions={[{ id: 'delete', label: LABEL.delete, tone: 'danger' }]} onAction={() => setConfirmingDelete(true)} />
                  )}
                </Actions>
                <CloseButton slot="close" />
              </Header>
              <Body>
                {tabs ? (
                  <Tabs
                    aria-label={title}
                    items={tabs}
                    selectedKey={selectedTab}
                    defaultSelectedKey={defaultSelectedTab}
                    onSelectionChange={onTabChange}
                  />
                ) : (
                  children
                )}
              </Body>
              <SaveBarSlot ref={setSaveBarSlot} />
              {saveBar}
              {onDelete && (
                <ConfirmDialog
                  isOpen={isConfirmingDelete}
                  onOpenChange={setConfirmingDelete}
                  title={MSG.deleteConfirmTitle}
                  message={MSG.deleteConfirmBody}
                  detail={deleteWhatText(deleteSummary ?? title)}
                  confirmLabel={LABEL.delete}
                  tone="danger"
                  onConfirm={onDelete}
                />
              )}
              <UnsavedChangesDialog
                isOpen={isAskingToDiscard}
                onDiscard={discard}
                onKeepEditing={() => setAskingToDiscard(false)}
              />
            </Sheet>
          </Panel>
        </SaveBarSlotContext.Provider>
      </UnsavedChangesProvider>
    </DrawerBackdrop>
  );
}
