import { containersOf, podSpecOf, splitImage, type KubeObject } from '../render/kustomize';
import { isObject, type JsonObject } from '../render/strategic-merge';
import { databaseCredentialProblems, redisCredentialProblems } from './data-store-credentials';
import { networkIsolationProblems } from './network-isolation';

/**
 * The rules every rendered Pet Cora manifest set keeps. Each check returns its problems as sentences
 * naming the object, empty when the rule holds.
 */

/** The health routes every Pet Cora process serves (see health-paths.spec.ts for where). */
export const HEALTH_PATHS = ['/health/live', '/health/ready'];

/** Environment variables whose value is a secret by name: never written inline. */
const SECRET_NAME = /SECRET|PASSWORD|KEY|TOKEN/;
/** A URL carrying credentials (postgres://user:password@host). */
const CREDENTIALS_IN_URL = /^[a-z][a-z0-9+.-]*:\/\/[^/@\s]*:[^/@\s]+@/i;

const WORKLOADS = new Set(['Deployment', 'StatefulSet', 'DaemonSet', 'Job', 'CronJob']);

const name = (object: KubeObject) => `${object.kind}/${object.metadata.name}`;
const ofKind = (objects: KubeObject[], kind: string) => objects.filter((object) => object.kind === kind);
const workloads = (objects: KubeObject[]) => objects.filter((object) => WORKLOADS.has(object.kind));

function podLabels(object: KubeObject): Record<string, string> {
  const spec = object.spec as JsonObject;
  const template = spec?.template as JsonObject | undefined;
  return ((template?.metadata as JsonObject | undefined)?.labels as Record<string, string>) ?? {};
}

function selects(selector: unknown, labels: Record<string, string>): boolean {
  if (!isObject(selector)) return false;
  const wanted = (isObject(selector.matchLabels) ? selector.matchLabels : selector) as Record<string, string>;
  return (
    Object.keys(wanted).length > 0 && Object.entries(wanted).every(([key, value]) => labels[key] === value)
  );
}

function envValue(container: JsonObject, variable: string): string | undefined {
  const entry = ((container.env as JsonObject[]) ?? []).find((e) => e.name === variable);
  return typeof entry?.value === 'string' ? entry.value : undefined;
}

/** A probe's or Service's port (a number or a container port's name) as a number, if the container declares it. */
function declaredPort(container: JsonObject, port: unknown): number | undefined {
  const ports = (container.ports as JsonObject[]) ?? [];
  const found = ports.find((p) => p.containerPort === port || (typeof port === 'string' && p.name === port));
  return found?.containerPort as number | undefined;
}

/**
 * Every Deployment container has a readiness and a liveness probe (a startup probe is checked the same way when
 * present), each an HTTP GET of a health path on a port the container declares and the app listens on: the
 * value of its PORT (or, for the gateway, GATEWAY_PORT) variable.
 */
export function probeProblems(objects: KubeObject[]): string[] {
  const problems: string[] = [];
  for (const deployment of ofKind(objects, 'Deployment')) {
    for (const container of containersOf(deployment)) {
      const where = `${name(deployment)} container ${String(container.name)}`;
      const listens = Number(envValue(container, 'GATEWAY_PORT') ?? envValue(container, 'PORT'));
      for (const kind of ['readinessProbe', 'livenessProbe', 'startupProbe']) {
        const probe = container[kind];
        if (probe === undefined) {
          if (kind !== 'startupProbe') problems.push(`${where} has no ${kind}`);
          continue;
        }
        const httpGet = isObject(probe) ? probe.httpGet : undefined;
        if (!isObject(httpGet)) {
          problems.push(`${where}: ${kind} is not an HTTP GET of a health path`);
          continue;
        }
        if (!HEALTH_PATHS.includes(String(httpGet.path)))
          problems.push(
            `${where}: ${kind} path ${String(httpGet.path)} is not one of ${HEALTH_PATHS.join(', ')}`,
          );
        const port = declaredPort(container, httpGet.port);
        if (port === undefined)
          problems.push(`${where}: ${kind} port ${String(httpGet.port)} is not a container port`);
        else if (port !== listens)
          problems.push(
            `${where}: ${kind} probes port ${port} but the app listens on ${listens} (PORT/GATEWAY_PORT)`,
          );
      }
    }
  }
  return problems;
}

