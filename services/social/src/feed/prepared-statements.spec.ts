import type { DataSource } from 'typeorm';
import { encodeCursor } from './feed-cursor';
import { FeedRepository, type FeedPageRequest } from './feed.repository';
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

describe('PreparedStatements: the feed statements as named prepared statements', () => {
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

describe('FeedRepository: one statement text per list shape', () => {
  /** Runs pages and records each statement as sent; the stand-in DataSource has no pool, so texts go unnamed. */
  function recordingRepository() {
    const sent: { text: string; values: unknown[] }[] = [];
    const standIn = {
      query: async (text: string, values: unknown[]) => (sent.push({ text, values }), []),
    } as unknown as DataSource;
    const repository = new FeedRepository(standIn);
    const build = jest.spyOn(repository as unknown as { buildStatement: () => string }, 'buildStatement');
    return { repository, sent, build };
  }

  it('builds a list shape’s text once and sends the same text with each request’s values', async () => {
    const { repository, sent, build } = recordingRepository();
    const viewer = '00000000-0000-4000-8000-000000000001';
    await repository.page({ filter: { kind: 'all' }, viewerId: viewer, page: 1, limit: 10 });
    await repository.page({ filter: { kind: 'all' }, viewerId: null, page: 3, limit: 5 });
    expect(build).toHaveBeenCalledTimes(1);
    expect(sent[1]!.text).toBe(sent[0]!.text);
    expect(sent.map((s) => s.values)).toEqual([
      [viewer, 11, 0],
      [null, 6, 10],
    ]);
  });

  it('keeps the shapes apart: another list, a cursor, a ranked list, an author by name or by id', async () => {
    const { repository, sent, build } = recordingRepository();
    const cursor = encodeCursor({
      l: 'all',
      k: '2026-01-01T00:00:00.000000Z',
      i: '00000000-0000-4000-8000-0000000000aa',
    });
    const pages: FeedPageRequest[] = [
      { filter: { kind: 'all' }, viewerId: null, page: 1, limit: 10 },
      { filter: { kind: 'all' }, viewerId: null, page: 1, limit: 10, cursor },
      { filter: { kind: 'photos' }, viewerId: null, page: 1, limit: 10 },
      { filter: { kind: 'trending' }, viewerId: null, page: 1, limit: 10 },
      { filter: { kind: 'authorMedia', user: { username: 'maya' } }, viewerId: null, page: 1, limit: 10 },
      {
        filter: { kind: 'authorMedia', user: { userId: '00000000-0000-4000-8000-000000000002' } },
        viewerId: null,
        page: 1,
        limit: 10,
      },
    ];
    for (const page of [...pages, ...pages]) await repository.page(page);
    expect(build).toHaveBeenCalledTimes(pages.length);
    const texts = sent.map((s) => s.text);
    expect(new Set(texts.slice(0, pages.length)).size).toBe(pages.length);
    expect(texts.slice(pages.length)).toEqual(texts.slice(0, pages.length));
    // The cursor's values are bound, never part of the text.
    expect(texts[1]).not.toContain('2026-01-01');
    expect(sent[1]!.values).toContain('2026-01-01T00:00:00.000000Z');
  });
});
