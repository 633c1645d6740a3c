export * from './contract-components';
export * from './handler-signatures';
export * from './api-document-checks';
export * from './contract-schemas-module';
export * from './redocly-lint';
export * from './api-document-truth';
