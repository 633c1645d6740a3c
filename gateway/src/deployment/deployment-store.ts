import IORedis, { type Redis } from 'ioredis';
import type { RemoteName, ServiceName } from '../config/gateway-config';
import { REMOTE_NAMES, SERVICE_NAMES } from '../config/gateway-config';
import { describeError, type Logger } from '../logging/logger';

/** What the deployment calls changed on top of the configuration; absent = as configured. */
export interface DeploymentOverrides {
  remotes: Partial<Record<RemoteName, { version: string; at: string }>>;
  services: Partial<Record<ServiceName, { addresses: string[]; at: string }>>;
}

export type OverrideChange =
  | { kind: 'remote'; name: RemoteName; value: { version: string; at: string } | null }
  | { kind: 'service'; name: ServiceName; value: { addresses: string[]; at: string } | null };

/** Where the overrides live, shared by every gateway copy. */
export interface DeploymentStore {
  /** The current overrides; rejects when the store cannot be reached. */
  load(): Promise<DeploymentOverrides>;
  /** Saves one change and tells every copy; rejects (nothing changed) when the store cannot be reached. */
  save(change: OverrideChange): Promise<void>;
  /** Called when another copy (or this one) changed something, and after a reconnection (a change may be missed). */
  onChange(listener: () => void): void;
  close(): Promise<void>;
}

export const DEPLOYMENT_KEY = 'petcora:gateway:deployment';
export const DEPLOYMENT_CHANNEL = 'petcora:gateway:deployment:changed';

const fieldOf = (change: OverrideChange) => `${change.kind}:${change.name}`;

/** Reads the Redis hash back; anything malformed is dropped (the live state re-checks what it applies). */
export function parseOverrides(fields: Record<string, string>): DeploymentOverrides {
  const overrides: DeploymentOverrides = { remotes: {}, services: {} };
  const parse = (raw: string | undefined): Record<string, unknown> | null => {
    if (raw === undefined) return null;
    try {
      const value: unknown = JSON.parse(raw);
      return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
    } catch {
      return null;
    }
  };
  for (const name of REMOTE_NAMES) {
    const value = parse(fields[`remote:${name}`]);
    if (typeof value?.version === 'string')
      overrides.remotes[name] = { version: value.version, at: String(value.at ?? '') };
  }
  for (const name of SERVICE_NAMES) {
    const value = parse(fields[`service:${name}`]);
    if (Array.isArray(value?.addresses) && value.addresses.every((a) => typeof a === 'string'))
      overrides.services[name] = { addresses: value.addresses as string[], at: String(value.at ?? '') };
  }
  return overrides;
}

/** One Redis hash (a field per remote/service: concurrent calls on different parts never overwrite each other). */
export class RedisDeploymentStore implements DeploymentStore {
  private readonly commands: Redis;
  private readonly subscriber: Redis;
  private listeners: Array<() => void> = [];

  constructor(
    redisUrl: string,
    private readonly logger: Logger,
    private readonly key = DEPLOYMENT_KEY,
    private readonly channel = DEPLOYMENT_CHANNEL,
  ) {
    // A deployment call fails fast when Redis is away rather than changing only this copy.
    this.commands = new IORedis(redisUrl, { maxRetriesPerRequest: 1, commandTimeout: 2_000 });
    this.subscriber = new IORedis(redisUrl, { maxRetriesPerRequest: 1 });
    for (const connection of [this.commands, this.subscriber])
      connection.on('error', (error) =>
        logger.warn('deployment state: redis error', { error: describeError(error) }),
      );
    this.subscriber.on('message', (channel) => {
      if (channel === this.channel) this.notify();
    });
    // Each (re)connection re-reads the state: changes published while this copy was cut off are not lost.
    this.subscriber.on('ready', () => this.notify());
    this.subscriber
      .subscribe(this.channel)
      .catch((error: unknown) =>
        logger.warn('deployment state: subscribe failed', { error: describeError(error) }),
      );
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }

  onChange(listener: () => void): void {
    this.listeners.push(listener);
  }

  async load(): Promise<DeploymentOverrides> {
    return parseOverrides(await this.commands.hgetall(this.key));
  }

  async save(change: OverrideChange): Promise<void> {
    const transaction = this.commands.multi();
    if (change.value) transaction.hset(this.key, fieldOf(change), JSON.stringify(change.value));
    else transaction.hdel(this.key, fieldOf(change));
    transaction.publish(this.channel, fieldOf(change));
    const results = await transaction.exec();
    const failed = results?.find(([error]) => error);
    if (!results || failed) throw failed?.[0] ?? new Error('deployment state: transaction aborted');
  }

  async close(): Promise<void> {
    this.listeners = [];
    await Promise.all(
      [this.commands, this.subscriber].map((connection) =>
        connection.status === 'ready'
          ? connection.quit().catch(() => connection.disconnect())
          : connection.disconnect(),
      ),
    );
  }
}

/** One gateway copy alone (no Redis given): the same behaviour, shared with nobody. */
export class MemoryDeploymentStore implements DeploymentStore {
  private fields: Record<string, string> = {};
  private listeners: Array<() => void> = [];

  onChange(listener: () => void): void {
    this.listeners.push(listener);
  }

  async load(): Promise<DeploymentOverrides> {
    return parseOverrides(this.fields);
  }

  async save(change: OverrideChange): Promise<void> {
    if (change.value) this.fields[fieldOf(change)] = JSON.stringify(change.value);
    else delete this.fields[fieldOf(change)];
    for (const listener of this.listeners) listener();
  }

  async close(): Promise<void> {
    this.listeners = [];
  }
}
