export * from './identity-token';
export * from './identity-keys';
export * from './dev-identity-keys';
export * from './secret-strength';
export * from './identity-token-verifier';
export * from './runtime-mode';
