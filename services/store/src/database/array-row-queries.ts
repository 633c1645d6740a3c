import { Injectable } from '@nestjs/common';
import { DataSource, QueryFailedError } from 'typeorm';

/** What this needs of node-postgres's Pool, which TypeORM's postgres driver keeps as `driver.master`. */
interface ArrayRowPool {
  query(config: { text: string; values: unknown[]; rowMode: 'array' }): Promise<{ rows: unknown[][] }>;
}

/** Anything that runs one parameterised statement and answers its rows as arrays (the bench passes a recorder). */
export interface ArrayRowSource {
  query(text: string, values: unknown[]): Promise<unknown[][]>;
}

/**
 * Runs a statement on the service's pool and answers each row as an array of its columns, in select-list order.
 * node-postgres then builds no object per row (named keys set field by field): for the store's 100-product page of
 * 15 columns that was ~10-20 % of the client's parsing CPU (issue 12, docs/performance/services.md). Errors surface
 * as TypeORM's QueryFailedError, like `dataSource.query`, so the exception filter maps them alike (database away 503).
 */
@Injectable()
export class ArrayRowQueries implements ArrayRowSource {
  constructor(private readonly dataSource: DataSource) {}

  async query(text: string, values: unknown[]): Promise<unknown[][]> {
    const pool = (this.dataSource.driver as { master?: Partial<ArrayRowPool> } | undefined)?.master;
    if (typeof pool?.query !== 'function')
      throw new Error('ArrayRowQueries needs a connected postgres DataSource');
    try {
      const result = await (pool as ArrayRowPool).query({ text, values, rowMode: 'array' });
      return result.rows;
    } catch (error) {
      throw new QueryFailedError(text, values, error as Error);
    }
  }
}
