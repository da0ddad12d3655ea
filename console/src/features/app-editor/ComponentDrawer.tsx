/**
 * The edit drawer of one component (spec section 2: width 600; section 4: 'saving a drawer result
 * updates or removes the component'): its form, Apply to put the result in the local configuration,
 * and Delete (in the drawer's More actions) to remove it. A new component is added on Apply only.
 * Loaded on first open with its forms.
 */
import { lazy, Suspense } from 'react';
import { LAYOUT, appComponentTypeLabel, type SupportedAppComponent } from '@atoll/contract';
import { Drawer, LoadingSpinner } from '@atoll/ui-kit';
import { APP_EDITOR_SCREEN_TEXT as TEXT } from './texts';

const ComponentForm = lazy(() => import('./ComponentForm'));

export interface ComponentDrawerProps {
  component: SupportedAppComponent;
  isNew: boolean;
  onApply: (component: SupportedAppComponent) => void;
  /** Each valid change while typing (ComponentForm's onDraft), for the phone preview. */
  onDraft?: (component: SupportedAppComponent) => void;
  onRemove: () => void;
  onClose: () => void;
}

export default function ComponentDrawer({ component, isNew, onApply, onDraft, onRemove, onClose }: ComponentDrawerProps) {
  return (
    <Drawer
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={isNew ? TEXT.addNew(appComponentTypeLabel(component.type)) : component.name}
      subtitle={appComponentTypeLabel(component.type)}
      width={LAYOUT.drawerWidth}
      onDelete={isNew ? undefined : onRemove}
    >
      <Suspense fallback={<LoadingSpinner />}>
        <ComponentForm component={component} onApply={onApply} onDraft={onDraft} />
      </Suspense>
    </Drawer>
  );
}
