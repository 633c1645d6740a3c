import { containersOf, type KubeObject } from '../render/kustomize';
import { isObject, type JsonObject } from '../render/strategic-merge';

/**
 * The traffic each Pet Cora pod may send and receive, by its `app.kubernetes.io/name` label, and nothing more: the
 * NetworkPolicies of an overlay must allow exactly this (docs/deploy.md, "Network policies"). A peer is a pod of the
 * namespace (its name label), `ingress-controller` (ingress-nginx), `monitoring` (Prometheus), `dns` (the cluster
 * DNS), `postgres` and `redis` (the address range or namespace the overlay names for them, on their port) or
 * `internet` (any public address, never a private or link-local one); then the protocol and port.
 */
export const ALLOWED_TRAFFIC: Record<string, { from: string[]; to: string[] }> = {
  gateway: {
    from: ['ingress-controller TCP/8080', 'monitoring TCP/9464'],
    to: ['account TCP/3001', 'social TCP/3002', 'store TCP/3003', 'redis TCP/6379'],
  },
  account: {
    from: ['gateway TCP/3001', 'monitoring TCP/3001'],
    to: ['postgres TCP/5432', 'redis TCP/6379', 'internet TCP/443'],
  },
  social: {
    from: ['gateway TCP/3002', 'monitoring TCP/3002'],
    to: ['postgres TCP/5432', 'redis TCP/6379', 'internet TCP/443'],
  },
  store: {
    from: ['gateway TCP/3003', 'monitoring TCP/3003'],
    // The media bucket, for the product pictures' sizes.
    to: ['postgres TCP/5432', 'redis TCP/6379', 'internet TCP/443'],
  },
  'catalog-worker': {
    from: ['monitoring TCP/3004'],
    // Square's API and its picture host, the media bucket; the emulator where the overlay runs one (dev).
    to: ['postgres TCP/5432', 'redis TCP/6379', 'internet TCP/443', 'square-emulator TCP/3010'],
  },
  'square-emulator': { from: ['catalog-worker TCP/3010'], to: [] },
  'account-migrations': { from: [], to: ['postgres TCP/5432'] },
  'social-migrations': { from: [], to: ['postgres TCP/5432'] },
  'store-migrations': { from: [], to: ['postgres TCP/5432'] },
  'database-roles': { from: [], to: ['postgres TCP/5432'] },
};

/** Every pod resolves names. */
const EVERYONE_TO = ['dns UDP/53', 'dns TCP/53'];

/** The private and link-local ranges (RFC 1918, the cloud metadata address) that `internet` must leave out. */
const NOT_THE_INTERNET = ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', '169.254.0.0/16'];
/** The base's stand-in for the data stores' addresses (a documentation range): an overlay replaces it. */
export const PLACEHOLDER_RANGE = '192.0.2.0/24';
const DATA_STORE_PORTS: Record<string, string> = { 'TCP/5432': 'postgres', 'TCP/6379': 'redis' };

const WORKLOADS = new Set(['Deployment', 'StatefulSet', 'DaemonSet', 'Job', 'CronJob']);
const LABEL = 'app.kubernetes.io/name';

interface Pod {
  name: string;
  labels: Record<string, string>;
  ports: { name?: string; containerPort: number }[];
}

function podsOf(objects: KubeObject[]): Pod[] {
  return objects
    .filter((object) => WORKLOADS.has(object.kind))
    .map((workload) => {
      const spec = workload.spec as JsonObject;
      const template = (isObject(spec.jobTemplate) ? (spec.jobTemplate.spec as JsonObject) : spec)
        .template as JsonObject;
      const labels = ((template.metadata as JsonObject | undefined)?.labels ?? {}) as Record<string, string>;
      const ports = containersOf(workload).flatMap(
        (container) => (container.ports as Pod['ports'] | undefined) ?? [],
      );
      return { name: labels[LABEL] ?? `${workload.kind}/${workload.metadata.name}`, labels, ports };
    });
}

