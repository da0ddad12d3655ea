import { useState, type ReactNode } from 'react';
import { LAYOUT, MSG } from '@atoll/contract';
import { Button } from '../Button';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog';
import { CloseButton } from '../Modal/CloseButton';
import { Tabs, type TabItem } from '../Tabs/Tabs';
import { UnsavedChangesDialog } from '../UnsavedChanges/UnsavedChangesDialog';
import { UnsavedChangesProvider, useUnsavedChangesRegistry } from '../UnsavedChanges/UnsavedChangesScope';
import { Actions, Body, DrawerBackdrop, Header, Panel, Sheet, Subtitle, Title, Titles } from './drawerStyles';

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
  /** Shows Delete; confirmed with MSG.deleteConfirmTitle / MSG.deleteConfirmBody. A promise keeps the confirm pending. */
  onDelete?: () => void | Promise<unknown>;
  /** Whether the object is active; with `onToggleActive` shows 'Set Inactive' or 'Set Active'. */
  active?: boolean;
  /** Toggles the active flag; a promise shows the button pending. */
  onToggleActive?: () => void | Promise<unknown>;
  /** More header actions, before Set Active and Delete. */
  actions?: ReactNode;
  /** Bottom slot, usually a SaveBar (it sticks to the bottom of the scrolling body). */
  saveBar?: ReactNode;
  /** Click outside closes it. @default true */
  isDismissable?: boolean;
  /** Panel width in px. @default LAYOUT.drawerWidth (600) */
  width?: number;
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
  active,
  onToggleActive,
  actions,
  saveBar,
  isDismissable = true,
  width = LAYOUT.drawerWidth,
}: DrawerProps) {
  const [isConfirmingDelete, setConfirmingDelete] = useState(false);
  const [isToggling, setToggling] = useState(false);
  const [isAskingToDiscard, setAskingToDiscard] = useState(false);
  const unsaved = useUnsavedChangesRegistry();

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
        <Panel style={{ width }}>
          <Sheet>
            <Header>
              <Titles>
                <Title slot="title">{title}</Title>
                {subtitle && <Subtitle>{subtitle}</Subtitle>}
              </Titles>
              <Actions>
                {actions}
                {onToggleActive && (
                  <Button variant="secondary" onPress={toggleActive} isPending={isToggling}>
                    {active ? 'Set Inactive' : 'Set Active'}
                  </Button>
                )}
                {onDelete && (
                  <Button variant="danger" onPress={() => setConfirmingDelete(true)}>
                    Delete
                  </Button>
                )}
                <CloseButton slot="close" />
              </Actions>
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
            {saveBar}
            {onDelete && (
              <ConfirmDialog
                isOpen={isConfirmingDelete}
                onOpenChange={setConfirmingDelete}
                title={MSG.deleteConfirmTitle}
                message={MSG.deleteConfirmBody}
                confirmLabel="Delete"
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
      </UnsavedChangesProvider>
    </DrawerBackdrop>
  );
}
