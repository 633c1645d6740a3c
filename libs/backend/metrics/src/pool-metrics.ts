import { Gauge, type Registry } from 'prom-client';

/** The counters node-postgres's Pool keeps (TypeORM's postgres driver exposes its pool as `driver.master`). */
export interface PoolCounts {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

/**
 * `db_pool_connections{pool,state}`: `total` and `idle` connections and `waiting` requests of each connection pool,
 * read when Prometheus scrapes. `waiting` above zero for long means the pool (DB_POOL_MAX) is too small for the load.
 * A pool that is not there (yet, or any more) is left out.
 */
export function observeConnectionPools(
  registry: Registry,
  pools: Record<string, () => PoolCounts | undefined>,
): void {
  new Gauge({
    name: 'db_pool_connections',
    help: 'Connections of a database pool (total, idle) and requests waiting for one',
    labelNames: ['pool', 'state'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const [pool, read] of Object.entries(pools)) {
        const counts = read();
        if (!counts) continue;
        this.set({ pool, state: 'total' }, counts.totalCount);
        this.set({ pool, state: 'idle' }, counts.idleCount);
        this.set({ pool, state: 'waiting' }, counts.waitingCount);
      }
    },
  });
}
