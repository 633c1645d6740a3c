import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { renderKustomization, splitImage } from './kustomize';

/** Writes a throwaway kustomization tree: { 'base/kustomization.yaml': '…', … }. */
function tree(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'petcora-k8s-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

const BASE = {
  'base/kustomization.yaml': 'resources: [d.yaml]\n',
  'base/d.yaml': `apiVersion: apps/v1
kind: Deployment
metadata: {name: d, labels: {a: "1"}}
spec:
  selector: {matchLabels: {a: "1"}}
  template:
    metadata: {labels: {a: "1"}}
    spec:
      containers:
        - name: one
          image: x/one:1
          args: [a, b]
          env: [{name: A, value: "1"}, {name: B, value: "2"}]
          ports: [{containerPort: 80, name: http}]
        - name: two
          image: x/two
          resources: {limits: {cpu: "1"}, requests: {cpu: 100m}}
`,
};

describe('the test renderer of kustomizations', () => {
  const roots: string[] = [];
  afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));
  const render = (files: Record<string, string>, overlay = 'ov') => {
    const root = tree(files);
    roots.push(root);
    return renderKustomization(path.join(root, overlay));
  };

  // The expected object is what `kubectl kustomize` (kustomize v5.5.0) printed for this same tree.
  it('applies namespace, images and a strategic merge patch exactly as kustomize does', () => {
    const [deployment] = render({
      ...BASE,
      'ov/kustomization.yaml': `namespace: ns
resources: [../base]
images: [{name: x/two, newTag: "2"}, {name: x/one, newName: r/one}]
patches: [{path: p.yaml}]
`,
      'ov/p.yaml': `apiVersion: apps/v1
kind: Deployment
metadata: {name: d}
spec:
  template:
    spec:
      containers:
        - name: two
          resources: {requests: {cpu: 50m, memory: 1Gi}, limits: null}
        - name: three
          image: x/three:3
        - name: one
          args: [c]
          env: [{name: C, value: "3"}, {name: A, value: "9"}]
          ports: [{containerPort: 81}]
`,
    });
    expect(deployment).toEqual({
      apiVersion: 'apps/v1',
      kind: 'Deployment',
      metadata: { labels: { a: '1' }, name: 'd', namespace: 'ns' },
      spec: {
        selector: { matchLabels: { a: '1' } },
        template: {
          metadata: { labels: { a: '1' } },
          spec: {
            containers: [
              { image: 'x/two:2', name: 'two', resources: { requests: { cpu: '50m', memory: '1Gi' } } },
              { image: 'x/three:3', name: 'three' },
              {
                args: ['c'],
                env: [
                  { name: 'C', value: '3' },
                  { name: 'A', value: '9' },
                  { name: 'B', value: '2' },
                ],
                image: 'r/one:1',
                name: 'one',
                ports: [{ containerPort: 81 }, { containerPort: 80, name: 'http' }],
              },
            ],
          },
        },
      },
    });
  });

  it('refuses what it does not implement instead of rendering it wrongly', () => {
    expect(() =>
      render({ ...BASE, 'ov/kustomization.yaml': 'resources: [../base]\ncommonLabels: {a: b}\n' }),
    ).toThrow(/field "commonLabels" is not supported/);
    expect(() =>
      render({
        ...BASE,
        'ov/kustomization.yaml': 'resources: [../base]\npatches: [{path: p.yaml}]\n',
        'ov/p.yaml': 'apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: nope}\n',
      }),
    ).toThrow(/patch for Deployment\/nope matches 0 objects/);
    expect(() =>
      render({
        ...BASE,
        'ov/kustomization.yaml': 'resources: [../base]\npatches: [{path: p.yaml}]\n',
        'ov/p.yaml': 'apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: d}\nspec: {$patch: replace}\n',
      }),
    ).toThrow(/directive "\$patch" is not supported/);
  });

  it('splits image references with registry ports, tags and digests', () => {
    expect(splitImage('registry:5000/team/app:1.2')).toEqual({ name: 'registry:5000/team/app', tag: '1.2' });
    expect(splitImage('registry:5000/team/app')).toEqual({ name: 'registry:5000/team/app' });
    expect(splitImage('app@sha256:abc')).toEqual({ name: 'app', digest: 'sha256:abc' });
  });
});
