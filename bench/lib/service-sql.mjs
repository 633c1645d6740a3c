// The exact SQL the services run for the benchmarked endpoints, taken from the services' own compiled code (their
// `dist/`, so build first) rather than copied here: when a service changes its query, the bare-SQL baseline follows.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { DataSource } from 'typeorm';
import { ProductEntity } from '@petcora/store-data';

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
  };
  await new FeedRepository(recorder).page({ filter: { kind: 'all' }, viewerId, page, limit });
  if (!captured)
    throw new Error('FeedRepository.page ran no query; the bench no longer matches the service.');
  return captured;
}

/**
 * The product list's statement: services/store/src/products/products.service.ts `ProductsService.list` with the
 * query object ProductsController.list receives, run once through a TypeORM DataSource (store schema, as the
 * service configures it) whose logger records the SQL TypeORM generated.
 */
export async function productListSql({ databaseUrl, query }) {
  const { ProductsService } = loadServiceModule('services/store/dist/products/products.service.js');
  const statements = [];
  const recordingLogger = {
    logQuery: (sql, params) => statements.push({ sql, params: params ?? [] }),
    logQueryError: () => {},
    logQuerySlow: () => {},
    logSchemaBuild: () => {},
    logMigration: () => {},
    log: () => {},
  };
  const dataSource = new DataSource({
    type: 'postgres',
    url: databaseUrl,
    schema: 'store',
    entities: [ProductEntity],
    logging: ['query'],
    logger: recordingLogger,
    extra: { max: 1 },
  });
  await dataSource.initialize();
  statements.length = 0; // initialize() asks the server for its version and settings; only the list's query counts
  try {
    const rows = await new ProductsService(dataSource.getRepository(ProductEntity)).list(query);
    const selects = statements.filter((s) => /^\s*SELECT/i.test(s.sql));
    if (selects.length !== 1)
      throw new Error(`ProductsService.list ran ${selects.length} SELECTs; the bench expects one.`);
    return { ...selects[0], rowCount: rows.length };
  } finally {
    await dataSource.destroy();
  }
}
