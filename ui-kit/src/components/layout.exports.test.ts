import { expect, it } from 'vitest';
import * as layout from '../layout';

// The kit's public surface changes only on purpose: update this list in the same commit.
it('exports the layout, data and feedback components by name', () => {
  expect(Object.keys(layout).sort()).toEqual(
    [
      'Card',
      'CardGrid',
      'CloseButton',
      'ConfirmDialog',
      'ConfirmationHost',
      'Drawer',
      'EmptyState',
      'ErrorBoundary',
      'ErrorCard',
      'LoadingSpinner',
      'Modal',
      'ModalFooter',
      'NavBar',
      'NotFound',
      'PageHeader',
      'QRCodeCard',
      'RelativeTime',
      'SaveBar',
      'StatusBadge',
      'Table',
      'TablePagination',
      'Tabs',
      'ToastRegion',
      'UserMenu',
      'clearToasts',
      'closeToast',
      'formatRelative',
      'generateReference',
      'requestConfirmation',
      'showToast',
      'sortRows',
      'toOrderBy',
      'toSortDescriptor',
      'toastQueue',
    ].sort(),
  );
});
