/** The Add User drawer (spec section 2: "creating an object in a drawer switches the drawer to the details view"). */
import { LAYOUT, type User } from '@atoll/contract';
import { Drawer } from '@atoll/ui-kit';
import { AddUserForm } from './AddUserForm';
import { ADD_USER_TITLE } from './usersText';

export { ADD_USER_TITLE } from './usersText';

export function AddUserDrawer({ onCreated, onClose }: { onCreated: (user: User) => void; onClose: () => void }) {
  return (
    <Drawer isOpen onOpenChange={(open) => !open && onClose()} title={ADD_USER_TITLE} width={LAYOUT.drawerWidth}>
      <AddUserForm onCreated={onCreated} />
    </Drawer>
  );
}
