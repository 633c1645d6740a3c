import { REPORT_REASONS, type ModerationActionKind, type ModerationReportGroup } from '@petcora/contracts';
import { Button } from '@petcora/ui/button';
import { Badge } from '@petcora/ui/feedback';
import { TextAreaField } from '@petcora/ui/text-area-field';
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useActOnReport } from '../api/act-on-report';

export type RenderModeratedPost = (post: NonNullable<ModerationReportGroup['post']>) => ReactNode;

/** The longest note a moderator may record with an action (the reporters' limit). */
export const ACTION_NOTE_MAX_LENGTH = 1000;

const REASON_LABELS: Record<string, string> = Object.fromEntries(
  REPORT_REASONS.map((reason) => [reason.value, reason.label]),
);

const ACTION_LABELS: Record<ModerationActionKind, string> = {
  dismiss: 'Dismissed',
  remove: 'Removed',
  restore: 'Restored',
  suspend: 'Suspended',
  unsuspend: 'Unsuspended',
};

function when(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

const profileHref = (username: string) => `/user/${encodeURIComponent(username)}`;

/** Who the group is about: the reported member, or the author of the reported post or comment. */
function accountOf(group: ModerationReportGroup): { username: string; name: string } | null {
  if (group.user)
    return { username: group.user.username, name: group.user.displayName || group.user.username };
  if (group.post) {
    const author = group.post.user;
    return {
      username: author?.username ?? group.post.username,
      name: author?.displayName || group.post.username,
    };
  }
  if (group.comment)
    return { username: group.comment.username, name: group.comment.displayName || group.comment.username };
  if (group.message)
    return {
      username: group.message.sender.username,
      name: group.message.sender.displayName || group.message.sender.username,
    };
  return null;
}

/** Suspended now: the member's own flag when the group carries it, else the latest suspend or unsuspend recorded. */
function isSuspended(group: ModerationReportGroup): boolean {
  if (group.user) return group.user.isSuspended;
  const latest = [...group.actions]
    .filter((action) => action.action === 'suspend' || action.action === 'unsuspend')
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
    .at(-1);
  return latest?.action === 'suspend';
}

function headingOf(group: ModerationReportGroup, account: ReturnType<typeof accountOf>): string {
  const who = account ? `@${account.username}` : 'a deleted account';
  if (group.targetType === 'post') return `Post by ${who}`;
  if (group.targetType === 'comment') return `Comment by ${who}`;
  if (group.targetType === 'message') return `Message by ${who}`;
  return `Member ${who}`;
}

/** The target as members see it: the read-only post card, the comment's text, or the member's summary. */
function Target({ group, renderPost }: { group: ModerationReportGroup; renderPost: RenderModeratedPost }) {
  if (group.targetType === 'post' && group.post) return <>{renderPost(group.post)}</>;
  if (group.targetType === 'comment' && group.comment) {
    const name = group.comment.displayName || group.comment.username;
    return (
      <blockquote className="social-moderation__comment">
        <p>{group.comment.content || group.comment.comment}</p>
        <footer className="pc-muted">
          — <Link to={profileHref(group.comment.username)}>{name}</Link> (@{group.comment.username}),{' '}
          <time dateTime={group.comment.createdAt}>{when(group.comment.createdAt)}</time>
        </footer>
      </blockquote>
    );
  }
  if (group.targetType === 'message' && group.message) {
    const { message } = group;
    const name = message.sender.displayName || message.sender.username;
    return (
      <blockquote className="social-moderation__comment">
        <p>{message.text}</p>
        {message.imageUrl && <img src={message.imageUrl} alt="Photo in the reported message" />}
        <footer className="pc-muted">
          — <Link to={profileHref(message.sender.username)}>{name}</Link> (@{message.sender.username}),{' '}
          <time dateTime={message.createdAt}>{when(message.createdAt)}</time>
        </footer>
      </blockquote>
    );
  }
  if (group.targetType === 'user' && group.user) {
    const { user } = group;
    const name = user.displayName || user.username;
    return (
      <div className="social-moderation__member">
        {user.profileImageUrl ? (
          <img
            src={user.profileImageUrl}
            alt=""
            width={48}
            height={48}
            className="social-moderation__avatar"
          />
        ) : (
          <span className="social-moderation__avatar social-moderation__avatar--initial" aria-hidden="true">
            {name.charAt(0).toUpperCase()}
          </span>
        )}
        <div>
          <Link to={profileHref(user.username)} className="social-moderation__member-name">
            {name}
          </Link>
          <p className="pc-muted">@{user.username}</p>
        </div>
      </div>
    );
  }
  return (
    <p className="pc-muted">
      This {group.targetType === 'user' ? 'account' : group.targetType} no longer exists.
    </p>
  );
}

/**
 * One target's open reports: the target, how many reported it, each reason with its note and reporter, the actions
 * recorded so far, and the moderator's buttons (each sends the optional note with it).
 */
export function ReportGroupCard({
  group,
  renderPost,
}: {
  group: ModerationReportGroup;
  renderPost: RenderModeratedPost;
}) {
  const [note, setNote] = useState('');
  const act = useActOnReport();
  const headingId = useId();
  const account = accountOf(group);
  const suspended = isSuspended(group);
  const canRemove =
    group.targetType !== 'user' &&
    group.targetType !== 'message' &&
    !group.isRemoved &&
    Boolean(group.post || group.comment);
  const tooLong = note.length > ACTION_NOTE_MAX_LENGTH;
  const pendingAction = act.isPending ? act.variables?.action : undefined;

  const run = (action: ModerationActionKind) => {
    if (tooLong || act.isPending) return;
    act.mutate({ reportId: group.id, action, note }, { onSuccess: () => setNote('') });
  };
  const actionButton = (
    action: ModerationActionKind,
    label: string,
    variant: 'secondary' | 'destructive',
  ) => (
    <Button
      key={action}
      variant={variant}
      size="sm"
      disabled={act.isPending || tooLong}
      aria-busy={pendingAction === action || undefined}
      onClick={() => run(action)}
    >
      {pendingAction === action ? 'Saving…' : label}
    </Button>
  );

  return (
    <section
      className="pc-card social-moderation__group"
      aria-labelledby={headingId}
      data-report-id={group.id}
    >
      <header className="social-moderation__group-header">
        <h2 id={headingId} className="social-moderation__group-title">
          {headingOf(group, account)}
        </h2>
        <p className="social-moderation__group-meta">
          <Badge tone="accent">
            {group.reportsCount} {group.reportsCount === 1 ? 'report' : 'reports'}
          </Badge>
          {group.isRemoved && <Badge>Removed</Badge>}
          {suspended && <Badge>Suspended</Badge>}
          <span className="pc-muted">
            Latest <time dateTime={group.latestReportAt}>{when(group.latestReportAt)}</time>
          </span>
        </p>
      </header>

      <div className="social-moderation__target">
        <Target group={group} renderPost={renderPost} />
      </div>

      <h3 className="social-moderation__subheading">Reasons</h3>
      <ul className="social-moderation__reports">
        {group.reports.map((report) => (
          <li key={report.id}>
            <p>
              <strong>{REASON_LABELS[report.reason] ?? report.reason}</strong>{' '}
              <span className="pc-muted">
                by <Link to={profileHref(report.reporter.username)}>@{report.reporter.username}</Link>,{' '}
                <time dateTime={report.createdAt}>{when(report.createdAt)}</time>
              </span>
            </p>
            {report.note && <p className="social-moderation__note">{report.note}</p>}
          </li>
        ))}
      </ul>

      {group.actions.length > 0 && (
        <>
          <h3 className="social-moderation__subheading">Actions taken</h3>
          <ul className="social-moderation__actions-log">
            {group.actions.map((record) => (
              <li key={record.id}>
                <p>
                  <strong>{ACTION_LABELS[record.action] ?? record.action}</strong>{' '}
                  <span className="pc-muted">
                    by @{record.moderator.username},{' '}
                    <time dateTime={record.createdAt}>{when(record.createdAt)}</time>
                  </span>
                </p>
                {record.note && <p className="social-moderation__note">{record.note}</p>}
              </li>
            ))}
          </ul>
        </>
      )}

      <TextAreaField
        label="Note for the record (optional)"
        rows={2}
        value={note}
        counter={{ length: note.length, max: ACTION_NOTE_MAX_LENGTH }}
        error={tooLong ? `A note can be at most ${ACTION_NOTE_MAX_LENGTH} characters` : undefined}
        onChange={(event) => setNote(event.target.value)}
      />
      <div
        className="social-moderation__buttons"
        role="group"
        aria-label={`Actions for ${headingOf(group, account)}`}
      >
        {group.status === 'open' && actionButton('dismiss', 'Dismiss', 'secondary')}
        {canRemove && actionButton('remove', 'Remove', 'destructive')}
        {group.isRemoved && actionButton('restore', 'Restore', 'secondary')}
        {account &&
          (suspended
            ? actionButton('unsuspend', 'Unsuspend', 'secondary')
            : actionButton('suspend', 'Suspend', 'destructive'))}
      </div>
    </section>
  );
}
