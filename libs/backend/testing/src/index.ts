export * from './test-database';
export * from './identity-header';
export * from './test-redis';
