import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { containersOf, renderKustomization, type KubeObject } from './render/kustomize';
import type { JsonObject } from './render/strategic-merge';
import { PROXIES_BEFORE_INGRESS, proxyTrustProblems, ruleProblems } from './rules/manifest-rules';
import { schemaProblems } from './schema/kubernetes-schema';

const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');
const OVERLAYS = ['dev', 'production'];
/** Pet Cora's own processes (docker-compose.yml's services less Postgres, Redis and the dev-only emulator). */
const PARTS = ['gateway', 'account', 'social', 'store', 'catalog-worker'];
const MIGRATING_SERVICES = ['account', 'social', 'store'];

/** Every container but the roles Job's psql (the official postgres image), which runs no Node code. */
const runsNode = (entry: JsonObject) => !String(entry.image ?? '').startsWith('postgres:');

const render = (overlay: string) =>
  renderKustomization(path.join(REPO_ROOT, 'infra', 'k8s', 'overlays', overlay));
const find = (objects: KubeObject[], kind: string, objectName: string) => {
  const found = objects.find((o) => o.kind === kind && o.metadata.name === objectName);
  if (!found) throw new Error(`no ${kind}/${objectName}`);
  return found;
};
const container = (objects: KubeObject[], kind: string, objectName: string) =>
  containersOf(find(objects, kind, objectName))[0];

describe.each(OVERLAYS)('the %s overlay', (overlay) => {
  const objects = render(overlay);

  it('has every part: Deployment, autoscaler and disruption budget each, Services, Ingress, migrations Jobs', () => {
    const names = (kind: string) => objects.filter((o) => o.kind === kind).map((o) => o.metadata.name);
    expect(names('Deployment')).toEqual(expect.arrayContaining(PARTS));
    expect(names('HorizontalPodAutoscaler').sort()).toEqual([...PARTS].sort());
    expect(names('PodDisruptionBudget')).toEqual(expect.arrayContaining(PARTS));
    expect(names('Service')).toEqual(
      expect.arrayContaining(['gateway', 'account', 'social', 'store', 'postgres', 'redis']),
    );
    expect(names('Ingress')).toEqual(['petcora']);
    expect(names('ConfigMap').sort()).toEqual(['petcora-config', 'petcora-database-roles', 'petcora-media']);
    expect(names('Job').sort()).toEqual(
      [...MIGRATING_SERVICES.map((s) => `${s}-migrations`), 'database-roles'].sort(),
    );
    expect(new Set(objects.map((o) => o.metadata.namespace)).size).toBe(1);
  });

  it('runs every container with NODE_ENV=production: nothing there may use the development defaults', () => {
    const configMapValue = (name: string, key: string) =>
      (objects.find((o) => o.kind === 'ConfigMap' && o.metadata.name === name) as JsonObject | undefined)
        ?.data?.[key as never] as string | undefined;
    const nodeEnvOf = (entry: JsonObject): string | undefined => {
      const own = ((entry.env as JsonObject[]) ?? []).find((variable) => variable.name === 'NODE_ENV');
      if (own) return own.value as string | undefined;
      // envFrom: the last source that defines it wins, as in Kubernetes.
      const fromConfigMaps = ((entry.envFrom as JsonObject[]) ?? [])
        .map((source) => (source.configMapRef as JsonObject | undefined)?.name as string | undefined)
        .map((name) => (name ? configMapValue(name, 'NODE_ENV') : undefined))
        .filter((value) => value !== undefined);
      return fromConfigMaps[fromConfigMaps.length - 1];
    };
    const workloads = objects.filter((o) => o.kind === 'Deployment' || o.kind === 'Job');
    expect(workloads.length).toBeGreaterThan(PARTS.length);
    for (const workload of workloads)
      for (const entry of containersOf(workload).filter(runsNode))
        expect({
          workload: workload.metadata.name,
          container: entry.name,
          nodeEnv: nodeEnvOf(entry),
        }).toEqual({
          workload: workload.metadata.name,
          container: entry.name,
          nodeEnv: 'production',
        });
  });

  it('validates every object against the Kubernetes schemas', () => {
    expect(objects.flatMap(schemaProblems)).toEqual([]);
  });

  it('keeps the rules: probes, requests and limits, pinned images, no secrets, autoscalers, selectors, non-root', () => {
    expect(ruleProblems(objects)).toEqual([]);
  });

  it('reaches Postgres and Redis as external services named by the overlay', () => {
    for (const serviceName of ['postgres', 'redis']) {
      const spec = find(objects, 'Service', serviceName).spec as JsonObject;
      expect(spec.type).toBe('ExternalName');
      expect(spec.externalName).not.toMatch(/\.invalid$/);
    }
    expect(JSON.stringify(find(objects, 'Ingress', 'petcora'))).not.toMatch(/\.invalid/);
  });

  it('runs each service migrations Job with that service image and its migrate entry point', () => {
    for (const service of MIGRATING_SERVICES) {
      const job = container(objects, 'Job', `${service}-migrations`);
      expect(job.image).toBe(container(objects, 'Deployment', service).image);
      expect(job.command).toEqual(['node', 'dist/database/migrate.js']);
      expect(existsSync(path.join(REPO_ROOT, 'services', service, 'src', 'database', 'migrate.ts'))).toBe(
        true,
      );
    }
  });
});

