import type { DataSource } from 'typeorm';
import { PreparedStatements } from './prepared-statements';

type Sent = { name: string; text: string; values: unknown[] };

/** A DataSource whose driver keeps a pool (as TypeORM's postgres driver does), recording what reaches each. */
function dataSourceWithPool(answer: (sent: Sent) => Promise<{ rows: unknown[] }>) {
  const sentToPool: Sent[] = [];
  const sentUnnamed: string[] = [];
  const dataSource = {
    driver: {
      master: {
        query: (config: Sent) => {
          sentToPool.push(config);
          return answer(config);
        },
      },
    },
    query: async (text: string) => {
      sentUnnamed.push(text);
      return [{ unnamed: true }];
    },
  } as unknown as DataSource;
  return { dataSource, sentToPool, sentUnnamed };
}

describe('PreparedStatements: the feed statements as named prepared statements (issue 12)', () => {
  it('sends a text under one stable name with its values, and answers the rows', async () => {
    const { dataSource, sentToPool } = dataSourceWithPool(async () => ({ rows: [{ id: 'p1' }] }));
    const statements = new PreparedStatements(dataSource);
    expect(await statements.query('SELECT 1 WHERE $1::int = 1', [1])).toEqual([{ id: 'p1' }]);
    await statements.query('SELECT 1 WHERE $1::int = 1', [2]);
    await statements.query('SELECT 2 WHERE $1::int = 1', [1]);
    expect(sentToPool.map((s) => s.values)).toEqual([[1], [2], [1]]);
    expect(sentToPool[0]!.name).toMatch(/^feed_[0-9a-f]{24}$/);
    expect(sentToPool[1]!.name).toBe(sentToPool[0]!.name);
    expect(sentToPool[2]!.name).not.toBe(sentToPool[0]!.name);
  });

  it('runs unnamed through the DataSource when the driver keeps no pool (a stand-in DataSource)', async () => {
    const sent: string[] = [];
    const standIn = { query: async (text: string) => (sent.push(text), []) } as unknown as DataSource;
    await new PreparedStatements(standIn).query('SELECT 1', []);
    expect(sent).toEqual(['SELECT 1']);
  });

  it('runs a text past the 200 named ones unnamed through the DataSource instead of filling every connection', async () => {
    const { dataSource, sentToPool, sentUnnamed } = dataSourceWithPool(async () => ({ rows: [] }));
    const statements = new PreparedStatements(dataSource);
    for (let i = 0; i < 201; i += 1) await statements.query(`SELECT ${i}`, []);
    expect(sentToPool).toHaveLength(200);
    expect(sentUnnamed).toEqual(['SELECT 200']);
  });
});
