import { ServiceUnavailableException } from '@nestjs/common';
import { degradedWhenDown, HealthController } from './health.controller';

const up = () => Promise.resolve('PONG');
const down = () => Promise.reject(new Error('ECONNREFUSED'));

describe('HealthController readiness', () => {
  it('is ready when every check answers', async () => {
    const health = new HealthController(undefined, { queue: up, redis: degradedWhenDown(up) });
    await expect(health.ready()).resolves.toEqual({ status: 'ok', checks: { queue: 'up', redis: 'up' } });
  });

  it('stays ready, degraded and naming it, when only a dependency it answers without is down', async () => {
    const health = new HealthController(undefined, { queue: up, redis: degradedWhenDown(down) });
    await expect(health.ready()).resolves.toEqual({
      status: 'degraded',
      checks: { queue: 'up', redis: 'down' },
    });
  });

  it('is not ready (503) when a required check is down, whatever the degraded ones say', async () => {
    const health = new HealthController(undefined, { queue: down, redis: degradedWhenDown(up) });
    await expect(health.ready()).rejects.toBeInstanceOf(ServiceUnavailableException);
    await expect(health.ready()).rejects.toThrow('Not ready: {"queue":"down","redis":"up"}');
  });
});
