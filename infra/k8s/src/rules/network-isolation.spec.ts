import { readFileSync } from 'node:fs';
import path from 'node:path';
import { containersOf, renderKustomization, type KubeObject } from '../render/kustomize';
import type { JsonObject } from '../render/strategic-merge';
import { databaseCredentialProblems, redisCredentialProblems } from './data-store-credentials';
import { allowedTraffic, networkIsolationProblems, PLACEHOLDER_RANGE } from './network-isolation';

const REPO_ROOT = path.resolve(__dirname, '..', '..', '..', '..');
const render = (overlay: string) =>
  renderKustomization(path.join(REPO_ROOT, 'infra', 'k8s', 'overlays', overlay));
const find = (objects: KubeObject[], kind: string, objectName: string) => {
  const found = objects.find((o) => o.kind === kind && o.metadata.name === objectName);
  if (!found) throw new Error(`no ${kind}/${objectName}`);
  return found;
};
const envOf = (objects: KubeObject[], kind: string, objectName: string) =>
  containersOf(find(objects, kind, objectName))[0].env as JsonObject[];
const specOf = (objects: KubeObject[], policy: string) =>
  find(objects, 'NetworkPolicy', policy).spec as JsonObject;
const DNS = ['dns TCP/53', 'dns UDP/53'];

describe.each(['dev', 'production'])('the network policies of the %s overlay', (overlay) => {
  const objects = render(overlay);
  const traffic = allowedTraffic(objects);

  it('keep each part to its peers: the gateway behind the ingress controller, the services behind the gateway', () => {
    expect(traffic.get('gateway')).toEqual({
      from: ['ingress-controller TCP/8080', 'monitoring TCP/9464'],
      to: ['account TCP/3001', ...DNS, 'redis TCP/6379', 'social TCP/3002', 'store TCP/3003'],
    });
    expect(traffic.get('store')).toEqual({
      from: ['gateway TCP/3003', 'monitoring TCP/3003'],
      to: [...DNS, 'internet TCP/443', 'postgres TCP/5432', 'redis TCP/6379'],
    });
    expect(traffic.get('store-migrations')).toEqual({ from: [], to: [...DNS, 'postgres TCP/5432'] });
    expect(networkIsolationProblems(objects)).toEqual([]);
  });

  it('let the worker reach only Postgres, Redis and Square (the emulator in dev), and receive only the scrape', () => {
    expect(traffic.get('catalog-worker')).toEqual({
      from: ['monitoring TCP/3004'],
      to: [
        ...DNS,
        'internet TCP/443',
        'postgres TCP/5432',
        'redis TCP/6379',
        ...(overlay === 'dev' ? ['square-emulator TCP/3010'] : []),
      ],
    });
  });

  it('name where Postgres and Redis are, not the stand-in range of the base', () => {
    const [postgres] = specOf(objects, 'postgres-clients').egress as JsonObject[];
    expect(JSON.stringify(postgres)).not.toContain(PLACEHOLDER_RANGE);
    expect(JSON.stringify(specOf(objects, 'redis-clients'))).not.toContain(PLACEHOLDER_RANGE);
  });
});

