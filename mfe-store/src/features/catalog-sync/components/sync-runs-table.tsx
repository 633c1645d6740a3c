import type { CatalogSyncRun } from '@petcora/contracts';
import { Card } from '@petcora/ui/card';
import { Skeleton } from '@petcora/ui/feedback';
import type { UseQueryResult } from '@tanstack/react-query';
import { SYNC_RUNS_SHOWN } from '../api/get-sync-runs';
import { formatDuration } from './format';
import { QueryError } from './query-error';
import { StatusPill } from './status-pill';
import { Timestamp } from './timestamp';

/** The newest runs (one row per attempt): who or what started each, when, how long, counts and errors. */
export function SyncRunsTable({ runs }: { runs: UseQueryResult<CatalogSyncRun[]> }) {
  return (
    <section aria-labelledby="catalog-runs-title" className="catalog-sync-section">
      <h2 id="catalog-runs-title">Sync history</h2>
      <p className="pc-muted">{`The last ${SYNC_RUNS_SHOWN} runs, newest first.`}</p>
      {runs.isError ? (
        <QueryError error={runs.error} what="the sync history" />
      ) : !runs.data ? (
        <Card aria-busy="true">
          <span className="pc-visually-hidden">Loading the sync history</span>
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} className="catalog-sync-skeleton-row" />
          ))}
        </Card>
      ) : runs.data.length === 0 ? (
        <Card>
          <p className="pc-muted">No sync has run yet.</p>
        </Card>
      ) : (
        <Card className="catalog-sync-table-card">
          <div
            className="catalog-sync-table-scroll"
            role="region"
            aria-labelledby="catalog-runs-title"
            tabIndex={0}
          >
            <table className="catalog-sync-table">
              <caption className="pc-visually-hidden">Sync history, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">Started</th>
                  <th scope="col">Started by</th>
                  <th scope="col">Status</th>
                  <th scope="col">Mode</th>
                  <th scope="col" className="catalog-sync-table__num">
                    Duration
                  </th>
                  <th scope="col" className="catalog-sync-table__num">
                    Items seen
                  </th>
                  <th scope="col" className="catalog-sync-table__num">
                    Written
                  </th>
                  <th scope="col" className="catalog-sync-table__num">
                    Made unavailable
                  </th>
                  <th scope="col" className="catalog-sync-table__num">
                    Skipped
                  </th>
                  <th scope="col">Error</th>
                </tr>
              </thead>
              <tbody>
                {runs.data.map((run) => (
                  <tr key={run.id}>
                    <th scope="row">
                      <Timestamp iso={run.startedAt} />
                      {run.attempt > 1 && <span className="pc-muted">{` (attempt ${run.attempt})`}</span>}
                    </th>
                    <td>{run.trigger === 'schedule' ? 'Schedule' : run.trigger}</td>
                    <td>
                      <RunStatus run={run} />
                    </td>
                    <td>{run.mode}</td>
                    <td className="catalog-sync-table__num">
                      {run.durationMs === null ? '—' : formatDuration(run.durationMs)}
                    </td>
                    <td className="catalog-sync-table__num">{run.itemsSeen}</td>
                    <td className="catalog-sync-table__num">{run.productsUpserted}</td>
                    <td className="catalog-sync-table__num">{run.productsMadeUnavailable}</td>
                    <td className="catalog-sync-table__num">{run.itemsFailed}</td>
                    <td className="catalog-sync-table__error">{run.error ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Card>
      )}
    </section>
  );
}

function RunStatus({ run }: { run: CatalogSyncRun }) {
  if (run.status === 'succeeded') return <StatusPill tone="ok">Succeeded</StatusPill>;
  if (run.status === 'failed') return <StatusPill tone="failed">Failed</StatusPill>;
  return <StatusPill tone="running">Running</StatusPill>;
}
