import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';
import { isObject, strategicMerge, type JsonObject } from './strategic-merge';

/**
 * Renders a kustomization offline, for the tests: kubectl is not on every machine that runs `npm test`, and the
 * only Debian kubectl (1.20) carries a kustomize too old for today's kustomization files. It implements the fields
 * our kustomizations use — resources (files and folders), namespace, images, patches (strategic merge, by path) —
 * and refuses any other field, so a kustomization that outgrows it fails loudly instead of rendering wrongly.
 * Checked against `kubectl kustomize` (kustomize v5.5) by hand and in strategic-merge.spec.ts.
 */
export interface KubeObject extends JsonObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string> } & JsonObject;
}

interface ImageRule {
  name: string;
  newName?: string;
  newTag?: string;
  digest?: string;
}

const SUPPORTED_FIELDS = new Set(['apiVersion', 'kind', 'resources', 'namespace', 'images', 'patches']);

export function readYamlObjects(file: string): KubeObject[] {
  return parseAllDocuments(readFileSync(file, 'utf8')).flatMap((document) => {
    if (document.errors.length > 0) throw new Error(`${file}: ${document.errors[0].message}`);
    const value = document.toJS() as unknown;
    if (value === null || value === undefined) return [];
    if (!isObject(value) || typeof value.kind !== 'string' || !isObject(value.metadata))
      throw new Error(`${file}: every document must be a Kubernetes object with kind and metadata`);
    return [value as KubeObject];
  });
}

export function renderKustomization(directory: string): KubeObject[] {
  const file = path.join(directory, 'kustomization.yaml');
  if (!existsSync(file)) throw new Error(`${directory}: no kustomization.yaml`);
  const [kustomization] = parseAllDocuments(readFileSync(file, 'utf8')).map((d) => d.toJS() as JsonObject);
  for (const field of Object.keys(kustomization))
    if (!SUPPORTED_FIELDS.has(field))
      throw new Error(
        `${file}: field "${field}" is not supported by the test renderer (see render/kustomize.ts)`,
      );

  let objects = ((kustomization.resources as string[] | undefined) ?? []).flatMap((resource) => {
    const target = path.resolve(directory, resource);
    return statSync(target).isDirectory() ? renderKustomization(target) : readYamlObjects(target);
  });
  for (const patch of (kustomization.patches as unknown[] | undefined) ?? []) {
    if (!isObject(patch) || Object.keys(patch).join() !== 'path')
      throw new Error(`${file}: only patches given by path are supported`);
    for (const patchObject of readYamlObjects(path.resolve(directory, String(patch.path))))
      objects = applyPatch(objects, patchObject, file);
  }
  const images = (kustomization.images as ImageRule[] | undefined) ?? [];
  const namespace = kustomization.namespace as string | undefined;
  return objects.map((object) => {
    const withImages = images.length > 0 ? setImages(object, images) : object;
    return namespace ? { ...withImages, metadata: { ...withImages.metadata, namespace } } : withImages;
  });
}

/** A patch names its target by kind and name (and group), as kustomize infers it when no `target` is given. */
function applyPatch(objects: KubeObject[], patch: KubeObject, file: string): KubeObject[] {
  const group = (apiVersion: string) => (apiVersion.includes('/') ? apiVersion.split('/')[0] : '');
  const matches = (object: KubeObject) =>
    object.kind === patch.kind &&
    object.metadata.name === patch.metadata.name &&
    group(object.apiVersion) === group(patch.apiVersion);
  const count = objects.filter(matches).length;
  if (count !== 1)
    throw new Error(
      `${file}: patch for ${patch.kind}/${patch.metadata.name} matches ${count} objects, not 1`,
    );
  return objects.map((object) => (matches(object) ? (strategicMerge(object, patch) as KubeObject) : object));
}

/** `registry:5000/team/app:1.2` → name `registry:5000/team/app`, tag `1.2`. */
export function splitImage(image: string): { name: string; tag?: string; digest?: string } {
  const [withoutDigest, digest] = image.split('@');
  const lastSlash = withoutDigest.lastIndexOf('/');
  const colon = withoutDigest.indexOf(':', lastSlash + 1);
  if (colon === -1) return { name: withoutDigest, digest };
  return { name: withoutDigest.slice(0, colon), tag: withoutDigest.slice(colon + 1), digest };
}

/** The pod spec of a workload object (Deployment, Job…, CronJob), if it has one. */
export function podSpecOf(object: KubeObject): JsonObject | undefined {
  const spec = object.spec;
  if (!isObject(spec)) return undefined;
  const template =
    isObject(spec.jobTemplate) && isObject(spec.jobTemplate.spec)
      ? spec.jobTemplate.spec.template
      : spec.template;
  return isObject(template) && isObject(template.spec) ? template.spec : undefined;
}

export function containersOf(object: KubeObject): JsonObject[] {
  const pod = podSpecOf(object);
  if (!pod) return [];
  return [...((pod.initContainers as JsonObject[]) ?? []), ...((pod.containers as JsonObject[]) ?? [])];
}

function setImages(object: KubeObject, rules: ImageRule[]): KubeObject {
  const copy = structuredClone(object);
  for (const container of containersOf(copy)) {
    if (typeof container.image !== 'string') continue;
    const image = splitImage(container.image);
    const rule = rules.find((candidate) => candidate.name === image.name);
    if (!rule) continue;
    const name = rule.newName ?? image.name;
    if (rule.digest) container.image = `${name}@${rule.digest}`;
    else {
      const tag = rule.newTag ?? image.tag;
      container.image = `${name}${tag ? `:${tag}` : ''}${!rule.newTag && image.digest ? `@${image.digest}` : ''}`;
    }
  }
  return copy;
}
