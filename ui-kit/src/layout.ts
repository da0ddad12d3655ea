// Layout, navigation, data display and feedback. Listed by hand: this is the kit's public surface.
export * from './components/SaveBar';
export * from './components/Toast';
export * from './components/NavBar';
export * from './components/UserMenu';
export * from './components/ErrorCard';
export * from './components/ErrorBoundary';
export * from './components/NotFound';
export * from './components/Modal';
export * from './components/ConfirmDialog';
export * from './components/Table';
export * from './components/EmptyState';
export * from './components/Spinner';
export * from './components/Tabs';
export * from './components/Drawer';
export * from './components/StatusBadge';
export * from './components/Card';
export * from './components/CardGrid';
