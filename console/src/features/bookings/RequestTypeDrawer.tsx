/**
 * The Request Type drawer (spec section 2), opened from an activity's or a menu's Guest Requests tab:
 * 'Create Request Type' for a new one; otherwise the type with its one tab, Basic Information, and
 * Delete (the spec's confirmation; deleting a type removes its slots and their bookings).
 */
import { LABEL, LAYOUT, MSG, REQUESTS_TEXT, type AttachedType } from '@atoll/contract';
import { Drawer, showToast, type DrawerParent } from '@atoll/ui-kit';
import { pendingDrawer } from '#app/ContentDrawers.tsx';
import { useDeleteBookingTypeMutation, useGetBookingTypeQuery } from './typesApi';
import { CreateRequestTypeForm, RequestTypeBasicForm } from './RequestTypeForm';

const notifySaved = () => showToast({ title: MSG.successfullyUpdated, tone: 'success' });

export type RequestTypeTarget = { kind: 'new'; attachedType: AttachedType; attachedId: number } | { kind: 'open'; id: number };

export interface RequestTypeDrawerProps {
  target: RequestTypeTarget;
  /** The activity or menu drawer below: 'Back to <name>'. */
  parent?: DrawerParent;
  onClose: () => void;
  /** After a create: the drawer shows the new type. */
  onCreated: (id: number) => void;
}

function RequestTypeDetails({ id, parent, onClose }: { id: number; parent?: DrawerParent; onClose: () => void }) {
  const { data: type, error, isFetching, refetch } = useGetBookingTypeQuery(id);
  const [remove] = useDeleteBookingTypeMutation();
  if (!type) return pendingDrawer({ error, isFetching, onRetry: () => void refetch(), onClose });
  return (
    <Drawer
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={REQUESTS_TEXT.requestTypeTitle}
      subtitle={`${type.type_text} · ${type.attached_text}`}
      parent={parent}
      width={LAYOUT.drawerWidth}
      onDelete={async () => {
        await remove(type.id).unwrap();
        onClose();
      }}
      selectedTab="basic"
      tabs={[{ id: 'basic', label: LABEL.tab.basicInformation, content: <RequestTypeBasicForm type={type} onSaved={notifySaved} /> }]}
    />
  );
}

export function RequestTypeDrawer({ target, parent, onClose, onCreated }: RequestTypeDrawerProps) {
  if (target.kind === 'open') return <RequestTypeDetails id={target.id} parent={parent} onClose={onClose} />;
  return (
    <Drawer isOpen onOpenChange={(open) => !open && onClose()} title={REQUESTS_TEXT.createRequestType} parent={parent} width={LAYOUT.drawerWidth}>
      <CreateRequestTypeForm attachedType={target.attachedType} attachedId={target.attachedId} onCreated={(type) => onCreated(type.id)} />
    </Drawer>
  );
}
