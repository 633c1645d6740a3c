import { parse } from 'yaml';
import { Environment, interpolateDocument, parseDotEnv } from './interpolate';
import { readRepoFile } from '../repo/repo-files';

export const COMPOSE_FILE = 'docker-compose.yml';
export const ENV_EXAMPLE_FILE = '.env.example';

/** The subset of a Compose service these tests read. */
export interface ComposeService {
  image?: string;
  build?: { context?: string; dockerfile?: string; args?: Record<string, string> } | string;
  environment?: Record<string, string | null> | string[];
  depends_on?: Record<string, { condition: string }> | string[];
  ports?: unknown[];
  expose?: unknown[];
  healthcheck?: { test?: string[] | string; disable?: boolean };
  restart?: string;
  command?: string[] | string;
  volumes?: unknown[];
  init?: boolean;
}

export interface ComposeFile {
  services: Record<string, ComposeService>;
  volumes?: Record<string, unknown>;
  [key: string]: unknown;
}

/** docker-compose.yml as YAML gives it: anchors and merge keys resolved, variables not yet interpolated. */
export function loadRawCompose(): ComposeFile {
  // Merge keys (<<) are YAML 1.1; Compose resolves them, so the parser must too.
  return parse(readRepoFile(COMPOSE_FILE), { merge: true }) as ComposeFile;
}

/** The variables a user starts from: .env.example. */
export function exampleEnvironment(): Environment {
  return parseDotEnv(readRepoFile(ENV_EXAMPLE_FILE));
}

/** docker-compose.yml as Compose runs it with a .env copied from .env.example. */
export function loadCompose(env: Environment = exampleEnvironment()): ComposeFile {
  return interpolateDocument(loadRawCompose(), env);
}

/** A service's environment as a map, whichever of the two Compose forms it uses. */
export function environmentOf(service: ComposeService): Record<string, string | null> {
  const environment = service.environment ?? {};
  if (!Array.isArray(environment)) return environment;
  return Object.fromEntries(
    environment.map((entry) => {
      const separator = entry.indexOf('=');
      return separator === -1 ? [entry, null] : [entry.slice(0, separator), entry.slice(separator + 1)];
    }),
  );
}

/** depends_on as a map of service → condition (the short list form means service_started). */
export function dependenciesOf(service: ComposeService): Record<string, string> {
  const dependsOn = service.depends_on ?? {};
  if (Array.isArray(dependsOn)) return Object.fromEntries(dependsOn.map((name) => [name, 'service_started']));
  return Object.fromEntries(Object.entries(dependsOn).map(([name, { condition }]) => [name, condition]));
}

export function buildArgsOf(service: ComposeService): Record<string, string> {
  return typeof service.build === 'object' ? (service.build.args ?? {}) : {};
}
