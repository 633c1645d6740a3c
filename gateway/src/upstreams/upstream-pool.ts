/** How a pool learns which copies are ready. */
export interface UpstreamPoolOptions {
  /** How often each copy's `/health/ready` is asked (only when there are several copies). */
  checkIntervalMs: number;
  checkTimeoutMs: number;
  fetch?: typeof fetch;
}

interface Copy {
  address: string;
  ready: boolean;
}

/** Thrown by `setAddresses` (and the constructor) for a list the gateway must not send requests to. */
export class InvalidUpstreamAddressError extends Error {}

/** Most copies one service may have: a bound on readiness checks and on what an admin call may install. */
export const MAX_COPIES_PER_SERVICE = 32;

/**
 * `http(s)://host[:port]` and nothing else: no credentials, path, query or fragment (the proxy appends the request
 * path to it). Returns the origin, so `http://a:3002/` and `http://a:3002` are one copy.
 */
export function upstreamOrigin(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new InvalidUpstreamAddressError(`Not a URL: ${JSON.stringify(raw.slice(0, 200))}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new InvalidUpstreamAddressError(`Not an http(s) address: ${url.protocol}`);
  if (url.username || url.password || url.search || url.hash || (url.pathname !== '/' && url.pathname !== ''))
    throw new InvalidUpstreamAddressError(
      `An upstream address is scheme, host and port only: ${JSON.stringify(raw.slice(0, 200))}`,
    );
  return url.origin;
}

function validAddresses(service: string, addresses: readonly string[]): string[] {
  if (!Array.isArray(addresses) || addresses.some((address) => typeof address !== 'string'))
    throw new InvalidUpstreamAddressError(`${service}: addresses must be a list of strings`);
  const origins = [...new Set(addresses.map(upstreamOrigin))];
  if (origins.length === 0) throw new InvalidUpstreamAddressError(`${service}: no address`);
  if (origins.length > MAX_COPIES_PER_SERVICE)
    throw new InvalidUpstreamAddressError(`${service}: at most ${MAX_COPIES_PER_SERVICE} addresses`);
  return origins;
}

/**
 * The copies of one service behind the gateway (SOCIAL_SERVICE_URL=http://a:3002,http://b:3002): requests go round
 * the ready ones; a copy whose readiness check fails, or whose connection fails, is taken out at once and put back
 * when its check passes again. With one copy there is nothing to choose and nothing is checked (the orchestrator's
 * Service may balance behind that one address).
 */
export class UpstreamPool {
  private copies: Copy[];
  private next = 0;
  private timer: NodeJS.Timeout | null = null;
  private running = false;

  constructor(
    readonly service: string,
    addresses: readonly string[],
    private readonly options: UpstreamPoolOptions,
  ) {
    this.copies = validAddresses(service, addresses).map((address) => ({ address, ready: true }));
  }

  get addresses(): string[] {
    return this.copies.map((copy) => copy.address);
  }

  /** How many copies would get a request now. */
  get readyCount(): number {
    return this.copies.filter((copy) => copy.ready).length;
  }

  /** The next ready copy, round robin, skipping `tried`; when none is ready, any copy not tried (checks can lag). */
  pick(tried: ReadonlySet<string> = new Set()): string | null {
    const candidates = this.copies.filter((copy) => !tried.has(copy.address));
    if (candidates.length === 0) return null;
    const ready = candidates.filter((copy) => copy.ready);
    const from = ready.length > 0 ? ready : candidates;
    this.next = (this.next + 1) % 1_000_000;
    return from[this.next % from.length]!.address;
  }

  /** A request to `address` failed before any answer: out until its readiness check passes. */
  markDown(address: string): void {
    const copy = this.copies.find((c) => c.address === address);
    if (copy && this.copies.length > 1) copy.ready = false;
  }

  isReady(address: string): boolean {
    return this.copies.find((c) => c.address === address)?.ready ?? false;
  }

  /**
   * Switches the service to other copies at run time (a deployment). Addresses that stay keep their state; new ones
   * are checked first and get requests only once ready (unless none of the new list is ready: then, as at start,
   * every copy is tried). Requests in flight to a removed copy finish on their own connection. Throws
   * InvalidUpstreamAddressError for a list that is empty, too long, or not plain http(s) origins.
   */
  async setAddresses(addresses: readonly string[]): Promise<void> {
    const wanted = validAddresses(this.service, addresses);
    const known = new Map(this.copies.map((copy) => [copy.address, copy]));
    const fresh = wanted
      .filter((address) => !known.has(address))
      .map((address) => ({ address, ready: false }));
    await Promise.all(fresh.map((copy) => this.check(copy)));
    this.copies = wanted.map((address) => known.get(address) ?? fresh.find((c) => c.address === address)!);
    if (this.copies.length === 1) this.copies[0]!.ready = true;
    if (this.running) this.schedule();
  }

  /** Starts the readiness checks (only while there are several copies); the timer never keeps the process alive. */
  start(): this {
    this.running = true;
    this.schedule();
    return this;
  }

  stop(): void {
    this.running = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private schedule(): void {
    if (this.copies.length < 2) {
      if (this.timer) clearTimeout(this.timer);
      this.timer = null;
      return;
    }
    if (this.timer) return;
    const tick = () => {
      void this.checkAll().finally(() => {
        if (this.timer) this.timer = setTimeout(tick, this.options.checkIntervalMs).unref();
      });
    };
    this.timer = setTimeout(tick, 0).unref();
  }

  async checkAll(): Promise<void> {
    const copies = this.copies;
    if (copies.length < 2) return;
    await Promise.all(copies.map((copy) => this.check(copy)));
  }

  private async check(copy: Copy): Promise<void> {
    const fetchImpl = this.options.fetch ?? fetch;
    try {
      const response = await fetchImpl(`${copy.address}/health/ready`, {
        signal: AbortSignal.timeout(this.options.checkTimeoutMs),
        redirect: 'manual',
      });
      await response.body?.cancel();
      copy.ready = response.ok;
    } catch {
      copy.ready = false;
    }
  }
}
