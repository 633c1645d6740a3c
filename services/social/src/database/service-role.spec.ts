import { openSchemaDataSource, schemaDataSourceOptions } from '@petcora/nest-common';
import {
  createTestDatabase,
  createTestServiceRoles,
  type TestDatabase,
  type TestServiceRoles,
} from '@petcora/testing';
import { Client } from 'pg';
import type { DataSource } from 'typeorm';
import { Author } from '../authors/author.entity';
import { SOCIAL_ENTITIES, SOCIAL_MIGRATIONS, SOCIAL_SCHEMA } from './social-database';

/** The social service as it runs in a deployment: as its own role (infra/database/service-roles.sql), not the admin. */
describe('the social service role (real Postgres)', () => {
  let db: TestDatabase;
  let roles: TestServiceRoles;
  let social: DataSource;

  beforeAll(async () => {
    db = await createTestDatabase('social_role');
    roles = await createTestServiceRoles(db);
    // The account service's table, created by the account role as its migrations would.
    const account = new Client({ connectionString: roles.urls.account });
    await account.connect();
    await account.query('CREATE TABLE account.users (id uuid PRIMARY KEY, email text NOT NULL)');
    await account.query(`INSERT INTO account.users VALUES (gen_random_uuid(), 'rex@example.com')`);
    await account.end();
    social = await openSchemaDataSource(
      schemaDataSourceOptions({
        schema: SOCIAL_SCHEMA,
        url: roles.urls.social,
        entities: SOCIAL_ENTITIES,
        migrations: SOCIAL_MIGRATIONS,
      }),
    );
  }, 60_000);

  afterAll(async () => {
    await social?.destroy();
    await db?.drop();
    await roles?.drop();
  });

  it('connects as its own role, which is no superuser', async () => {
    const [session] = await social.query(
      `SELECT current_user AS role, (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) AS superuser`,
    );
    expect(session).toEqual({ role: roles.roles.social, superuser: false });
  });

  it('runs every social migration as that role, which then owns the tables', async () => {
    const applied: { name: string }[] = await social.query('SELECT name FROM social.migrations ORDER BY id');
    expect(applied.map((row) => row.name)).toEqual(
      SOCIAL_MIGRATIONS.map((migration) => new migration().name),
    );
    const owners: { owner: string }[] = await social.query(
      `SELECT DISTINCT tableowner AS owner FROM pg_tables WHERE schemaname = 'social'`,
    );
    expect(owners).toEqual([{ owner: roles.roles.social }]);
  });

  it('reads and writes its own schema', async () => {
    const authors = social.getRepository(Author);
    await authors.insert({ id: '00000000-0000-4000-8000-000000000001', username: 'Rex' });
    const [post] = await social.query(
      `INSERT INTO posts (user_id, content) VALUES ('00000000-0000-4000-8000-000000000001', 'hi') RETURNING content`,
    );
    expect(post).toEqual({ content: 'hi' });
    expect(await authors.findOneByOrFail({ username: 'Rex' })).toMatchObject({ username: 'Rex' });
    await social.query(`DELETE FROM posts`);
  });

  it('is refused the account schema: permission denied for account.users', async () => {
    await expect(social.query('SELECT email FROM account.users')).rejects.toThrow(
      /permission denied for schema account/,
    );
    await expect(social.query(`CREATE TABLE account.stolen (id int)`)).rejects.toThrow(/permission denied/);
  });

  it('creates nothing outside its schema: not in public, not a new schema', async () => {
    await expect(social.query('CREATE TABLE public.notes (id int)')).rejects.toThrow(/permission denied/);
    await expect(social.query('CREATE SCHEMA elsewhere')).rejects.toThrow(/permission denied/);
  });
});
