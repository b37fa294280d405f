export type * from './entities';
export * from './events';
export type { RuntimeConfig } from './runtime-config';
export * from './paths';
export * from './remotes';
export * from './parcel';
export * from './routes';
export * from './modals';
export type { FindOptions, IndexSort, Query } from './sidechain-query';
