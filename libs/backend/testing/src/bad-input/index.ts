export * from './bad-input-walker';
export * from './route-discovery';
export * from './malformed-cases';
export * from './database-fingerprint';
