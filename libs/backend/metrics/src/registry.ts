import { collectDefaultMetrics, Registry } from 'prom-client';

/**
 * One Prometheus registry per process, every series labelled with the part it comes from (`gateway`, `account`,
 * `catalog-worker`…), with Node's own metrics: CPU, memory, event-loop lag, GC, open handles.
 */
export function createMetricsRegistry(service: string): Registry {
  const registry = new Registry();
  registry.setDefaultLabels({ service });
  collectDefaultMetrics({ register: registry });
  return registry;
}
