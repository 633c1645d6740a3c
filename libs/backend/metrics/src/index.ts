export { Counter, Gauge, Histogram, type Registry } from 'prom-client';
export * from './registry';
export * from './http-metrics';
export * from './pool-metrics';
export * from './queue-metrics';
export * from './metrics-endpoint';
