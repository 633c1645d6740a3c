export * from './test-database';
export * from './identity-header';
export * from './test-redis';
export * from './bad-input';
export * from './forged-identity-tokens';
export * from './wait-for';
export * from './contract-schemas';
export * from './tcp-proxy';
