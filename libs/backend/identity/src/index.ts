export * from './identity-token';
export * from './secret-strength';
