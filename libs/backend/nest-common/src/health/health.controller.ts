import { Controller, Get, Inject, Optional, ServiceUnavailableException } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** Extra readiness probes a service registers (Redis, queues…): name → check that throws when unhealthy. */
export const READINESS_CHECKS = Symbol('READINESS_CHECKS');
export type ReadinessChecks = Record<string, () => Promise<unknown>>;

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
        try {
          await withTimeout(check(), 2000);
          return [name, 'up'] as const;
        } catch {
          return [name, 'down'] as const;
        }
      }),
    );
    const status = Object.fromEntries(results);
    if (results.some(([, s]) => s === 'down'))
      throw new ServiceUnavailableException(`Not ready: ${JSON.stringify(status)}`);
    return { status: 'ok', checks: status };
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms).unref()),
  ]);
}
