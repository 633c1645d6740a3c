import {
  dependenciesOf,
  environmentOf,
  exampleEnvironment,
  loadCompose,
  loadRawCompose,
  type ComposeFile,
} from './compose-file';
import { readRepoFile } from '../repo/repo-files';

/** Every process's own database role, as infra/database/service-roles.sql names them (prefix petcora). */
const DATABASE_ROLES = {
  account: 'petcora_account',
  social: 'petcora_social',
  store: 'petcora_store',
  'catalog-worker': 'petcora_catalog_worker',
};
/** The role passwords, one variable each, as the database-roles service passes them to the SQL. */
const PASSWORD_VARIABLES = {
  account: 'ACCOUNT_DATABASE_PASSWORD',
  social: 'SOCIAL_DATABASE_PASSWORD',
  store: 'STORE_DATABASE_PASSWORD',
  'catalog-worker': 'CATALOG_WORKER_DATABASE_PASSWORD',
};

/** docker-compose.yml with a different value for every secret, so each one can be traced to where it goes. */
function composeWithDistinctSecrets(): { compose: ComposeFile; secrets: Record<string, string> } {
  const secrets = {
    POSTGRES_PASSWORD: 'admin0pw',
    REDIS_PASSWORD: 'redis0pw',
    ACCOUNT_DATABASE_PASSWORD: 'account0pw',
    SOCIAL_DATABASE_PASSWORD: 'social0pw',
    STORE_DATABASE_PASSWORD: 'store0pw',
    CATALOG_WORKER_DATABASE_PASSWORD: 'worker0pw',
  };
  return { compose: loadCompose({ ...exampleEnvironment(), ...secrets }), secrets };
}

describe('docker-compose.yml isolates the parts', () => {
  const { compose, secrets } = composeWithDistinctSecrets();
  const services = compose.services;
  const env = (name: string) => environmentOf(services[name]);

  it('starts Redis with a password, and its health check gives it', () => {
    const command = services.redis.command as string[];
    expect(command[command.indexOf('--requirepass') + 1]).toBe(secrets.REDIS_PASSWORD);
    expect(env('redis').REDISCLI_AUTH).toBe(secrets.REDIS_PASSWORD);
  });

  it('gives every process that uses Redis that password in its REDIS_URL', () => {
    const users = Object.keys(services).filter((name) => env(name).REDIS_URL);
    expect(users.sort()).toEqual(['account', 'catalog-worker', 'gateway', 'social', 'store']);
    for (const name of users) {
      const url = new URL(env(name).REDIS_URL as string);
      expect({ name, password: decodeURIComponent(url.password) }).toEqual({
        name,
        password: secrets.REDIS_PASSWORD,
      });
    }
  });

  it('connects each service and the worker to Postgres as its own role with its own password, none as postgres', () => {
    const users = Object.keys(services).filter((name) => env(name).DATABASE_URL);
    expect(users.sort()).toEqual(Object.keys(DATABASE_ROLES).sort());
    for (const [name, role] of Object.entries(DATABASE_ROLES)) {
      const url = new URL(env(name).DATABASE_URL as string);
      expect({ name, user: url.username, password: url.password, host: url.hostname }).toEqual({
        name,
        user: role,
        password: secrets[PASSWORD_VARIABLES[name as keyof typeof PASSWORD_VARIABLES]],
        host: 'postgres',
      });
    }
    expect(JSON.stringify(loadRawCompose().services)).not.toMatch(/postgres:\/\/postgres[:@]/);
  });

  it('creates the roles with those passwords first, as the admin, running the SQL of infra/database', () => {
    const roles = env('database-roles');
    expect(roles).toMatchObject({
      PGHOST: 'postgres',
      PGUSER: 'postgres',
      PGPASSWORD: secrets.POSTGRES_PASSWORD,
      PETCORA_ROLE_PREFIX: 'petcora',
    });
    for (const variable of Object.values(PASSWORD_VARIABLES))
      expect(roles[variable]).toBe(secrets[variable as keyof typeof secrets]);
    expect(services['database-roles'].volumes).toEqual(['./infra/database:/petcora:ro']);
    const command = services['database-roles'].command as string[];
    expect(command).toEqual(
      expect.arrayContaining([
        '--set=ON_ERROR_STOP=1',
        '--file=/petcora/service-roles-settings.psql',
        '--file=/petcora/service-roles.sql',
      ]),
    );
    // The prelude reads exactly these variables.
    const prelude = readRepoFile('infra/database/service-roles-settings.psql');
    for (const variable of ['PETCORA_ROLE_PREFIX', ...Object.values(PASSWORD_VARIABLES)])
      expect(prelude).toContain(` ${variable}\n`);
    for (const name of Object.keys(DATABASE_ROLES))
      expect({ name, waitsFor: dependenciesOf(services[name])['database-roles'] }).toEqual({
        name,
        waitsFor: 'service_completed_successfully',
      });
    // Nothing but database-roles holds the admin's password.
    for (const name of Object.keys(services).filter((n) => n !== 'database-roles' && n !== 'postgres'))
      expect({ name, admin: JSON.stringify(services[name]).includes(secrets.POSTGRES_PASSWORD) }).toEqual({
        name,
        admin: false,
      });
  });
});
