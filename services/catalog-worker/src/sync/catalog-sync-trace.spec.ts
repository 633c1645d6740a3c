import type { Job } from 'bullmq';
import { CATALOG_SYNC_JOB, type CatalogSyncJobData } from '@petcora/contracts';
import { currentTrace } from '@petcora/tracing';
import { CatalogSyncProcessor } from './catalog-sync.processor';
import type { CatalogSyncService } from './catalog-sync.service';

/** The sync runs in the trace of the request that asked for it, so its log lines join that request's. */
describe('a sync job’s trace', () => {
  const processorSeeingTrace = () =>
    new CatalogSyncProcessor({ run: async () => currentTrace() } as unknown as CatalogSyncService);
  const job = (data: Partial<CatalogSyncJobData>) =>
    ({
      id: '42',
      name: CATALOG_SYNC_JOB,
      data: { requestedBy: 'admin', ...data },
    }) as Job<CatalogSyncJobData>;

  it('continues the traceparent the store put on the job', async () => {
    const trace = await processorSeeingTrace().process(
      job({ traceparent: '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01' }),
    );
    expect(trace).toMatchObject({ traceId: '4bf92f3577b34da6a3ce929d0e0e4736', requestId: 'job-42' });
  });

  it('starts a trace of its own for scheduled runs and malformed headers', async () => {
    for (const traceparent of [undefined, 'not-a-trace']) {
      const trace = await processorSeeingTrace().process(job({ traceparent }));
      expect((trace as unknown as { traceId: string }).traceId).toMatch(/^[0-9a-f]{32}$/);
    }
  });
});
