import { createHash } from 'node:crypto';
import { type DataSource, QueryFailedError } from 'typeorm';

/** One statement as node-postgres's Pool takes it: a `name` makes it a named prepared statement. */
export interface PoolQueryConfig {
  name?: string;
  text: string;
  values: unknown[];
  rowMode?: 'array';
}

/** What this needs of node-postgres's Pool, which TypeORM's postgres driver keeps as `driver.master`. */
export interface PoolQueryRunner {
  query(config: PoolQueryConfig): Promise<{ rows: unknown[] }>;
}

/** The node-postgres pool behind a TypeORM postgres DataSource; undefined for a stand-in without one. */
export function poolOf(dataSource: DataSource): PoolQueryRunner | undefined {
  const pool = (dataSource.driver as { master?: Partial<PoolQueryRunner> } | undefined)?.master;
  return typeof pool?.query === 'function' ? (pool as PoolQueryRunner) : undefined;
}

/**
 * Runs one statement on the pool. A failure surfaces as TypeORM's QueryFailedError with the driver's error inside,
 * as `dataSource.query` fails, so the exception filter maps it alike (invalid identifier 400, database away 503).
 */
export async function queryPool<Row>(pool: PoolQueryRunner, config: PoolQueryConfig): Promise<Row[]> {
  try {
    const result = await pool.query(config);
    return result.rows as Row[];
  } catch (error) {
    throw new QueryFailedError(config.text, config.values, error as Error);
  }
}

/**
 * Names for a service's statement texts, so each pooled connection parses a text once and afterwards receives only
 * its name and values (Postgres's parse and analysis was ~170 µs of the feed page's ~1.1 ms and ~60 µs of
 * the product list's ~0.7 ms). The name is a hash of the text, so every connection and every copy of the service
 * agrees on it. Plans stay per execution: connections run with `plan_cache_mode=force_custom_plan`
 * (typeorm-schema.ts). Texts must be fixed per query shape with values always bound; past `limit` distinct texts
 * something is building texts from values, and those run unnamed rather than fill every connection.
 */
export class StatementNames {
  private readonly names = new Map<string, string>();

  constructor(
    private readonly prefix: string,
    private readonly limit = 200,
  ) {}

  /** The text's name, or undefined once `limit` other texts are named (run it unnamed). */
  nameOf(text: string): string | undefined {
    let name = this.names.get(text);
    if (!name) {
      if (this.names.size >= this.limit) return undefined;
      name = `${this.prefix}_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`;
      this.names.set(text, name);
    }
    return name;
  }
}