describe('the isolation rules catch a policy that lets too much or too little through', () => {
  const broken = (change: (objects: KubeObject[]) => void) => {
    const objects = structuredClone(render('production'));
    change(objects);
    return networkIsolationProblems(objects);
  };

  it('no default deny', () => {
    expect(broken((o) => o.splice(o.indexOf(find(o, 'NetworkPolicy', 'default-deny')), 1))).toContain(
      'no NetworkPolicy denies all ingress and egress of every pod by default (podSelector: {})',
    );
  });

  it('a service reachable from another service, a worker free to go anywhere', () => {
    const problems = broken((o) => {
      (specOf(o, 'account').ingress as JsonObject[]).push({
        from: [{ podSelector: { matchLabels: { 'app.kubernetes.io/name': 'social' } } }],
        ports: [{ protocol: 'TCP', port: 3001 }],
      });
      (specOf(o, 'catalog-worker').egress as JsonObject[]).push({ to: [{ ipBlock: { cidr: '0.0.0.0/0' } }] });
    });
    expect(problems).toEqual([
      'pod account may receive from social TCP/3001, which it should not',
      'pod catalog-worker may send to addresses 0.0.0.0/0 any port, which it should not',
    ]);
  });

  it('a part cut off from a peer it needs, the data stores left at the stand-in range', () => {
    const problems = broken((o) => {
      (specOf(o, 'gateway').egress as JsonObject[]).splice(2, 1);
      specOf(o, 'postgres-clients').egress = [
        { to: [{ ipBlock: { cidr: PLACEHOLDER_RANGE } }], ports: [{ protocol: 'TCP', port: 5432 }] },
      ];
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        'pod gateway may not send to store TCP/3003',
        `pod account may send to addresses ${PLACEHOLDER_RANGE} TCP/5432, which it should not`,
        'pod account may not send to postgres TCP/5432',
      ]),
    );
  });

  it('a pod the allowed traffic does not know', () => {
    const problems = broken((o) => {
      const job = structuredClone(find(o, 'Job', 'store-migrations'));
      job.metadata.name = 'store-backfill';
      (((job.spec as JsonObject).template as JsonObject).metadata as JsonObject).labels = {
        'app.kubernetes.io/name': 'store-backfill',
      };
      o.push(job);
    });
    expect(problems).toContain(
      'pod store-backfill is not in the allowed traffic (infra/k8s/src/rules/network-isolation.ts)',
    );
  });
});

describe('the credential rules', () => {
  const objects = render('production');

  it('give each part its own database Secret, the admin one only to the roles Job', () => {
    const secretOf = (kind: string, workload: string) =>
      (envOf(objects, kind, workload).find((e) => e.name === 'DATABASE_URL')!.valueFrom as JsonObject)
        .secretKeyRef;
    for (const part of ['account', 'social', 'store', 'catalog-worker'])
      expect(secretOf('Deployment', part)).toEqual({ name: `petcora-database-${part}`, key: 'DATABASE_URL' });
    for (const part of ['account', 'social', 'store'])
      expect(secretOf('Job', `${part}-migrations`)).toEqual({
        name: `petcora-database-${part}`,
        key: 'DATABASE_URL',
      });
    expect(databaseCredentialProblems(objects)).toEqual([]);
    expect(redisCredentialProblems(objects)).toEqual([]);
  });

  it('refuse a shared database Secret, an inline URL, the admin Secret in a service, Redis without a Secret', () => {
    const o = structuredClone(objects);
    const social = envOf(o, 'Deployment', 'social').find((e) => e.name === 'DATABASE_URL')!;
    social.valueFrom = { secretKeyRef: { name: 'petcora-database-account', key: 'DATABASE_URL' } };
    const store = envOf(o, 'Deployment', 'store');
    store.find((e) => e.name === 'DATABASE_URL')!.valueFrom = undefined;
    store.find((e) => e.name === 'DATABASE_URL')!.value = 'postgres://postgres/petcora';
    store.push({
      name: 'PGPASSWORD',
      valueFrom: { secretKeyRef: { name: 'petcora-database-admin', key: 'PGPASSWORD' } },
    });
    const gateway = envOf(o, 'Deployment', 'gateway').find((e) => e.name === 'REDIS_URL')!;
    delete gateway.valueFrom;
    gateway.value = 'redis://redis:6379';
    expect(databaseCredentialProblems(o)).toEqual([
      "Deployment/store sets DATABASE_URL inline: it comes from the part's own Secret",
      "Deployment/store reads the admin's Secret petcora-database-admin: only Job/database-roles may",
      'Secret petcora-database-account gives DATABASE_URL to account, social: each part has database credentials of its own',
    ]);
    expect(redisCredentialProblems(o)).toEqual([
      'Deployment/gateway sets REDIS_URL inline: Redis needs a password, so the URL comes from a Secret',
    ]);
  });
});

describe('the database-roles Job', () => {
  it('runs the SQL of infra/database, word for word', () => {
    const configMap = find(render('production'), 'ConfigMap', 'petcora-database-roles');
    for (const file of ['service-roles-settings.psql', 'service-roles.sql'])
      expect({ file, text: (configMap.data as Record<string, string>)[file] }).toEqual({
        file,
        text: readFileSync(path.join(REPO_ROOT, 'infra', 'database', file), 'utf8'),
      });
  });
});