describe('the manifests against the rest of the repository', () => {
  const objects = render('production');

  it('deploys every Node process docker-compose.yml runs, on the same port', () => {
    const compose = parse(readFileSync(path.join(REPO_ROOT, 'docker-compose.yml'), 'utf8')) as {
      services: Record<string, { environment?: Record<string, string> }>;
    };
    const composeParts = Object.keys(compose.services).filter(
      (service) => !['postgres', 'redis', 'database-roles', 'square-emulator'].includes(service),
    );
    expect(composeParts.sort()).toEqual([...PARTS].sort());
    for (const part of PARTS) {
      const environment = compose.services[part].environment ?? {};
      const composePort = Number(environment.GATEWAY_PORT ?? environment.PORT);
      const ports = container(objects, 'Deployment', part).ports as { containerPort: number }[];
      expect({ part, port: ports[0].containerPort }).toEqual({ part, port: composePort });
    }
  });

  it('runs each process with the Node flags of infra/node-flags.json, in Kubernetes and in docker-compose.yml', () => {
    const nodeFlags = JSON.parse(
      readFileSync(path.join(REPO_ROOT, 'infra', 'node-flags.json'), 'utf8'),
    ) as Record<string, string[]>;
    const compose = parse(readFileSync(path.join(REPO_ROOT, 'docker-compose.yml'), 'utf8')) as {
      services: Record<string, { environment?: Record<string, string> }>;
    };
    expect(Object.keys(nodeFlags).filter((key) => !key.startsWith('$'))).toEqual(['gateway']);
    const flagsIn = (options: string | undefined) => (options ?? '').split(/\s+/).filter(Boolean);
    for (const overlay of OVERLAYS) {
      for (const part of PARTS) {
        const wanted = nodeFlags[part] ?? [];
        const options = ((container(render(overlay), 'Deployment', part).env as JsonObject[]) ?? []).find(
          (entry) => entry.name === 'NODE_OPTIONS',
        )?.value as string | undefined;
        const inKubernetes = flagsIn(options).filter((flag) => !flag.startsWith('--max-old-space-size'));
        const inCompose = flagsIn(compose.services[part].environment?.NODE_OPTIONS);
        expect({ overlay, part, flags: inKubernetes }).toEqual({ overlay, part, flags: wanted });
        expect({ part, flags: inCompose }).toEqual({ part, flags: wanted });
      }
    }
  });

  it('differs from dev where production needs it: registry images, several copies, TLS', () => {
    const dev = render('dev');
    expect(String(container(objects, 'Deployment', 'social').image)).toMatch(
      /^registry\..+\/petcora\/social:/,
    );
    expect(
      (find(objects, 'HorizontalPodAutoscaler', 'social').spec as JsonObject).minReplicas,
    ).toBeGreaterThan(1);
    expect((find(dev, 'HorizontalPodAutoscaler', 'social').spec as JsonObject).minReplicas).toBe(1);
    expect((find(objects, 'Ingress', 'petcora').spec as JsonObject).tls).toBeDefined();
  });

  it('keeps uploads in the shared bucket in production (a local folder only on a one-node dev cluster)', () => {
    const dev = render('dev');
    const mediaSettings = (rendered: KubeObject[]) =>
      find(rendered, 'ConfigMap', 'petcora-media').data as JsonObject;
    const uploadsVolume = (rendered: KubeObject[], part: string) => {
      const pod = ((find(rendered, 'Deployment', part).spec as JsonObject).template as JsonObject)
        .spec as JsonObject;
      return (pod.volumes as JsonObject[]).find((volume) => volume.name === 'uploads');
    };
    expect(mediaSettings(objects)).toMatchObject({ MEDIA_STORAGE: 's3', S3_BUCKET: expect.any(String) });
    expect(mediaSettings(dev)).toMatchObject({ MEDIA_STORAGE: 'local' });
    for (const part of ['account', 'social']) {
      const envFrom = container(objects, 'Deployment', part).envFrom as JsonObject[];
      expect(envFrom).toContainEqual({ configMapRef: { name: 'petcora-media' } });
      // Production copies keep nothing of their own: the volume only stages uploads in flight.
      expect(uploadsVolume(objects, part)).toEqual({ name: 'uploads', emptyDir: expect.any(Object) });
      expect(uploadsVolume(dev, part)).toEqual({
        name: 'uploads',
        persistentVolumeClaim: { claimName: `${part}-uploads` },
      });
    }
    expect(objects.filter((o) => o.kind === 'PersistentVolumeClaim')).toEqual([]);
  });
});

