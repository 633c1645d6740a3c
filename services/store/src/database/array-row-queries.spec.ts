import { type DataSource, QueryFailedError } from 'typeorm';
import { ArrayRowQueries } from './array-row-queries';

const withPool = (query: jest.Mock) => ({ driver: { master: { query } } }) as unknown as DataSource;

describe('ArrayRowQueries', () => {
  it('asks the pool for array rows of one parameterised statement and answers them as they come', async () => {
    const query = jest.fn().mockResolvedValue({
      rows: [
        ['a', 1],
        ['b', null],
      ],
    });
    const rows = await new ArrayRowQueries(withPool(query)).query('SELECT $1::text', ['x']);
    expect(rows).toEqual([
      ['a', 1],
      ['b', null],
    ]);
    expect(query).toHaveBeenCalledWith({
      name: expect.stringMatching(/^store_[0-9a-f]{24}$/),
      text: 'SELECT $1::text',
      values: ['x'],
      rowMode: 'array',
    });
  });

  it('sends one text under one name (a named prepared statement), another text under another', async () => {
    const query = jest.fn().mockResolvedValue({ rows: [] });
    const queries = new ArrayRowQueries(withPool(query));
    await queries.query('SELECT $1::text', ['x']);
    await queries.query('SELECT $1::text', ['y']);
    await queries.query('SELECT $1::int', [1]);
    const names = query.mock.calls.map(([config]) => (config as { name: string }).name);
    expect(names[1]).toBe(names[0]);
    expect(names[2]).not.toBe(names[0]);
  });

  it('surfaces a driver error as TypeORM QueryFailedError with the driver error inside (the filter maps it)', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    const query = jest.fn().mockRejectedValue(refused);
    const failure = new ArrayRowQueries(withPool(query)).query('SELECT 1', []);
    await expect(failure).rejects.toBeInstanceOf(QueryFailedError);
    await expect(failure).rejects.toMatchObject({ driverError: { code: 'ECONNREFUSED' }, query: 'SELECT 1' });
  });

  it('refuses to run without a connected postgres pool', async () => {
    await expect(
      new ArrayRowQueries({ driver: {} } as unknown as DataSource).query('SELECT 1', []),
    ).rejects.toThrow(/connected postgres DataSource/);
  });
});
