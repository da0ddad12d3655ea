export * from './theme';
export * from './components/Button';