/** A label selector (matchLabels and matchExpressions) against a pod's labels; `{}` selects every pod. */
export function selectorMatches(selector: unknown, labels: Record<string, string>): boolean {
  if (!isObject(selector)) return false;
  const matchLabels = (selector.matchLabels ?? {}) as Record<string, string>;
  const expressions = (selector.matchExpressions ?? []) as {
    key: string;
    operator: string;
    values?: string[];
  }[];
  return (
    Object.entries(matchLabels).every(([key, value]) => labels[key] === value) &&
    expressions.every(({ key, operator, values = [] }) => {
      if (operator === 'In') return key in labels && values.includes(labels[key]);
      if (operator === 'NotIn') return !(key in labels) || !values.includes(labels[key]);
      if (operator === 'Exists') return key in labels;
      if (operator === 'DoesNotExist') return !(key in labels);
      return false;
    })
  );
}

const namespaceName = (selector: unknown) =>
  isObject(selector) && isObject(selector.matchLabels)
    ? (selector.matchLabels['kubernetes.io/metadata.name'] as string | undefined)
    : undefined;
const isEmptySelector = (selector: unknown) => isObject(selector) && Object.keys(selector).length === 0;

/** The names of one `from`/`to` entry: pods of the namespace by their name label, or what lies outside it. */
function peerNames(peer: JsonObject, pods: Pod[]): string[] {
  if (isObject(peer.ipBlock)) {
    const { cidr, except = [] } = peer.ipBlock as { cidr: string; except?: string[] };
    if (cidr === '0.0.0.0/0' && NOT_THE_INTERNET.every((range) => except.includes(range)))
      return ['internet'];
    return [`addresses ${cidr}${except.length > 0 ? ` except ${except.join(',')}` : ''}`];
  }
  if (peer.namespaceSelector !== undefined) {
    const namespace = namespaceName(peer.namespaceSelector);
    const pod = isObject(peer.podSelector) ? (peer.podSelector.matchLabels as JsonObject | undefined) : {};
    if (namespace === 'kube-system' && pod?.['k8s-app'] === 'kube-dns') return ['dns'];
    if (namespace === 'ingress-nginx' && pod?.[LABEL] === 'ingress-nginx') return ['ingress-controller'];
    if (namespace === 'monitoring' && isEmptySelector(peer.podSelector ?? {})) return ['monitoring'];
    if (namespace && isEmptySelector(peer.podSelector ?? {})) return [`namespace ${namespace}`];
    return [
      `pods of namespaces ${JSON.stringify(peer.namespaceSelector)} ${JSON.stringify(peer.podSelector)}`,
    ];
  }
  const selected = pods.filter((pod) => selectorMatches(peer.podSelector, pod.labels));
  return selected.length > 0
    ? selected.map((pod) => pod.name)
    : [`no pod (${JSON.stringify(peer.podSelector)})`];
}

/** `TCP/3001` for each port of a rule; a named port is the target pods' container port of that name. */
function portNames(rule: JsonObject, targets: Pod[]): string[] {
  const ports = (rule.ports ?? []) as { protocol?: string; port?: number | string; endPort?: number }[];
  if (ports.length === 0) return ['any port'];
  return ports.flatMap(({ protocol = 'TCP', port, endPort }) => {
    if (port === undefined) return [`${protocol}/any`];
    if (endPort !== undefined) return [`${protocol}/${port}-${endPort}`];
    if (typeof port === 'number') return [`${protocol}/${port}`];
    const numbers = new Set(targets.flatMap((pod) => pod.ports.filter((p) => p.name === port)));
    return numbers.size > 0
      ? [...numbers].map((p) => `${protocol}/${p.containerPort}`)
      : [`${protocol}/${port}`];
  });
}

