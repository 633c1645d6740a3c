import request from 'supertest';
import { Client } from 'pg';
import type { Product } from '@petcora/contracts';
import { recordedStatement } from '../testing/recorded-statement';
import { useStoreTestApp } from '../testing/store-test-app';

/** A plan node of EXPLAIN (FORMAT JSON), only the fields read here. */
interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

const PRODUCTS = 5_000;

/**
 * The product search (the store half of /api/search/all) compares stored lower-cased text with LIKE, which
 * is what ILIKE does on a UTF-8 database, and a rare word is found through the trigram indexes, not by reading every
 * product.
 */
describe('product search at a realistic size (real Postgres)', () => {
  const { store } = useStoreTestApp({ label: 'search-plan' });

  beforeAll(async () => {
    // A third about baths; "Zanzibar" in 3 names and 2 descriptions only; a few non-ASCII spellings.
    await store.dataSource.query(
      `INSERT INTO products (name, description, price, category, pet_type)
       SELECT CASE WHEN n <= 3 THEN 'Zanzibar Clove Balm ' || n
                   WHEN n = 4 THEN 'ÜBERSOFT Straße Brush'
                   WHEN n % 3 = 0 THEN 'Oat Bath Soak ' || n
                   ELSE 'Chew Stick ' || n END,
              CASE WHEN n IN (10, 11) THEN 'Spice of zanzibar' WHEN n = 5 THEN 'Fluffy übersoft towel'
                   ELSE 'A product for every day' END,
              100 + n, 'Wellness Products', CASE WHEN n % 2 = 0 THEN 'Dog' ELSE 'Cat' END
         FROM generate_series(1, $1::int) AS n`,
      [PRODUCTS],
    );
    // As autovacuum would: statistics, and the GIN pending list merged into the trigram indexes.
    await store.dataSource.query(`VACUUM ANALYZE products`);
  });

  /** Lists with `search`, recording the statement the service sent. */
  async function search(
    query: Record<string, string>,
  ): Promise<{ body: Product[]; sql: string; params: unknown[] }> {
    const spy = jest.spyOn(Client.prototype, 'query');
    try {
      const res = await request(store.app.getHttpServer()).get('/api/products').query(query).expect(200);
      const { sql, params } = recordedStatement(spy.mock.calls[0]!);
      return { body: res.body as Product[], sql, params };
    } finally {
      spy.mockRestore();
    }
  }

  it('finds a rare word through the trigram indexes of the lower-cased name and description, no sequential scan', async () => {
    const { body, sql, params } = await search({ search: 'ZANZIBAR', limit: '10' });
    expect(body.map((p) => p.name)).toHaveLength(5);
    const [row]: { 'QUERY PLAN': { Plan: PlanNode }[] }[] = await store.dataSource.query(
      `EXPLAIN (FORMAT JSON) ${sql}`,
      params,
    );
    const nodes = nodesOf(row['QUERY PLAN'][0].Plan);
    expect(nodes.filter((n) => n['Relation Name'] === 'products').map((n) => n['Node Type'])).not.toContain(
      'Seq Scan',
    );
    expect(nodes.map((n) => n['Index Name'])).toEqual(
      expect.arrayContaining(['products_name_folded_trgm_idx', 'products_description_folded_trgm_idx']),
    );
  });

  it.each(['zanzibar', 'BATH', 'über', 'STRASSE', 'straße', 'Soak 3%', 'every_day', 'o'])(
    'matches exactly what ILIKE on name and description matches (%s)',
    async (text) => {
      const { body } = await search({ search: text, limit: '100', sortBy: 'price' });
      const escaped = text.replace(/[\\%_]/g, (c) => `\\${c}`);
      const expected: { id: string }[] = await store.dataSource.query(
        `SELECT id FROM products
          WHERE available AND (name ILIKE $1 ESCAPE '\\' OR description ILIKE $1 ESCAPE '\\')
          ORDER BY price, id LIMIT 100`,
        [`%${escaped}%`],
      );
      expect(body.map((p) => p.id)).toEqual(expected.map((r) => r.id));
    },
  );
});
