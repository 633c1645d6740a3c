import type { DataSource, EntityManager } from 'typeorm';

/**
 * Set on a database connection while background work holds it (the notification relay, the ranking jobs and the
 * ranking outbox's relay), so tests and the bench counting a request's statements leave that work out.
 */
export const BACKGROUND_CLIENT = Symbol.for('petcora.social.background-client');

/** Runs `work` in one transaction on a connection marked as background work while it holds it. */
export async function inBackground<T>(
  dataSource: DataSource,
  work: (m: EntityManager) => Promise<T>,
): Promise<T> {
  const runner = dataSource.createQueryRunner();
  const client = (await runner.connect()) as Record<symbol, unknown>;
  client[BACKGROUND_CLIENT] = true;
  try {
    await runner.startTransaction();
    try {
      const result = await work(runner.manager);
      await runner.commitTransaction();
      return result;
    } catch (error) {
      if (runner.isTransactionActive) await runner.rollbackTransaction();
      throw error;
    }
  } finally {
    delete client[BACKGROUND_CLIENT];
    await runner.release();
  }
}

/** The database as an outbox relay takes it, every transaction and query of it on a background connection. */
export function backgroundDatabase(dataSource: DataSource) {
  return {
    transaction: <T>(work: (m: EntityManager) => Promise<T>) => inBackground(dataSource, work),
    query: (sql: string, parameters?: unknown[]) => inBackground(dataSource, (m) => m.query(sql, parameters)),
  };
}