/** Postgres and Redis are a namespace or a narrow range on their port: not the internet, not the stand-in. */
function asDataStore(peer: string, port: string): string {
  const store = DATA_STORE_PORTS[port];
  if (!store) return peer;
  const narrowRange = /^addresses \d+\.\d+\.\d+\.\d+\/(\d+)$/.exec(peer);
  const isNamespace = peer.startsWith('namespace ');
  const isRange = narrowRange !== null && Number(narrowRange[1]) >= 8 && !peer.includes(PLACEHOLDER_RANGE);
  return isNamespace || isRange ? store : peer;
}

/** What the NetworkPolicies of the objects let each pod receive (`from`) and send (`to`). */
export function allowedTraffic(objects: KubeObject[]): Map<string, { from: string[]; to: string[] }> {
  const pods = podsOf(objects);
  const policies = objects.filter((object) => object.kind === 'NetworkPolicy');
  const traffic = new Map<string, { from: Set<string>; to: Set<string> }>();
  for (const pod of pods) {
    const allowed = { from: new Set<string>(), to: new Set<string>() };
    traffic.set(pod.name, allowed);
    for (const policy of policies) {
      const spec = policy.spec as JsonObject;
      if (!selectorMatches(spec.podSelector, pod.labels)) continue;
      for (const [direction, field, peersField] of [
        ['from', 'ingress', 'from'],
        ['to', 'egress', 'to'],
      ] as const) {
        for (const rule of (spec[field] ?? []) as JsonObject[]) {
          const peers = (rule[peersField] ?? []) as JsonObject[];
          const names = peers.length === 0 ? ['anywhere'] : peers.flatMap((peer) => peerNames(peer, pods));
          for (const peer of names) {
            const targets = direction === 'from' ? [pod] : pods.filter((p) => p.name === peer);
            for (const port of portNames(rule, targets))
              allowed[direction].add(`${asDataStore(peer, port)} ${port}`);
          }
        }
      }
    }
  }
  return new Map(
    [...traffic].map(([name, { from, to }]) => [name, { from: [...from].sort(), to: [...to].sort() }]),
  );
}

/**
 * The namespace denies all traffic by default (one policy selecting every pod, for ingress and egress, allowing
 * nothing), and each pod may receive and send exactly what ALLOWED_TRAFFIC lists (pods the overlay does not run drop
 * out of the list) plus DNS.
 */
export function networkIsolationProblems(objects: KubeObject[]): string[] {
  const policies = objects.filter((object) => object.kind === 'NetworkPolicy');
  const problems: string[] = [];
  const denyAll = policies.some((policy) => {
    const spec = policy.spec as JsonObject;
    const types = (spec.policyTypes ?? []) as string[];
    return (
      isEmptySelector(spec.podSelector) &&
      types.includes('Ingress') &&
      types.includes('Egress') &&
      ((spec.ingress ?? []) as unknown[]).length === 0 &&
      ((spec.egress ?? []) as unknown[]).length === 0
    );
  });
  if (!denyAll)
    problems.push('no NetworkPolicy denies all ingress and egress of every pod by default (podSelector: {})');

  const running = new Set(podsOf(objects).map((pod) => pod.name));
  const peerRuns = (entry: string) => {
    const peer = entry.split(' ')[0];
    return !(peer in ALLOWED_TRAFFIC) || running.has(peer);
  };
  for (const [pod, actual] of allowedTraffic(objects)) {
    const wanted = ALLOWED_TRAFFIC[pod];
    if (!wanted) {
      problems.push(`pod ${pod} is not in the allowed traffic (infra/k8s/src/rules/network-isolation.ts)`);
      continue;
    }
    for (const [direction, expected] of [
      ['from', wanted.from.filter(peerRuns)],
      ['to', [...EVERYONE_TO, ...wanted.to.filter(peerRuns)]],
    ] as const) {
      const got = actual[direction];
      const verb = direction === 'from' ? 'receive from' : 'send to';
      for (const extra of got.filter((entry) => !expected.includes(entry)))
        problems.push(`pod ${pod} may ${verb} ${extra}, which it should not`);
      for (const missing of expected.filter((entry) => !got.includes(entry)))
        problems.push(`pod ${pod} may not ${verb} ${missing}`);
    }
  }
  return problems;
}
