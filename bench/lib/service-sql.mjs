// The exact SQL the services run for the benchmarked endpoints, taken from the services' own compiled code (their
// `dist/`, so build first) rather than copied here: when a service changes its query, the bare-SQL baseline follows.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const require = createRequire(import.meta.url);
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

function loadServiceModule(relativePath) {
  const file = `${repoRoot}${relativePath}`;
  try {
    return require(file);
  } catch (error) {
    throw new Error(
      `Cannot load ${file} (build the service first: npx nx run-many -t build): ${error.message}`,
    );
  }
}

/**
 * The feed page's statement: services/social/src/feed/feed.repository.ts `FeedRepository.page`, called the way
 * FeedController.list calls it for `GET /api/posts?page=1&limit=10` (filter 'all', the viewer's id). A stand-in
 * DataSource records the statement instead of running it.
 */
export async function feedPageSql({ viewerId, page, limit }) {
  const { FeedRepository } = loadServiceModule('services/social/dist/feed/feed.repository.js');
  let captured;
  const recorder = {
    query: async (sql, params) => {
      captured = { sql, params };
      return [];
    },
    // The pool the service's PreparedStatements finds on a real DataSource: it sends the feed's statement named, so
    // the bare-SQL case records the name and sends it named too (like for like: Postgres parses it once per
    // connection on both sides).
    driver: {
      master: {
        query: async ({ name, text, values }) => {
          captured = { sql: text, params: values, name };
          return { rows: [] };
        },
      },
    },
  };
  await new FeedRepository(recorder).page({ filter: { kind: 'all' }, viewerId, page, limit });
  if (!captured)
    throw new Error('FeedRepository.page ran no query; the bench no longer matches the service.');
  return captured;
}

/**
 * The product list's statement: services/store/src/products/products.service.ts `ProductsService.list` with the
 * query object ProductsController.list receives, sent through the store's own ArrayRowQueries to a stand-in pool
 * that records it as it would reach Postgres (named, array rows). It is then run once here, so a statement that no
 * longer lists products fails before anything is measured.
 */
export async function productListSql({ databaseUrl, query }) {
  const { ProductsService } = loadServiceModule('services/store/dist/products/products.service.js');
  const { ArrayRowQueries } = loadServiceModule('services/store/dist/database/array-row-queries.js');
  const statements = [];
  const recordingDataSource = {
    driver: {
      master: {
        query: async ({ name, text, values, rowMode }) => {
          statements.push({ sql: text, params: values, name, rowMode });
          return { rows: [] };
        },
      },
    },
  };
  await new ProductsService(new ArrayRowQueries(recordingDataSource)).list(query);
  const selects = statements.filter((s) => /^\s*SELECT/i.test(s.sql));
  if (selects.length !== 1)
    throw new Error(`ProductsService.list ran ${selects.length} SELECTs; the bench expects one.`);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query(selects[0].sql, selects[0].params);
    if (!rowCount)
      throw new Error("ProductsService.list's statement answers no product; the bench expects some.");
    return { ...selects[0], rowCount };
  } finally {
    await client.end();
  }
}
