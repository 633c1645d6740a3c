export * from './users';
export * from './posts';
export * from './products';
export * from './orders';
