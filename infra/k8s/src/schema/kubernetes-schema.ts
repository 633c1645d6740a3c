import type { KubeObject } from '../render/kustomize';

interface ModelClass {
  new (data: unknown): { validate(): void };
}

/**
 * Validates an object against the Kubernetes OpenAPI schema of its apiVersion and kind, offline, with the
 * `kubernetes-models` package (one generated validator per kind). Returns the problems, empty when valid.
 */
export function schemaProblems(object: KubeObject): string[] {
  const where = `${object.kind}/${object.metadata?.name}`;
  let models: Record<string, ModelClass>;
  try {
    // kubernetes-models publishes one module per API group and version: `apps/v1`, `v1`, `networking.k8s.io/v1`.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    models = require(`kubernetes-models/${object.apiVersion}`) as Record<string, ModelClass>;
  } catch {
    return [`${where}: unknown apiVersion ${object.apiVersion}`];
  }
  const Model = models[object.kind];
  if (!Model) return [`${where}: ${object.apiVersion} has no kind ${object.kind}`];
  try {
    new Model(object).validate();
    return [];
  } catch (error) {
    return [`${where}: ${(error as Error).message}`];
  }
}
