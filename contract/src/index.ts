export * from './constants';
export * from './messages';
export * from './errors';
export * from './permissions';
export * from './api';
export * from './entities';
export * from './domain';
export * from './schemas';
