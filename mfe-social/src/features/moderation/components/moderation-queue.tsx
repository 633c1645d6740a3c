import { LoadMoreButton } from '@petcora/ui/load-more-button';
import { Card } from '@petcora/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@petcora/ui/tabs';
import { useState } from 'react';
import { MODERATION_SORTS, useModerationReports, type ModerationSort } from '../api/get-moderation-reports';
import { ReportGroupCard, type RenderModeratedPost } from './report-group-card';
import { LoadingRows } from '../../../components/loading-rows';
import { RetryCard } from '../../../components/retry-card';
import './moderation.css';

const SORT_LABELS: Record<ModerationSort, string> = { newest: 'Newest', most: 'Most reported' };

function QueueList({ sort, renderPost }: { sort: ModerationSort; renderPost: RenderModeratedPost }) {
  const reports = useModerationReports(sort);
  if (reports.isPending) {
    return (
      <LoadingRows
        label="Loading reports..."
        className="social-moderation__list"
        rowClassName="social-moderation__skeleton"
      />
    );
  }
  if (reports.isError) {
    return (
      <RetryCard
        message="Could not load the reports"
        retry={reports.refetch}
        className="social-moderation__state"
      />
    );
  }
  const groups = reports.data.pages.flatMap((page) => page.reports);
  if (groups.length === 0) {
    return (
      <Card className="social-moderation__state">
        <p>No open reports</p>
        <p className="pc-muted">New reports appear here.</p>
      </Card>
    );
  }
  return (
    <div className="social-moderation__list">
      {groups.map((group) => (
        <ReportGroupCard key={group.id} group={group} renderPost={renderPost} />
      ))}
      <LoadMoreButton pages={reports} className="social-moderation__more" />
    </div>
  );
}

/** The open reports grouped by target, newest or most reported first. Posts are drawn by the page. */
export function ModerationQueue({ renderPost }: { renderPost: RenderModeratedPost }) {
  const [sort, setSort] = useState<ModerationSort>('newest');
  return (
    <Tabs value={sort} onValueChange={(value) => setSort(value as ModerationSort)}>
      <TabsList aria-label="Order of the reports">
        {MODERATION_SORTS.map((value) => (
          <TabsTrigger key={value} value={value}>
            {SORT_LABELS[value]}
          </TabsTrigger>
        ))}
      </TabsList>
      {MODERATION_SORTS.map((value) => (
        <TabsContent key={value} value={value}>
          <QueueList sort={value} renderPost={renderPost} />
        </TabsContent>
      ))}
    </Tabs>
  );
}
