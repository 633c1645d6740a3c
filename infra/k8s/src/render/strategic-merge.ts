/**
 * The part of Kubernetes' strategic merge patch that our overlays use, as kustomize (kyaml) applies it:
 * maps merge key by key (`null` deletes), lists of named things merge item by item on their merge key, every
 * other list is replaced. Patch directives (`$patch`, `$setElementOrder`…) are refused rather than half-applied.
 */

/** Merge keys of the lists we patch (Kubernetes' `patchMergeKey`s for these fields). */
const MERGE_KEYS: Record<string, string> = {
  containers: 'name',
  initContainers: 'name',
  env: 'name',
  volumes: 'name',
  volumeMounts: 'mountPath',
  imagePullSecrets: 'name',
};

export type JsonObject = { [key: string]: unknown };

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Container ports merge on containerPort, Service ports on port (both are called `ports`). */
function mergeKeyOf(field: string, items: unknown[]): string | undefined {
  if (field === 'ports')
    return items.some((item) => isObject(item) && 'containerPort' in item) ? 'containerPort' : 'port';
  return MERGE_KEYS[field];
}

function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNulls);
  if (!isObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, v]) => v !== null)
      .map(([k, v]) => [k, withoutNulls(v)]),
  );
}

function mergeLists(field: string, target: unknown[], patch: unknown[]): unknown[] {
  const key = mergeKeyOf(field, [...target, ...patch]);
  if (!key) return withoutNulls(patch) as unknown[];
  const keyOf = (item: unknown) => (isObject(item) ? JSON.stringify(item[key]) : undefined);
  const patchKeys = new Set(patch.map(keyOf));
  // kyaml's order: the patch's items first (merged into the original item of the same key), then the original
  // items the patch did not name.
  const merged = patch.map((item) => {
    const original = target.find((candidate) => keyOf(candidate) === keyOf(item));
    return original === undefined ? withoutNulls(item) : strategicMerge(original, item);
  });
  return [...merged, ...target.filter((item) => !patchKeys.has(keyOf(item)))];
}

/** `target` with `patch` applied; neither argument is changed. */
export function strategicMerge(target: unknown, patch: unknown): unknown {
  if (!isObject(patch)) return withoutNulls(patch);
  const result: JsonObject = isObject(target) ? { ...target } : {};
  for (const [key, value] of Object.entries(patch)) {
    if (key.startsWith('$'))
      throw new Error(`strategic merge directive "${key}" is not supported by this renderer`);
    if (value === null) delete result[key];
    else if (Array.isArray(value) && Array.isArray(result[key]))
      result[key] = mergeLists(key, result[key] as unknown[], value);
    else result[key] = strategicMerge(result[key], value);
  }
  return result;
}
