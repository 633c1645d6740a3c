import { Injectable } from '@nestjs/common';
import { poolOf, queryPool, StatementNames } from '@petcora/nest-common';
import { DataSource } from 'typeorm';

/** Anything that runs one parameterised statement and answers its rows as arrays (the bench passes a recorder). */
export interface ArrayRowSource {
  query(text: string, values: unknown[]): Promise<unknown[][]>;
}

/**
 * Runs a statement on the service's pool and answers each row as an array of its columns, in select-list order.
 * node-postgres then builds no object per row (named keys set field by field): for the store's 100-product page of
 * 15 columns that was ~10-20 % of the client's parsing CPU (docs/performance.md). Statements are
 * named prepared statements (nest-common's StatementNames: the catalogue's texts are fixed per filter combination,
 * values always bound), so Postgres parses each text once per connection. Errors surface as TypeORM's
 * QueryFailedError, like `dataSource.query`, so the exception filter maps them alike (database away 503).
 */
@Injectable()
export class ArrayRowQueries implements ArrayRowSource {
  private readonly names = new StatementNames('store');

  constructor(private readonly dataSource: DataSource) {}

  async query(text: string, values: unknown[]): Promise<unknown[][]> {
    const pool = poolOf(this.dataSource);
    if (!pool) throw new Error('ArrayRowQueries needs a connected postgres DataSource');
    return queryPool<unknown[]>(pool, { name: this.names.nameOf(text), text, values, rowMode: 'array' });
  }
}