/** Every container of every workload requests and is limited in CPU and memory. */
export function resourceProblems(objects: KubeObject[]): string[] {
  return workloads(objects).flatMap((workload) =>
    containersOf(workload).flatMap((container) => {
      const resources = isObject(container.resources) ? container.resources : {};
      return ['requests', 'limits'].flatMap((side) =>
        ['cpu', 'memory']
          .filter((resource) => !isObject(resources[side]) || !(resource in (resources[side] as JsonObject)))
          .map(
            (resource) => `${name(workload)} container ${String(container.name)} has no ${resource} ${side}`,
          ),
      );
    }),
  );
}

/** Every image names a version: a tag other than `latest`, or a digest. */
export function imageProblems(objects: KubeObject[]): string[] {
  return workloads(objects).flatMap((workload) =>
    containersOf(workload).flatMap((container) => {
      const image = splitImage(String(container.image ?? ''));
      if (image.digest) return [];
      if (!image.tag) return [`${name(workload)} image ${String(container.image)} has no tag`];
      if (image.tag === 'latest') return [`${name(workload)} image ${String(container.image)} uses latest`];
      return [];
    }),
  );
}

/**
 * Nothing secret is in the manifests: no Secret object (they are created out of band), no inline value for a
 * variable named like a secret, no credentials inside a URL, in an env value or a ConfigMap.
 */
export function secretProblems(objects: KubeObject[]): string[] {
  const problems = ofKind(objects, 'Secret').map(
    (secret) => `${name(secret)} is in the repository: create Secrets out of band (docs/deploy.md)`,
  );
  for (const workload of workloads(objects)) {
    for (const container of containersOf(workload)) {
      for (const entry of (container.env as JsonObject[]) ?? []) {
        if (entry.value === undefined) continue;
        if (SECRET_NAME.test(String(entry.name)))
          problems.push(`${name(workload)} sets ${String(entry.name)} inline: use a secretKeyRef`);
        if (CREDENTIALS_IN_URL.test(String(entry.value)))
          problems.push(`${name(workload)} ${String(entry.name)} carries credentials inline`);
      }
    }
  }
  for (const configMap of ofKind(objects, 'ConfigMap')) {
    for (const [key, value] of Object.entries((configMap.data as Record<string, string>) ?? {})) {
      if (SECRET_NAME.test(key)) problems.push(`${name(configMap)} holds ${key}: put it in a Secret`);
      if (CREDENTIALS_IN_URL.test(value)) problems.push(`${name(configMap)} ${key} carries credentials`);
    }
  }
  return problems;
}

/** Each autoscaler scales a Deployment that exists, and owns its copies (the Deployment sets no replicas). */
export function autoscalerProblems(objects: KubeObject[]): string[] {
  return ofKind(objects, 'HorizontalPodAutoscaler').flatMap((hpa) => {
    const target = (hpa.spec as JsonObject).scaleTargetRef as JsonObject;
    const deployment = objects.find(
      (object) =>
        object.kind === target.kind &&
        object.apiVersion === target.apiVersion &&
        object.metadata.name === target.name &&
        object.metadata.namespace === hpa.metadata.namespace,
    );
    if (!deployment)
      return [`${name(hpa)} targets ${String(target.kind)}/${String(target.name)}, which does not exist`];
    if ((deployment.spec as JsonObject).replicas !== undefined)
      return [
        `${name(deployment)} sets replicas although ${name(hpa)} scales it (an apply would reset the count)`,
      ];
    return [];
  });
}

