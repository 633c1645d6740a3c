import { QUEUE_DASHBOARD_PATH, type CatalogSyncCounts, type CatalogSyncJobStatus } from '@petcora/contracts';
import { Button, buttonClassName } from '@petcora/ui/button';
import { Card } from '@petcora/ui/card';
import { RefreshCw } from 'lucide-react';
import type { SyncView } from '../hooks/use-catalog-sync';
import { plural } from './format';
import { StatusPill } from './status-pill';
import { Timestamp } from './timestamp';

export interface SyncCardProps {
  view: SyncView;
  busy: boolean;
  onStart: () => void;
  /** Latest last-synced time over all products (the stats), null if never synced or not read yet. */
  lastSyncedAt: string | null;
}

/** The sync card: start a sync, follow it live (pages and items so far), then its result or error. */
export function SyncCard({ view, busy, onStart, lastSyncedAt }: SyncCardProps) {
  return (
    <Card className="catalog-sync-card" role="region" aria-labelledby="catalog-sync-card-title">
      <div className="catalog-sync-card__head">
        <h2 id="catalog-sync-card-title">Square catalogue sync</h2>
        <StatusBadge view={view} />
      </div>
      {/* One polite live region for every state, so screen readers hear progress and the outcome. */}
      <p role="status" aria-live="polite" className="catalog-sync-card__status">
        {statusSentence(view)}
      </p>
      {view.kind === 'syncing' && <SyncProgress job={view.job} />}
      {view.kind === 'succeeded' && <CountsList counts={view.job?.result ?? view.run} />}
      {view.kind === 'failed' && (
        <p className="catalog-sync-card__error">
          <strong>Error:</strong> {view.error}
        </p>
      )}
      <p className="catalog-sync-card__last">
        {lastSyncedAt ? (
          <>
            Last synced <Timestamp iso={lastSyncedAt} />
          </>
        ) : (
          'Never synced'
        )}
      </p>
      <div className="catalog-sync-card__actions">
        <Button onClick={onStart} disabled={busy}>
          <RefreshCw
            size={20}
            strokeWidth={1.75}
            aria-hidden="true"
            className={busy ? 'catalog-sync-spin' : undefined}
          />
          {view.kind === 'syncing' ? 'Syncing…' : 'Start sync'}
        </Button>
        {/* Bull Board is served by the gateway, not a route of this app: a full page load. */}
        <a href={QUEUE_DASHBOARD_PATH} className={buttonClassName('ghost')}>
          Open the queue dashboard
        </a>
      </div>
    </Card>
  );
}

function StatusBadge({ view }: { view: SyncView }) {
  switch (view.kind) {
    case 'loading':
      return null;
    case 'syncing':
      return <StatusPill tone="running">Syncing</StatusPill>;
    case 'succeeded':
      return <StatusPill tone="ok">Succeeded</StatusPill>;
    case 'failed':
      return <StatusPill tone="failed">Failed</StatusPill>;
    default:
      return <StatusPill tone="idle">Idle</StatusPill>;
  }
}

function statusSentence(view: SyncView): string {
  switch (view.kind) {
    case 'loading':
      return 'Checking the last sync…';
    case 'idle':
      return 'No sync has run yet. Start one to bring the Square catalogue into the store.';
    case 'succeeded':
      return 'The last sync succeeded.';
    case 'failed':
      return 'The last sync failed.';
    case 'syncing': {
      const job = view.job;
      if (!job || job.state === 'waiting' || job.state === 'prioritized')
        return 'Sync queued, waiting for the worker…';
      if (job.state === 'delayed')
        return `Retrying after an error (attempt ${job.attemptsMade + 1} of ${job.attempts}): ${job.failedReason ?? 'unknown error'}`;
      return job.progress ? `Syncing: ${progressText(job)}.` : 'Syncing: starting…';
    }
  }
}

function progressText(job: CatalogSyncJobStatus): string {
  const progress = job.progress;
  if (!progress) return 'starting';
  return [
    `${plural(progress.pages, 'page')} read`,
    `${plural(progress.itemsSeen, 'item')} seen`,
    `${plural(progress.productsUpserted, 'product')} written`,
  ].join(', ');
}

/**
 * Square does not say how many pages a catalogue has, so the bar is indeterminate; its text names what was read so
 * far (and the live region above reads it out).
 */
function SyncProgress({ job }: { job: CatalogSyncJobStatus | null }) {
  const progress = job?.progress ?? null;
  return (
    <div className="catalog-sync-progress">
      <div
        role="progressbar"
        aria-label="Sync progress"
        aria-valuetext={job && progress ? progressText(job) : 'Waiting to start'}
        className="catalog-sync-progress__bar"
      >
        <span className="catalog-sync-progress__fill" />
      </div>
      <dl className="catalog-sync-counts">
        <div>
          <dt>Pages</dt>
          <dd>{progress?.pages ?? 0}</dd>
        </div>
        <div>
          <dt>Items seen</dt>
          <dd>{progress?.itemsSeen ?? 0}</dd>
        </div>
        <div>
          <dt>Products written</dt>
          <dd>{progress?.productsUpserted ?? 0}</dd>
        </div>
        {progress && (
          <div>
            <dt>Mode</dt>
            <dd>{progress.mode}</dd>
          </div>
        )}
      </dl>
    </div>
  );
}

function CountsList({ counts }: { counts: CatalogSyncCounts | null }) {
  if (!counts) return null;
  // A result recorded by an older worker may lack the list.
  const failedItems = (counts.failedItems as CatalogSyncCounts['failedItems'] | undefined) ?? [];
  return (
    <>
      <dl className="catalog-sync-counts" aria-label="Result of the sync">
        <div>
          <dt>Pages</dt>
          <dd>{counts.pages}</dd>
        </div>
        <div>
          <dt>Items seen</dt>
          <dd>{counts.itemsSeen}</dd>
        </div>
        <div>
          <dt>Products written</dt>
          <dd>{counts.productsUpserted}</dd>
        </div>
        <div>
          <dt>Unchanged</dt>
          <dd>{counts.productsUnchanged}</dd>
        </div>
        <div>
          <dt>Made unavailable</dt>
          <dd>{counts.productsMadeUnavailable}</dd>
        </div>
        <div>
          <dt>Items skipped</dt>
          <dd>{counts.itemsFailed}</dd>
        </div>
      </dl>
      {failedItems.length > 0 && (
        <details className="catalog-sync-card__skipped">
          <summary>{`Skipped items (${counts.itemsFailed})`}</summary>
          <ul>
            {failedItems.map((item) => (
              <li key={item.squareItemId}>
                <code>{item.squareItemId}</code>: {item.reason}
              </li>
            ))}
          </ul>
        </details>
      )}
    </>
  );
}