describe('the checks catch a broken manifest', () => {
  const broken = (change: (objects: KubeObject[]) => void) => {
    const objects = structuredClone(render('production'));
    change(objects);
    return objects;
  };
  const social = (objects: KubeObject[]) => container(objects, 'Deployment', 'social');

  it('a schema violation: a bad quantity, a string for a number', () => {
    const objects = broken((o) => {
      ((social(o).resources as JsonObject).limits as JsonObject).memory = 'lots';
      (find(o, 'HorizontalPodAutoscaler', 'store').spec as JsonObject).maxReplicas = 'ten';
    });
    const problems = objects.flatMap(schemaProblems).join('\n');
    expect(problems).toMatch(/Deployment\/social: .*limits\/memory must match format "quantity"/);
    expect(problems).toMatch(/HorizontalPodAutoscaler\/store: .*maxReplicas must be integer/);
  });

  it('a missing probe, a probe on a path or port the app does not serve', () => {
    const objects = broken((o) => {
      delete social(o).readinessProbe;
      ((social(o).livenessProbe as JsonObject).httpGet as JsonObject).path = '/healthz';
      ((container(o, 'Deployment', 'store').livenessProbe as JsonObject).httpGet as JsonObject).port = 9999;
      (container(o, 'Deployment', 'account').ports as JsonObject[])[0].containerPort = 3999;
    });
    expect(ruleProblems(objects)).toEqual(
      expect.arrayContaining([
        'Deployment/social container social has no readinessProbe',
        expect.stringMatching(
          /^Deployment\/social container social: livenessProbe path \/healthz is not one of/,
        ),
        'Deployment/store container store: livenessProbe port 9999 is not a container port',
        'Deployment/account container account: readinessProbe probes port 3999 but the app listens on 3001 (PORT/GATEWAY_PORT)',
      ]),
    );
  });

  it('a container without limits, an untagged or latest image', () => {
    const objects = broken((o) => {
      delete (social(o).resources as JsonObject).limits;
      container(o, 'Deployment', 'gateway').image = 'registry.petcora.example/petcora/gateway';
      container(o, 'Job', 'store-migrations').image = 'petcora/store:latest';
    });
    expect(ruleProblems(objects)).toEqual(
      expect.arrayContaining([
        'Deployment/social container social has no cpu limits',
        'Deployment/social container social has no memory limits',
        'Deployment/gateway image registry.petcora.example/petcora/gateway has no tag',
        'Job/store-migrations image petcora/store:latest uses latest',
      ]),
    );
  });

  it('a secret inline: an env value, a password in a URL, a ConfigMap key, a Secret object', () => {
    const objects = broken((o) => {
      (container(o, 'Deployment', 'account').env as JsonObject[]).push({
        name: 'SESSION_SECRET',
        value: 'x'.repeat(32),
      });
      (social(o).env as JsonObject[]).push({
        name: 'DATABASE_URL',
        value: 'postgres://petcora:hunter2@postgres:5432/petcora',
      });
      (find(o, 'ConfigMap', 'petcora-config').data as JsonObject).IDENTITY_TOKEN_PRIVATE_KEY = 'pem';
      o.push({
        apiVersion: 'v1',
        kind: 'Secret',
        metadata: { name: 'petcora-account' },
        data: { SESSION_SECRET: 'eA==' },
      });
    });
    expect(ruleProblems(objects)).toEqual(
      expect.arrayContaining([
        'Deployment/account sets SESSION_SECRET inline: use a secretKeyRef',
        'Deployment/social DATABASE_URL carries credentials inline',
        'ConfigMap/petcora-config holds IDENTITY_TOKEN_PRIVATE_KEY: put it in a Secret',
        'Secret/petcora-account is in the repository: create Secrets out of band (docs/deploy.md)',
      ]),
    );
  });

  it('an autoscaler of a missing Deployment, fixed replicas, a budget or Service selecting no pods', () => {
    const objects = broken((o) => {
      ((find(o, 'HorizontalPodAutoscaler', 'store').spec as JsonObject).scaleTargetRef as JsonObject).name =
        'shop';
      (find(o, 'Deployment', 'social').spec as JsonObject).replicas = 3;
      (find(o, 'PodDisruptionBudget', 'gateway').spec as JsonObject).selector = {
        matchLabels: { 'app.kubernetes.io/name': 'gate' },
      };
      ((find(o, 'Service', 'account').spec as JsonObject).ports as JsonObject[])[0].targetPort = 'web';
    });
    expect(ruleProblems(objects)).toEqual(
      expect.arrayContaining([
        'HorizontalPodAutoscaler/store targets Deployment/shop, which does not exist',
        'Deployment/social sets replicas although HorizontalPodAutoscaler/social scales it (an apply would reset the count)',
        'PodDisruptionBudget/gateway selects the pods of 0 workloads, not 1',
        'Service/account targets port web, which no container declares',
      ]),
    );
  });

  it('a route to a missing Service, a root or writable container', () => {
    const objects = broken((o) => {
      (container(o, 'Deployment', 'gateway').env as JsonObject[]).find(
        (e) => e.name === 'STORE_SERVICE_URL',
      )!.value = 'http://store:3030';
      const podSpec = ((find(o, 'Deployment', 'store').spec as JsonObject).template as JsonObject)
        .spec as JsonObject;
      delete (podSpec.securityContext as JsonObject).runAsNonRoot;
      (social(o).securityContext as JsonObject).readOnlyRootFilesystem = false;
    });
    expect(ruleProblems(objects)).toEqual(
      expect.arrayContaining([
        'Deployment/gateway STORE_SERVICE_URL points at store:3030, which is no Service port',
        'Deployment/store container store may run as root',
        'Deployment/social container social has a writable root filesystem',
      ]),
    );
  });

  const gatewayEnv = (o: KubeObject[]) => container(o, 'Deployment', 'gateway').env as JsonObject[];
  const setTrustProxy = (o: KubeObject[], value: string) => {
    gatewayEnv(o).find((entry) => entry.name === 'TRUST_PROXY')!.value = value;
  };

  it('a gateway TRUST_PROXY that does not count the proxies in front of it', () => {
    const tooMany = broken((o) => setTrustProxy(o, '2'));
    expect(proxyTrustProblems(tooMany)).toEqual([
      'Deployment/gateway container gateway trusts 2 proxies (TRUST_PROXY) but the manifests put 1 in front of it (Ingress controller + petcora.example/proxies-before-ingress)',
    ]);
    const unset = broken((o) => {
      const env = gatewayEnv(o);
      env.splice(
        env.findIndex((entry) => entry.name === 'TRUST_PROXY'),
        1,
      );
    });
    expect(proxyTrustProblems(unset)).toEqual([
      'Deployment/gateway container gateway trusts 0 proxies (TRUST_PROXY) but the manifests put 1 in front of it (Ingress controller + petcora.example/proxies-before-ingress)',
    ]);
    expect(proxyTrustProblems(broken((o) => setTrustProxy(o, 'true')))).toEqual([
      'Deployment/gateway container gateway: TRUST_PROXY=true believes every X-Forwarded-For entry (a client picks its address)',
    ]);
    expect(proxyTrustProblems(broken((o) => setTrustProxy(o, '10.0.0.0/8')))).toEqual([
      'Deployment/gateway container gateway: TRUST_PROXY "10.0.0.0/8" is no hop count; give the number of proxies in front (1)',
    ]);
  });

  it('counts a load balancer the Ingress declares in front of it', () => {
    const declare = (o: KubeObject[]) => {
      const ingress = find(o, 'Ingress', 'petcora');
      ingress.metadata.annotations = {
        ...(ingress.metadata.annotations as object),
        [PROXIES_BEFORE_INGRESS]: '1',
      };
    };
    expect(proxyTrustProblems(broken(declare))).toEqual([
      'Deployment/gateway container gateway trusts 1 proxies (TRUST_PROXY) but the manifests put 2 in front of it (Ingress controller + petcora.example/proxies-before-ingress)',
    ]);
    expect(
      proxyTrustProblems(
        broken((o) => {
          declare(o);
          setTrustProxy(o, '2');
        }),
      ),
    ).toEqual([]);
  });

  it('a service told to trust forwarded addresses, directly or through a shared ConfigMap', () => {
    const objects = broken((o) => {
      (container(o, 'Deployment', 'account').env as JsonObject[]).push({
        name: 'TRUST_PROXY_HOPS',
        value: '1',
      });
      (find(o, 'ConfigMap', 'petcora-config').data as JsonObject).TRUST_PROXY = '1';
    });
    const problems = proxyTrustProblems(objects);
    expect(problems).toEqual(
      expect.arrayContaining([
        'Deployment/account container account sets TRUST_PROXY_HOPS: only the gateway reads forwarded addresses; services read its client address header',
        'Deployment/social container social sets TRUST_PROXY: only the gateway reads forwarded addresses; services read its client address header',
        'Deployment/store container store sets TRUST_PROXY: only the gateway reads forwarded addresses; services read its client address header',
      ]),
    );
    // The gateway's own env entry wins over the shared ConfigMap's.
    expect(problems.filter((problem) => problem.startsWith('Deployment/gateway'))).toEqual([]);
  });

  it('a way in that bypasses the gateway: an Ingress route to a service, a LoadBalancer Service', () => {
    const objects = broken((o) => {
      const rule = ((find(o, 'Ingress', 'petcora').spec as JsonObject).rules as JsonObject[])[0];
      ((rule.http as JsonObject).paths as JsonObject[]).push({
        path: '/api/auth',
        pathType: 'Prefix',
        backend: { service: { name: 'account', port: { name: 'http' } } },
      });
      (find(o, 'Service', 'store').spec as JsonObject).type = 'LoadBalancer';
    });
    expect(proxyTrustProblems(objects)).toEqual([
      'Ingress/petcora routes to account: only the gateway may be reached from outside (services trust the client address it sends)',
      "Service/store is a LoadBalancer: every request enters through the Ingress, or the gateway's TRUST_PROXY count is wrong for some",
    ]);
  });

  it('a heap that does not fit the memory limit', () => {
    const objects = broken((o) => {
      const env = social(o).env as JsonObject[];
      env.find((entry) => entry.name === 'NODE_OPTIONS')!.value =
        '--max-old-space-size=384 --max-semi-space-size=64';
    });
    expect(ruleProblems(objects)).toEqual([
      'Deployment/social container social may need 576 MiB (old 384 + young 2 x 64 + 64 for the runtime) but is limited to 512 MiB',
    ]);
  });

  it('a grace period too short for the preStop sleep, the drain and the requests in flight', () => {
    const objects = broken((o) => {
      const podSpec = ((find(o, 'Deployment', 'store').spec as JsonObject).template as JsonObject)
        .spec as JsonObject;
      podSpec.terminationGracePeriodSeconds = 12;
    });
    expect(ruleProblems(objects)).toContain(
      'Deployment/store stops within 12 s but needs 20 s (preStop 5 s + drain 5 s + 10 s for requests in flight)',
    );
  });
});