/** Each PodDisruptionBudget and each Service (but ExternalName ones) selects the pods of a workload. */
export function selectorProblems(objects: KubeObject[]): string[] {
  const pods = workloads(objects).filter((w) => w.kind !== 'Job' && w.kind !== 'CronJob');
  const selectingObjects = [
    ...ofKind(objects, 'PodDisruptionBudget'),
    ...ofKind(objects, 'Service').filter((service) => (service.spec as JsonObject).type !== 'ExternalName'),
  ];
  return selectingObjects.flatMap((object) => {
    const selector = (object.spec as JsonObject).selector;
    const selected = pods.filter((workload) => selects(selector, podLabels(workload)));
    if (selected.length !== 1)
      return [`${name(object)} selects the pods of ${selected.length} workloads, not 1`];
    if (object.kind !== 'Service') return [];
    const container = containersOf(selected[0]);
    return ((object.spec as JsonObject).ports as JsonObject[]).flatMap((port) =>
      container.some((c) => declaredPort(c, port.targetPort ?? port.port) !== undefined)
        ? []
        : [
            `${name(object)} targets port ${String(port.targetPort ?? port.port)}, which no container declares`,
          ],
    );
  });
}

/** The Ingress and the gateway's service addresses lead to Services and ports that exist. */
export function routingProblems(objects: KubeObject[]): string[] {
  const services = ofKind(objects, 'Service');
  const serviceHas = (serviceName: string, port: unknown) =>
    services.some(
      (service) =>
        service.metadata.name === serviceName &&
        ((service.spec as JsonObject).ports as JsonObject[]).some((p) => p.name === port || p.port === port),
    );
  const problems: string[] = [];
  for (const ingress of ofKind(objects, 'Ingress')) {
    for (const rule of ((ingress.spec as JsonObject).rules as JsonObject[]) ?? []) {
      for (const route of ((rule.http as JsonObject).paths as JsonObject[]) ?? []) {
        const backend = (route.backend as JsonObject).service as JsonObject;
        const port = (backend.port as JsonObject).name ?? (backend.port as JsonObject).number;
        if (!serviceHas(String(backend.name), port))
          problems.push(
            `${name(ingress)} routes to ${String(backend.name)}:${String(port)}, which is no Service port`,
          );
      }
    }
  }
  for (const workload of workloads(objects)) {
    for (const container of containersOf(workload)) {
      for (const entry of (container.env as JsonObject[]) ?? []) {
        const match =
          /^[A-Z_]+_URL$/.test(String(entry.name)) &&
          /^https?:\/\/([a-z0-9-]+):(\d+)$/.exec(String(entry.value));
        if (match && !serviceHas(match[1], Number(match[2])))
          problems.push(
            `${name(workload)} ${String(entry.name)} points at ${match[1]}:${match[2]}, which is no Service port`,
          );
      }
    }
  }
  return problems;
}

/** Pods run as a non-root user, without privilege escalation, on a read-only root filesystem. */
export function securityProblems(objects: KubeObject[]): string[] {
  return workloads(objects).flatMap((workload) => {
    const pod = podSpecOf(workload) ?? {};
    const podContext = isObject(pod.securityContext) ? pod.securityContext : {};
    return containersOf(workload).flatMap((container) => {
      const context = isObject(container.securityContext) ? container.securityContext : {};
      const where = `${name(workload)} container ${String(container.name)}`;
      const problems: string[] = [];
      if ((context.runAsNonRoot ?? podContext.runAsNonRoot) !== true)
        problems.push(`${where} may run as root`);
      if (context.allowPrivilegeEscalation !== false) problems.push(`${where} allows privilege escalation`);
      if (context.readOnlyRootFilesystem !== true) problems.push(`${where} has a writable root filesystem`);
      return problems;
    });
  });
}

/** What a stopping service copy does before it exits (nest-common graceful-shutdown.ts, ADR 0034). */
const DEFAULT_SHUTDOWN_DRAIN_MS = 5_000;
/** Time left for requests in flight once the drain is over. */
const IN_FLIGHT_MARGIN_S = 10;

