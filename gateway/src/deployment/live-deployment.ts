import type { RemoteList } from '@petcora/contracts';
import type { TraceContext } from '@petcora/tracing';
import type { GatewayConfig, RemoteName, ServiceName } from '../config/gateway-config';
import { REMOTE_NAMES, SERVICE_NAMES } from '../config/gateway-config';
import { describeError, type Logger } from '../logging/logger';
import type { DeploymentOverrides, DeploymentStore } from './deployment-store';
import { manifestPathOf, REMOTE_VERSION_PATTERN, RemoteBuilds } from './remote-builds';
import { addressPolicyOf, checkServiceAddresses, type AddressPolicy } from './service-addresses';

/** What the gateway's proxy balances over for one service (upstreams/upstream-pool.ts). */
export interface ServiceAddressTarget {
  readonly addresses: string[];
  setAddresses(addresses: readonly string[]): Promise<void>;
}

export type RemoteSource = 'switched' | 'configured' | 'latest-build' | 'not-built';

/**
 * This copy's view of what is live (ADR 0035): each remote's manifest URL (switched version, else REMOTE_<NAME>_URL,
 * else the latest build) and each service's addresses (switched, else configured). Changes come from the shared
 * store; when it cannot be reached the last known state stays.
 */
export class LiveDeployment {
  private overrides: DeploymentOverrides = { remotes: {}, services: {} };
  private readonly policy: AddressPolicy;
  private loading: Promise<void> = Promise.resolve();
  private pendingReload = false;
  /** The first request that asked for the pending reload (its lines carry that trace); none for the store's news. */
  private pendingTrace: TraceContext | undefined;
  /** The deployment call whose change the store is saving right now (synchronously, see `change`). */
  private savingFor: TraceContext | undefined;

  constructor(
    private readonly config: GatewayConfig,
    readonly builds: Record<RemoteName, RemoteBuilds>,
    private readonly services: Record<ServiceName, ServiceAddressTarget>,
    private readonly store: DeploymentStore,
    private readonly logger: Logger,
  ) {
    this.policy = addressPolicyOf(config);
    // A store that tells its listeners while saving (the in-memory one) reloads for the deployment call saving.
    store.onChange(() => void this.reload(this.savingFor));
  }

  get addressPolicy(): AddressPolicy {
    return this.policy;
  }

  /**
   * Reads the shared state and applies it; reloads asked for meanwhile are folded into one more read. `trace`: the
   * request asking (a deployment call); the read's log lines carry the first request's trace that joined it.
   */
  reload(trace?: TraceContext): Promise<void> {
    if (this.pendingReload) {
      this.pendingTrace ??= trace;
      return this.loading;
    }
    this.pendingReload = true;
    this.pendingTrace = trace;
    this.loading = this.loading.then(async () => {
      const trace = this.pendingTrace;
      this.pendingReload = false;
      this.pendingTrace = undefined;
      try {
        await this.apply(await this.store.load(), trace);
      } catch (error) {
        this.logger.warn(
          'deployment state unreachable; keeping the last known state',
          { error: describeError(error) },
          trace,
        );
      }
    });
    return this.loading;
  }

  /** Makes `overrides` live in this copy; an entry that fails the checks is ignored (the store is not trusted more). */
  async apply(overrides: DeploymentOverrides, trace?: TraceContext): Promise<void> {
    const remotes: DeploymentOverrides['remotes'] = {};
    for (const name of REMOTE_NAMES) {
      const override = overrides.remotes[name];
      if (override && REMOTE_VERSION_PATTERN.test(override.version)) remotes[name] = override;
    }
    const services: DeploymentOverrides['services'] = {};
    for (const name of SERVICE_NAMES) {
      const override = overrides.services[name];
      if (!override) continue;
      const checked = checkServiceAddresses(override.addresses, this.policy);
      if ('addresses' in checked) services[name] = { ...override, addresses: checked.addresses };
      else
        this.logger.warn('deployment state: ignored service addresses', { service: name, ...checked }, trace);
    }
    this.overrides = { remotes, services };
    for (const name of SERVICE_NAMES) {
      const wanted = services[name]?.addresses ?? this.config.serviceAddresses[name];
      const target = this.services[name];
      if (target.addresses.join(',') === wanted.join(',')) continue;
      try {
        await target.setAddresses(wanted);
        this.logger.info('service addresses switched', { service: name, addresses: wanted }, trace);
      } catch (error) {
        this.logger.warn(
          'service addresses not switched',
          { service: name, error: describeError(error) },
          trace,
        );
      }
    }
  }

  async liveRemote(name: RemoteName): Promise<{ url: string; source: RemoteSource; version?: string }> {
    const switched = this.overrides.remotes[name];
    if (switched)
      return { url: manifestPathOf(name, switched.version), source: 'switched', version: switched.version };
    const configured = this.config.remotes[name];
    if (configured) return { url: configured, source: 'configured' };
    const latest = await this.builds[name].latest();
    if (latest) return { url: manifestPathOf(name, latest), source: 'latest-build', version: latest };
    // The static handler answers this with its "not built yet" hint.
    return { url: `/mfe/${name}/mf-manifest.json`, source: 'not-built' };
  }

  async remoteList(): Promise<RemoteList> {
    const entries = await Promise.all(
      REMOTE_NAMES.map(async (name) => [name, (await this.liveRemote(name)).url]),
    );
    return Object.fromEntries(entries) as RemoteList;
  }

  /** GET /api/admin/deployment. */
  async describe() {
    const remotes = Object.fromEntries(
      await Promise.all(
        REMOTE_NAMES.map(async (name) => [
          name,
          {
            live: await this.liveRemote(name),
            switchedAt: this.overrides.remotes[name]?.at ?? null,
            versions: await this.builds[name].versions(),
          },
        ]),
      ),
    );
    const services = Object.fromEntries(
      SERVICE_NAMES.map((name) => [
        name,
        {
          addresses: this.services[name].addresses,
          configured: this.config.serviceAddresses[name],
          source: this.overrides.services[name] ? 'switched' : 'configured',
          switchedAt: this.overrides.services[name]?.at ?? null,
        },
      ]),
    );
    return { remotes, services };
  }

  /** Saves one change to the shared store and applies it here at once (the others hear it through the store). */
  async change(change: Parameters<DeploymentStore['save']>[0], trace?: TraceContext): Promise<void> {
    this.savingFor = trace;
    let saving: Promise<void>;
    try {
      saving = this.store.save(change);
    } finally {
      this.savingFor = undefined;
    }
    await saving;
    await this.reload(trace);
  }

  close(): Promise<void> {
    return this.store.close();
  }
}
