export * from './theme';
export * from './inputs';
export * from './layout';