/** The seconds of a `preStop: exec: sleep N` hook, else 0. */
function preStopSleepSeconds(container: JsonObject): number {
  const lifecycle = isObject(container.lifecycle) ? container.lifecycle : {};
  const preStop = isObject(lifecycle.preStop) ? lifecycle.preStop : {};
  const command = isObject(preStop.exec) ? (preStop.exec.command as unknown[]) : undefined;
  return Array.isArray(command) && command[0] === 'sleep' ? Number(command[1]) || 0 : 0;
}

/**
 * A copy that serves traffic gets time to stop without losing requests: the preStop sleep (endpoints removed), the
 * drain (SHUTDOWN_DRAIN_MS, 503 on readiness while still serving) and a margin for requests in flight all fit in
 * terminationGracePeriodSeconds, or Kubernetes kills it mid-request.
 */
export function shutdownProblems(objects: KubeObject[]): string[] {
  return ofKind(objects, 'Deployment').flatMap((deployment) => {
    const grace = Number(podSpecOf(deployment)?.terminationGracePeriodSeconds ?? 30);
    return containersOf(deployment)
      .filter((container) => container.readinessProbe !== undefined)
      .flatMap((container) => {
        const preStop = preStopSleepSeconds(container);
        const drain = Number(envValue(container, 'SHUTDOWN_DRAIN_MS') ?? DEFAULT_SHUTDOWN_DRAIN_MS) / 1000;
        const needed = Math.ceil(preStop + drain + IN_FLIGHT_MARGIN_S);
        return grace >= needed
          ? []
          : [
              `${name(deployment)} stops within ${grace} s but needs ${needed} s (preStop ${preStop} s + drain ${drain} s + ${IN_FLIGHT_MARGIN_S} s for requests in flight)`,
            ];
      });
  });
}

/** V8's young generation per semi-space when NODE_OPTIONS sets none (Node 20, 64-bit). */
const DEFAULT_SEMI_SPACE_MB = 16;
/** What a Node process takes besides its JS heap: code, the runtime, buffers, native libraries (measured ~50-60 MB). */
const NODE_OVERHEAD_MB = 64;

/** A memory quantity (`512Mi`, `1Gi`, `400M`) in MiB; NaN for a form this check does not read. */
function mebibytes(quantity: unknown): number {
  const match = /^(\d+(?:\.\d+)?)(Mi|Gi|M|G)?$/.exec(String(quantity));
  if (!match) return Number.NaN;
  const value = Number(match[1]);
  const unit = match[2];
  if (unit === 'Mi') return value;
  if (unit === 'Gi') return value * 1024;
  if (unit === 'M') return (value * 1e6) / 2 ** 20;
  if (unit === 'G') return (value * 1e9) / 2 ** 20;
  return value / 2 ** 20;
}

/** A `--name=value` size option of NODE_OPTIONS, in MB. */
function nodeOption(options: string, option: string): number | undefined {
  const match = new RegExp(`(?:^|\\s)--${option}=(\\d+)(?:\\s|$)`).exec(options);
  return match ? Number(match[1]) : undefined;
}

/**
 * A container whose NODE_OPTIONS caps the old generation keeps its whole heap under the memory limit: the old
 * generation, the young one (two semi-spaces) and the runtime's own share, or the kernel kills the copy under load
 * instead of V8 collecting (the gateway's and social's young generation is 64 MB semi-spaces).
 */
