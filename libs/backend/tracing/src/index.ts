export * from './trace-context';
export * from './json-log';
