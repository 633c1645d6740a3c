import type { Queue } from 'bullmq';
import type { Repository } from 'typeorm';
import type { CatalogSyncJobData } from '@petcora/contracts';
import { continueTrace } from '@petcora/tracing';
import { CatalogSyncService } from './catalog-sync.service';

/** An admin's sync request hands its trace to the worker through the job. */
describe('the trace of a requested sync', () => {
  const queued: CatalogSyncJobData[] = [];
  const queue = {
    add: async (_name: string, data: CatalogSyncJobData) => {
      queued.push(data);
      return { id: String(queued.length) };
    },
  } as unknown as Queue<CatalogSyncJobData>;
  const service = new CatalogSyncService(queue, {} as Repository<never>, {} as Repository<never>);
  const admin = { sub: 'a1', username: 'admin', role: 'admin' as const };

  it('puts the request’s traceparent on the job, and none outside a request', async () => {
    const trace = continueTrace('00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01', 'req-1');
    await service.requestSync(admin, undefined, trace);
    expect(queued[0]!.traceparent).toBe(`00-4bf92f3577b34da6a3ce929d0e0e4736-${trace.spanId}-01`);
    await service.requestSync(admin);
    expect(queued[1]!.traceparent).toBeUndefined();
  });
});
