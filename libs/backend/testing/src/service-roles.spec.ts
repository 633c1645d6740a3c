import { Client } from 'pg';
import { applyServiceRoles, createTestServiceRoles } from './service-roles';
import { createTestDatabase, type TestDatabase } from './test-database';

async function query(url: string, text: string): Promise<Record<string, unknown>[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}

describe('service-roles.sql on a database an earlier setup created as the admin', () => {
  let db: TestDatabase;
  beforeEach(async () => {
    db = await createTestDatabase('service_roles');
  });
  afterEach(() => db.drop());

  it('hands each schema with its tables, sequences and functions to the role, and may run again', async () => {
    await query(
      db.url,
      `CREATE SCHEMA account;
       CREATE TABLE account.users (id bigserial PRIMARY KEY, email text);
       CREATE SEQUENCE account.invoice_numbers;
       CREATE FUNCTION account.one() RETURNS int LANGUAGE sql AS 'SELECT 1';
       INSERT INTO account.users (email) VALUES ('rex@example.com')`,
    );
    const roles = await createTestServiceRoles(db);
    try {
      const owners = await query(
        db.url,
        `SELECT c.relname AS name, pg_get_userbyid(c.relowner) AS owner FROM pg_class c
         WHERE c.relnamespace = 'account'::regnamespace AND c.relkind IN ('r', 'S') ORDER BY 1`,
      );
      expect(owners).toEqual([
        { name: 'invoice_numbers', owner: roles.roles.account },
        { name: 'users', owner: roles.roles.account },
        { name: 'users_id_seq', owner: roles.roles.account },
      ]);
      // The role works its adopted tables as their owner: a new row takes the next id.
      await expect(
        query(
          roles.urls.account,
          `INSERT INTO account.users (email) VALUES ('bo@example.com') RETURNING id, account.one()`,
        ),
      ).resolves.toEqual([{ id: '2', one: 1 }]);
      await expect(query(roles.urls.social, 'SELECT * FROM account.users')).rejects.toThrow(
        /permission denied for schema account/,
      );
      // Again, as after every release: nothing changes, nothing fails.
      await applyServiceRoles(db.url, { prefix: roles.roles.account.replace(/_account$/, '') });
      await expect(
        query(roles.urls.account, 'SELECT count(*)::int AS n FROM account.users'),
      ).resolves.toEqual([{ n: 2 }]);
    } finally {
      await db.drop();
      await roles.drop();
    }
  });

  it('refuses a service role that could create roles or databases', async () => {
    const roles = await createTestServiceRoles(db);
    const prefix = roles.roles.social.replace(/_social$/, '');
    try {
      await query(db.url, `ALTER ROLE "${roles.roles.social}" CREATEDB`);
      await expect(applyServiceRoles(db.url, { prefix })).rejects.toThrow(
        new RegExp(`role ${roles.roles.social} may create roles or databases`),
      );
    } finally {
      await db.drop();
      await roles.drop();
    }
  });

  it('keeps other roles out of the database: connecting needs a grant', async () => {
    const roles = await createTestServiceRoles(db);
    const outsider = `${roles.roles.social}_outsider`;
    try {
      await query(db.url, `CREATE ROLE "${outsider}" LOGIN`);
      const url = new URL(db.url);
      url.username = outsider;
      await expect(query(url.toString(), 'SELECT 1')).rejects.toThrow(/permission denied for database/);
    } finally {
      await db.drop();
      await roles.drop();
      await query(db.url.replace(/\/[^/]+$/, '/postgres'), `DROP ROLE IF EXISTS "${outsider}"`);
    }
  });
});