export function heapProblems(objects: KubeObject[]): string[] {
  return workloads(objects).flatMap((workload) =>
    containersOf(workload).flatMap((container) => {
      const options = envValue(container, 'NODE_OPTIONS') ?? '';
      const oldSpace = nodeOption(options, 'max-old-space-size');
      const limits = isObject(container.resources) ? (container.resources.limits as JsonObject) : undefined;
      const limit = mebibytes(limits?.memory);
      if (oldSpace === undefined || Number.isNaN(limit)) return [];
      const semiSpace = nodeOption(options, 'max-semi-space-size') ?? DEFAULT_SEMI_SPACE_MB;
      const needed = oldSpace + 2 * semiSpace + NODE_OVERHEAD_MB;
      return needed <= limit
        ? []
        : [
            `${name(workload)} container ${String(container.name)} may need ${needed} MiB (old ${oldSpace} + young 2 x ${semiSpace} + ${NODE_OVERHEAD_MB} for the runtime) but is limited to ${limit} MiB`,
          ];
    }),
  );
}

/** The Deployment (and Service) that is Pet Cora's one public entry (ADR 0003). */
const GATEWAY = 'gateway';

/**
 * Annotation of an Ingress: how many proxies that append to X-Forwarded-For (a cloud load balancer, a CDN) stand in
 * front of its controller, outside these manifests. Absent: none, the controller is the first hop.
 */
export const PROXIES_BEFORE_INGRESS = 'petcora.example/proxies-before-ingress';

/** Names under which a process could be told to believe forwarded client addresses. */
const PROXY_TRUST_SETTING = /TRUST_PROXY|FORWARDED/;

/**
 * A container's value of `variable`: its own `env` entry, else the last ConfigMap of its `envFrom` that holds it (as
 * Kubernetes resolves them); undefined when unset or set from a Secret.
 */
function effectiveEnv(objects: KubeObject[], container: JsonObject, variable: string): string | undefined {
  const own = ((container.env as JsonObject[]) ?? []).find((entry) => entry.name === variable);
  if (own) return typeof own.value === 'string' ? own.value : undefined;
  return configMapEnv(objects, container)
    .filter(([key]) => key === variable)
    .at(-1)?.[1];
}

/** The variables a container takes from the ConfigMaps of its `envFrom`, in order (with their prefix). */
function configMapEnv(objects: KubeObject[], container: JsonObject): [string, string][] {
  return ((container.envFrom as JsonObject[]) ?? []).flatMap((source) => {
    const ref = isObject(source.configMapRef) ? source.configMapRef : undefined;
    const configMap = ref && ofKind(objects, 'ConfigMap').find((c) => c.metadata.name === ref.name);
    const prefix = typeof source.prefix === 'string' ? source.prefix : '';
    return Object.entries((configMap?.data as Record<string, string> | undefined) ?? {}).map(
      ([key, value]): [string, string] => [prefix + key, value],
    );
  });
}

/** Every variable name a container gets, from `env` and from the ConfigMaps of its `envFrom`. */
function envNames(objects: KubeObject[], container: JsonObject): string[] {
  return [
    ...((container.env as JsonObject[]) ?? []).map((entry) => String(entry.name)),
    ...configMapEnv(objects, container).map(([key]) => key),
  ];
}

/**
 * The client address every part sees is the one the gateway decides (ADR 0056): the gateway believes exactly the
 * X-Forwarded-For entries the proxies in front of it appended, counted by TRUST_PROXY, and sends the result to the
 * services in a header of its own, which they trust because nothing but the gateway can reach them. So:
 * - every Ingress route leads to the gateway's Service, and no Service is a LoadBalancer or NodePort: the gateway is
 *   the only way in, always through the same proxies;
 * - the gateway's TRUST_PROXY is the hop count of those proxies: one per Ingress (its controller) plus the ones its
 *   PROXIES_BEFORE_INGRESS annotation declares (every Ingress to the gateway must agree). `true` (believe every
 *   entry, so a client picks its own address) and address lists (which these manifests cannot check) are refused;
 *   fewer hops than the proxies make every client look like the nearest proxy, more let a client pick its address;
 * - no other workload is told to trust forwarded addresses (TRUST_PROXY, TRUST_PROXY_HOPS, anything *FORWARDED*):
 *   services read only the gateway's header.
 */
