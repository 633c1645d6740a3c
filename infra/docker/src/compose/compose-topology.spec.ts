import path from 'node:path';
import {
  buildArgsOf,
  ComposeService,
  dependenciesOf,
  environmentOf,
  exampleEnvironment,
  loadCompose,
  loadRawCompose,
} from './compose-file';
import { InterpolationError } from './interpolate';
import { defaultPorts, nodeProcessFolders } from '../repo/conventions';
import { readRepoFile, repoFileExists, workspacePackageName } from '../repo/repo-files';

const compose = loadCompose();
const services = compose.services;
const built = Object.entries(services).filter(([, service]) => service.build !== undefined);
const STATEFUL = { postgres: 'DATABASE_URL', redis: 'REDIS_URL' } as const;

function env(name: string): Record<string, string | null> {
  return environmentOf(services[name]);
}

describe('docker-compose.yml topology', () => {
  it('runs every Node process listed in docs/conventions.md from its own workspace and package', () => {
    const folders = nodeProcessFolders();
    expect(folders).toEqual(
      expect.arrayContaining([
        'services/account',
        'services/social',
        'services/store',
        'services/catalog-worker',
        'gateway',
        'infra/square-emulator',
      ]),
    );
    const builtWorkspaces = built.map(([, service]) => buildArgsOf(service).WORKSPACE).sort();
    expect(builtWorkspaces).toEqual([...folders].sort());
  });

  it('has exactly the expected services: Postgres, Redis, the database roles and one per Node process', () => {
    expect(Object.keys(services).sort()).toEqual(
      [
        'account',
        'catalog-worker',
        'database-roles',
        'gateway',
        'postgres',
        'redis',
        'social',
        'square-emulator',
        'store',
      ].sort(),
    );
  });

  it.each(built.map(([name, service]) => [name, service] as const))(
    '%s is built from an existing Dockerfile, an existing workspace and that workspace’s package',
    (_name, service) => {
      const build = service.build as { context: string; dockerfile: string };
      expect(build.context).toBe('.');
      expect(repoFileExists(path.join(build.context, build.dockerfile))).toBe(true);
      const { WORKSPACE, PACKAGE, BUILD_PROJECTS } = buildArgsOf(service);
      expect(repoFileExists(path.join(WORKSPACE, 'package.json'))).toBe(true);
      expect(workspacePackageName(WORKSPACE)).toBe(PACKAGE);
      if (BUILD_PROJECTS !== undefined) {
        const projects = BUILD_PROJECTS.split(',');
        expect(projects).toContain(PACKAGE);
        const workspaceNames = workspacePackageNames();
        for (const project of projects) expect(workspaceNames).toContain(project);
      }
    },
  );

  it('builds the shell and the three remotes into the gateway image and points the gateway at them', () => {
    expect(buildArgsOf(services.gateway).BUILD_PROJECTS?.split(',').sort()).toEqual(
      [
        '@petcora/gateway',
        '@petcora/mfe-account',
        '@petcora/mfe-social',
        '@petcora/mfe-store',
        '@petcora/shell',
      ].sort(),
    );
    expect(env('gateway')).toMatchObject({
      SHELL_DIST_DIR: '/app/shell/dist',
      MFE_SOCIAL_DIST_DIR: '/app/mfe-social/dist',
      MFE_STORE_DIST_DIR: '/app/mfe-store/dist',
      MFE_ACCOUNT_DIST_DIR: '/app/mfe-account/dist',
    });
  });

  it('publishes one port, the gateway’s 8080, and nothing else', () => {
    const publishing = Object.entries(services).filter(([, service]) => (service.ports ?? []).length > 0);
    expect(publishing.map(([name]) => name)).toEqual(['gateway']);
    expect(services.gateway.ports).toEqual([{ target: 8080, published: 8080, protocol: 'tcp' }]);
  });

  it('gives each process the port of docs/conventions.md and makes it listen on all interfaces', () => {
    const ports = defaultPorts();
    for (const [name, service] of built) {
      const variables = environmentOf(service);
      const port = name === 'gateway' ? variables.GATEWAY_PORT : variables.PORT;
      expect({ name, port: Number(port) }).toEqual({ name, port: ports[name] });
      // The image's health check probes the port it was built for.
      expect({ name, buildPort: Number(buildArgsOf(service).PORT) }).toEqual({
        name,
        buildPort: ports[name],
      });
      expect({ name, host: variables.HOST }).toEqual({ name, host: '0.0.0.0' });
      expect({ name, nodeEnv: variables.NODE_ENV }).toEqual({ name, nodeEnv: 'production' });
    }
  });

  it('routes the gateway to the services by their compose names and ports', () => {
    const ports = defaultPorts();
    expect(env('gateway')).toMatchObject({
      ACCOUNT_SERVICE_URL: `http://account:${ports.account}`,
      SOCIAL_SERVICE_URL: `http://social:${ports.social}`,
      STORE_SERVICE_URL: `http://store:${ports.store}`,
    });
    for (const upstream of ['account', 'social', 'store']) {
      expect(dependenciesOf(services.gateway)[upstream]).toBe('service_healthy');
    }
  });

  it('points every process that uses Postgres or Redis at the compose service and waits for it to be healthy', () => {
    const users = { postgres: [] as string[], redis: [] as string[] };
    for (const [name, service] of built) {
      const variables = environmentOf(service);
      for (const [stateful, variable] of Object.entries(STATEFUL) as [keyof typeof STATEFUL, string][]) {
        const url = variables[variable];
        if (!url) continue;
        users[stateful].push(name);
        expect({ name, host: new URL(url).hostname }).toEqual({ name, host: stateful });
        expect({ name, dependsOn: dependenciesOf(service)[stateful] }).toEqual({
          name,
          dependsOn: 'service_healthy',
        });
      }
    }
    // conventions.md: the services and the worker use both.
    for (const name of ['account', 'social', 'store', 'catalog-worker']) {
      expect(users.postgres).toContain(name);
      expect(users.redis).toContain(name);
    }
    expect(new URL(env('account').DATABASE_URL as string).pathname).toBe('/petcora');
  });

  it('waits only on services that have a health check', () => {
    for (const [name, service] of Object.entries(services)) {
      for (const [dependency, condition] of Object.entries(dependenciesOf(service))) {
        expect({ name, dependency, exists: dependency in services }).toEqual({
          name,
          dependency,
          exists: true,
        });
        const target: ComposeService = services[dependency];
        // A one-shot (it exits when done) is waited for until it succeeded.
        if (target.restart === 'no') {
          expect({ name, dependency, condition }).toEqual({
            name,
            dependency,
            condition: 'service_completed_successfully',
          });
          continue;
        }
        expect({ name, dependency, condition }).toEqual({ name, dependency, condition: 'service_healthy' });
        // Built services get the Dockerfile's HEALTHCHECK; the others must declare one.
        const hasHealthcheck =
          target.build !== undefined ||
          (target.healthcheck?.test !== undefined && !target.healthcheck.disable);
        expect({ dependency, hasHealthcheck }).toEqual({ dependency, hasHealthcheck: true });
      }
    }
  });

  it('sends the catalog worker to the Square emulator unless a real Square is configured', () => {
    expect(env('catalog-worker').SQUARE_BASE_URL).toBe(
      `http://square-emulator:${defaultPorts()['square-emulator']}`,
    );
    expect(dependenciesOf(services['catalog-worker'])['square-emulator']).toBe('service_healthy');
    // A null value passes the host's variable through only when it is set, so "unset → emulator" holds.
    expect(env('catalog-worker').SQUARE_ACCESS_TOKEN).toBeNull();
  });

  it('keeps Postgres and Redis data in named volumes, Redis with an append-only file', () => {
    expect(services.postgres.volumes).toEqual(['postgres-data:/var/lib/postgresql/data']);
    expect(services.redis.volumes).toEqual(['redis-data:/data']);
    expect(Object.keys(compose.volumes ?? {}).sort()).toEqual(['postgres-data', 'redis-data']);
    expect(services.redis.command).toEqual(expect.arrayContaining(['redis-server', '--appendonly', 'yes']));
    expect(services.postgres.healthcheck?.test).toEqual(['CMD-SHELL', 'pg_isready -U postgres -d petcora']);
    expect(services.redis.healthcheck?.test).toEqual(['CMD', 'redis-cli', 'ping']);
  });

  it('pins every image to a version and restarts every service', () => {
    for (const [name, service] of Object.entries(services)) {
      // database-roles runs once per `up` and exits.
      const restart = name === 'database-roles' ? 'no' : 'unless-stopped';
      expect({ name, restart: service.restart }).toEqual({ name, restart });
      if (service.image === undefined) continue;
      const tag = service.image.split(':')[1];
      expect({ name, tag: tag && tag !== 'latest' ? 'pinned' : tag }).toEqual({ name, tag: 'pinned' });
    }
    expect(services.postgres.image).toBe('postgres:16-alpine');
    expect(services.redis.image).toBe('redis:7-alpine');
  });

  it('takes every secret from the environment, never from the file, and refuses to start without them', () => {
    const raw = loadRawCompose();
    for (const [name, service] of Object.entries(raw.services)) {
      for (const [variable, value] of Object.entries(environmentOf(service))) {
        if (!/SECRET|PASSWORD|_KEY$/.test(variable)) continue;
        expect({ name, variable, value }).toEqual({
          name,
          variable,
          value: expect.stringMatching(/^\$\{[A-Z_]+:\?[^}]+\}$/),
        });
      }
    }
    const { IDENTITY_TOKEN_PRIVATE_KEY: _private, ...withoutPrivateKey } = exampleEnvironment();
    expect(() => loadCompose(withoutPrivateKey)).toThrow(InterpolationError);
    const { IDENTITY_TOKEN_PUBLIC_KEY: _public, ...withoutPublicKey } = exampleEnvironment();
    expect(() => loadCompose(withoutPublicKey)).toThrow(InterpolationError);
  });

  it('gives the signing key to the gateway alone, the verifying key to every service, the session secret to account', () => {
    expect(env('gateway').IDENTITY_TOKEN_PRIVATE_KEY).toEqual(expect.any(String));
    expect(env('gateway').IDENTITY_TOKEN_PUBLIC_KEY).toBeUndefined();
    for (const name of ['account', 'social', 'store', 'catalog-worker']) {
      expect(env(name).IDENTITY_TOKEN_PUBLIC_KEY).toEqual(expect.any(String));
      expect(env(name).IDENTITY_TOKEN_PRIVATE_KEY).toBeUndefined();
    }
    expect(env('account').SESSION_SECRET).toEqual(expect.any(String));
    // Production refuses to start the account service without it.
    expect(env('account').ADMIN_OVERVIEW_PASSWORD_HASH).toEqual(expect.any(String));
  });

  it('documents every variable the file requires in .env.example, with secrets long enough to be accepted', () => {
    const required = [...readRepoFile('docker-compose.yml').matchAll(/\$\{([A-Z_]+):\?/g)].map(
      (match) => match[1],
    );
    const example = exampleEnvironment();
    for (const variable of new Set(required))
      expect({ variable, documented: variable in example }).toEqual({ variable, documented: true });
    // The services refuse secrets shorter than 32 characters.
    expect(example.SESSION_SECRET?.length).toBeGreaterThanOrEqual(32);
    // Demo accounts have public passwords: never seeded by default on a deployment.
    expect(example.DEMO_SEED).toBe('false');
    expect(env('account').DEMO_SEED).toBe('false');
  });
});

function workspacePackageNames(): string[] {
  const folders = [...nodeProcessFolders(), 'shell', 'mfe-social', 'mfe-store', 'mfe-account'];
  return folders
    .map((folder) => workspacePackageName(folder))
    .filter((name): name is string => name !== undefined);
}
