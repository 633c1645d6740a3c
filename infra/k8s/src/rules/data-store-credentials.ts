import { containersOf, type KubeObject } from '../render/kustomize';
import { isObject, type JsonObject } from '../render/strategic-merge';

/** The only workload given the admin's database credentials: it creates the parts' roles (ADR 0057). */
export const DATABASE_ROLES_JOB = 'database-roles';
const ADMIN_SECRET = /-admin$/;
const WORKLOADS = new Set(['Deployment', 'StatefulSet', 'DaemonSet', 'Job', 'CronJob']);

const name = (object: KubeObject) => `${object.kind}/${object.metadata.name}`;
/** The part a workload belongs to: its own name label (a migrations Job belongs to its service). */
const partOf = (object: KubeObject) =>
  object.metadata.labels?.['app.kubernetes.io/name'] ?? object.metadata.name;

function secretRef(entry: JsonObject): { name: string; key: string } | undefined {
  const from = isObject(entry.valueFrom) ? entry.valueFrom.secretKeyRef : undefined;
  return isObject(from) ? { name: String(from.name), key: String(from.key) } : undefined;
}

function envEntries(objects: KubeObject[]): { workload: KubeObject; entry: JsonObject }[] {
  return objects
    .filter((object) => WORKLOADS.has(object.kind))
    .flatMap((workload) =>
      containersOf(workload).flatMap((container) =>
        ((container.env as JsonObject[] | undefined) ?? []).map((entry) => ({ workload, entry })),
      ),
    );
}

/**
 * Every part connects to Postgres as its own role: DATABASE_URL comes from a Secret, and no Secret serves two parts
 * (one shared URL would be one shared role, the admin's as it was). Only the database-roles Job holds the admin's
 * credentials (a Secret named `…-admin`).
 */
export function databaseCredentialProblems(objects: KubeObject[]): string[] {
  const problems: string[] = [];
  const partsOfSecret = new Map<string, Set<string>>();
  for (const { workload, entry } of envEntries(objects)) {
    const ref = secretRef(entry);
    if (ref && ADMIN_SECRET.test(ref.name) && workload.metadata.name !== DATABASE_ROLES_JOB)
      problems.push(
        `${name(workload)} reads the admin's Secret ${ref.name}: only Job/${DATABASE_ROLES_JOB} may`,
      );
    if (entry.name !== 'DATABASE_URL') continue;
    if (!ref) {
      problems.push(`${name(workload)} sets DATABASE_URL inline: it comes from the part's own Secret`);
      continue;
    }
    const parts = partsOfSecret.get(ref.name) ?? new Set<string>();
    parts.add(partOf(workload));
    partsOfSecret.set(ref.name, parts);
  }
  for (const [secret, parts] of partsOfSecret)
    if (parts.size > 1)
      problems.push(
        `Secret ${secret} gives DATABASE_URL to ${[...parts].sort().join(', ')}: each part has database credentials of its own`,
      );
  return problems;
}

/**
 * Redis asks for a password: every REDIS_URL comes from a Secret (where the password is, `redis://:password@redis`),
 * never inline (an inline URL has no password, or secretProblems refuses it for carrying one).
 */
export function redisCredentialProblems(objects: KubeObject[]): string[] {
  return envEntries(objects)
    .filter(({ entry }) => entry.name === 'REDIS_URL' && !secretRef(entry))
    .map(
      ({ workload }) =>
        `${name(workload)} sets REDIS_URL inline: Redis needs a password, so the URL comes from a Secret`,
    );
}
