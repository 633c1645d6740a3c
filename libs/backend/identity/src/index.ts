export * from './identity-token';
