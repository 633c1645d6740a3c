import { Controller, Get, Inject, Optional, ServiceUnavailableException } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** Extra readiness probes a service registers (Redis, queues…): name → check that throws when unhealthy. */
export const READINESS_CHECKS = Symbol('READINESS_CHECKS');
/**
 * A check that throws when its dependency is down. A `degraded` one names a dependency the service keeps answering
 * without (Redis: reads go on, queued work waits): it is reported, but the service stays ready, because taking every
 * copy out of the load balancer would turn a partial outage into a full one (ADR 0036).
 */
export type ReadinessCheck =
  (() => Promise<unknown>) | { probe: () => Promise<unknown>; whenDown: 'degraded' };
export type ReadinessChecks = Record<string, ReadinessCheck>;

/** A dependency the service answers without: reported by /health/ready, never making it fail. */
export function degradedWhenDown(probe: () => Promise<unknown>): ReadinessCheck {
  return { probe, whenDown: 'degraded' };
}

@Controller('health')
export class HealthController {
  constructor(
    @Optional() private readonly dataSource?: DataSource,
    @Optional() @Inject(READINESS_CHECKS) private readonly checks: ReadinessChecks = {},
  ) {}

  @Get('live')
  live() {
    return { status: 'ok' };
  }

  @Get('ready')
  async ready() {
    const probes: ReadinessChecks = { ...this.checks };
    if (this.dataSource) probes.database = () => this.dataSource!.query('SELECT 1');
    const results = await Promise.all(
      Object.entries(probes).map(async ([name, check]) => {
        const required = typeof check === 'function';
        try {
          await withTimeout(required ? check() : check.probe(), 2000);
          return { name, state: 'up' as const, required };
        } catch {
          return { name, state: 'down' as const, required };
        }
      }),
    );
    const status = Object.fromEntries(results.map(({ name, state }) => [name, state]));
    if (results.some(({ state, required }) => state === 'down' && required))
      throw new ServiceUnavailableException(`Not ready: ${JSON.stringify(status)}`);
    return { status: results.some(({ state }) => state === 'down') ? 'degraded' : 'ok', checks: status };
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms).unref()),
  ]);
}
