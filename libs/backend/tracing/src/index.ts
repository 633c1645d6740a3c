export * from './trace-context';
export * from './request-trace';
export * from './json-log';
export * from './request-end';
export { randomToken } from './random-tokens';
export { batchedStdout, createBatchedLogWriter, writeLogLine } from './batched-log-writer';
export type { BatchedLogWriter, BatchedLogWriterOptions, LogSink } from './batched-log-writer';
