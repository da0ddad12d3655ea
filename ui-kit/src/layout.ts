// Layout, navigation, data display and feedback. Listed by hand: this is the kit's public surface.
export { SaveBar, type SaveBarProps } from './components/SaveBar';
export {
  ToastRegion,
  showToast,
  closeToast,
  clearToasts,
  toastQueue,
  type ToastRegionProps,
  type ShowToastOptions,
  type ToastAction,
  type ToastMessage,
  type ToastTone,
} from './components/Toast';
export { NavBar, type NavAccount, type NavAppearance, type NavBadge, type NavBarProps, type NavGroup, type NavItem } from './components/NavBar';
export { CountBadge, type CountBadgeProps } from './components/CountBadge';
export { UserMenu, type UserMenuProps } from './components/UserMenu';
export { ErrorCard, type ErrorCardProps } from './components/ErrorCard';
export {
  ErrorBoundary,
  generateReference,
  type ErrorBoundaryProps,
  type ErrorBoundaryFallbackProps,
} from './components/ErrorBoundary';
export { NotFound, type NotFoundProps } from './components/NotFound';
export { Modal, ModalFooter, CloseButton, type ModalProps, type CloseButtonProps } from './components/Modal';
export {
  ConfirmDialog,
  ConfirmationHost,
  clearConfirmations,
  requestConfirmation,
  type ConfirmDialogProps,
  type ConfirmationRequest,
} from './components/ConfirmDialog';
export {
  Table,
  TablePagination,
  toOrderBy,
  toSortDescriptor,
  sortRows,
  type TableColumn,
  type TableCardRole,
  type TableProps,
  type LocalPagination,
  type ServerPagination,
  type TablePaginationProps,
} from './components/Table';
export { EmptyState, type EmptyStateProps } from './components/EmptyState';
export { LoadingSpinner, type LoadingSpinnerProps } from './components/Spinner';
export {
  Skeleton,
  SkeletonText,
  SkeletonRegion,
  CardGridSkeleton,
  TableSkeleton,
  DrawerSkeleton,
  type SkeletonProps,
  type SkeletonTextProps,
  type SkeletonRegionProps,
  type CardGridSkeletonProps,
  type TableSkeletonProps,
  type DrawerSkeletonProps,
} from './components/Skeleton';
export { Tabs, type TabItem, type TabsProps } from './components/Tabs';
export { Drawer, type DrawerParent, type DrawerProps } from './components/Drawer';
export { StatusBadge, type StatusBadgeProps } from './components/StatusBadge';
export { Card, CardCoverFallback, type CardProps, type CardCoverFallbackProps } from './components/Card';
export { CardBrowser, CardGrid, CardPage, type CardBrowserProps, type CardGridProps } from './components/CardGrid';
export { QRCodeCard, QRCodeSheet, QR_SHEET_TEXT, type QRCodeCardProps, type QRCodeSheetProps } from './components/QRCodeCard';
export { RelativeTime, formatRelative, type RelativeTimeProps } from './components/RelativeTime';
export { PageHeader, type PageHeaderProps } from './components/PageHeader';
export {
  UNSAVED_CHANGES_TEXT,
  UnsavedChangesDialog,
  UnsavedChangesProvider,
  UnsavedChangesScope,
  useHasUnsavedChanges,
  useReportUnsavedChanges,
  useUnsavedChangesRegistry,
  type UnsavedChangesDialogProps,
  type UnsavedChangesProviderProps,
  type UnsavedChangesRegistry,
  type UnsavedChangesScopeProps,
} from './components/UnsavedChanges';
/** Read by screen readers, not shown: a live region's text, a link's 'opens in a new tab'. */
export { VisuallyHidden } from './components/VisuallyHidden';
