import { Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { JsonLogger } from '@petcora/nest-common';
import { continueTrace } from '@petcora/tracing';
import { SessionRevocationPublisher } from './session-revocation.publisher';

describe('a revocation that could not be published', () => {
  it('is a warning carrying the trace of the request that renamed the user, and never an error (ADR 0054)', async () => {
    const lines: string[] = [];
    Logger.overrideLogger(new JsonLogger('account-service', (line) => lines.push(line)));
    const redis = { publish: () => Promise.reject(new Error('Connection is closed.')) } as unknown as Redis;
    const publisher = new SessionRevocationPublisher(redis);
    const trace = continueTrace('00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01', 'req-7');

    await expect(publisher.revokeUser('user-1', trace)).resolves.toBeUndefined();
    await expect(publisher.revokeUser('user-2')).resolves.toBeUndefined();

    const [withTrace, withoutTrace] = lines.map((line) => JSON.parse(line));
    expect(withTrace).toMatchObject({
      level: 'warn',
      service: 'account-service',
      context: 'SessionRevocationPublisher',
      msg: 'Could not publish the revocation of user user-1: Connection is closed.',
      traceId: '4bf92f3577b34da6a3ce929d0e0e4736',
      spanId: trace.spanId,
      requestId: 'req-7',
    });
    expect(withoutTrace.msg).toBe('Could not publish the revocation of user user-2: Connection is closed.');
    expect(withoutTrace.traceId).toBeUndefined();
  });
});