export function proxyTrustProblems(objects: KubeObject[]): string[] {
  const problems: string[] = [];
  const hops = new Set<number>();
  for (const ingress of ofKind(objects, 'Ingress')) {
    const annotations = (ingress.metadata as { annotations?: Record<string, string> }).annotations ?? {};
    const declared = annotations[PROXIES_BEFORE_INGRESS];
    const before = declared === undefined ? 0 : Number(declared);
    if (!Number.isInteger(before) || before < 0) {
      problems.push(`${name(ingress)}: ${PROXIES_BEFORE_INGRESS} must be a whole number (got "${declared}")`);
      continue;
    }
    const spec = ingress.spec as JsonObject;
    const backends = [
      ...(isObject(spec.defaultBackend) ? [spec.defaultBackend] : []),
      ...((spec.rules as JsonObject[]) ?? []).flatMap((rule) =>
        ((isObject(rule.http) ? (rule.http.paths as JsonObject[]) : undefined) ?? []).map(
          (route) => route.backend as JsonObject,
        ),
      ),
    ];
    for (const backend of backends) {
      const target = isObject(backend.service) ? String(backend.service.name) : 'a non-Service backend';
      if (target !== GATEWAY)
        problems.push(
          `${name(ingress)} routes to ${target}: only the gateway may be reached from outside (services trust the client address it sends)`,
        );
    }
    if (backends.length > 0) hops.add(1 + before);
  }
  for (const service of ofKind(objects, 'Service')) {
    const type = (service.spec as JsonObject).type;
    if (type === 'LoadBalancer' || type === 'NodePort')
      problems.push(
        `${name(service)} is a ${String(type)}: every request enters through the Ingress, or the gateway's TRUST_PROXY count is wrong for some`,
      );
  }
  if (hops.size > 1)
    problems.push(
      `the Ingresses put ${[...hops].sort().join(' and ')} proxies in front of the gateway: one TRUST_PROXY cannot fit both`,
    );
  const expected = hops.size === 1 ? [...hops][0]! : 0;

  for (const workload of workloads(objects)) {
    for (const container of containersOf(workload)) {
      const where = `${name(workload)} container ${String(container.name)}`;
      if (workload.kind === 'Deployment' && workload.metadata.name === GATEWAY) {
        const raw = effectiveEnv(objects, container, 'TRUST_PROXY')?.trim();
        if (raw === 'true') {
          problems.push(
            `${where}: TRUST_PROXY=true believes every X-Forwarded-For entry (a client picks its address)`,
          );
          continue;
        }
        const trusted =
          raw === undefined || raw === '' || raw === 'false' ? 0 : /^\d+$/.test(raw) ? Number(raw) : NaN;
        if (Number.isNaN(trusted))
          problems.push(
            `${where}: TRUST_PROXY "${raw}" is no hop count; give the number of proxies in front (${expected})`,
          );
        else if (trusted !== expected)
          problems.push(
            `${where} trusts ${trusted} proxies (TRUST_PROXY) but the manifests put ${expected} in front of it (Ingress controller + ${PROXIES_BEFORE_INGRESS})`,
          );
        continue;
      }
      for (const variable of envNames(objects, container).filter((n) => PROXY_TRUST_SETTING.test(n)))
        problems.push(
          `${where} sets ${variable}: only the gateway reads forwarded addresses; services read its client address header`,
        );
    }
  }
  return problems;
}

/** Every rule over one rendered manifest set. */
export function ruleProblems(objects: KubeObject[]): string[] {
  return [
    ...probeProblems(objects),
    ...resourceProblems(objects),
    ...imageProblems(objects),
    ...secretProblems(objects),
    ...autoscalerProblems(objects),
    ...selectorProblems(objects),
    ...routingProblems(objects),
    ...securityProblems(objects),
    ...shutdownProblems(objects),
    ...heapProblems(objects),
    ...proxyTrustProblems(objects),
    ...networkIsolationProblems(objects),
    ...databaseCredentialProblems(objects),
    ...redisCredentialProblems(objects),
  ];
}
