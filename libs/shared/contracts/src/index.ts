export * from './identity';
export * from './queues';
export * from './api';
export * from './auth-routes';
export * from './community';
export * from './account';
export * from './orders';
export * from './stats';
