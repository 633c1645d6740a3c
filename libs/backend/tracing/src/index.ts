export * from './trace-context';
export * from './json-log';
export * from './request-end';
export { randomToken } from './random-tokens';
