/**
 * SQL predicates deciding what a viewer may see, written into the one statement that reads a page (never applied to a
 * page after it is read, so pages stay full and counts exact). `viewer` is a placeholder holding the viewer's id or
 * NULL for visitors: every probe then finds nothing, so visitors see all but removed posts and suspended members.
 * Each probe is a primary-key lookup (blocks and mutes are keyed by the pair, in both directions).
 */

/** Neither the viewer blocked the member in `userColumn` nor the member blocked the viewer. */
export function notBlockedEitherWay(userColumn: string, viewer: string): string {
  return `NOT EXISTS (SELECT 1 FROM social.blocks vb WHERE vb.blocker_id = ${viewer} AND vb.blocked_id = ${userColumn})
      AND NOT EXISTS (SELECT 1 FROM social.blocks vb WHERE vb.blocker_id = ${userColumn} AND vb.blocked_id = ${viewer})`;
}

/** The viewer has not muted the member in `userColumn`. */
export function notMuted(userColumn: string, viewer: string): string {
  return `NOT EXISTS (SELECT 1 FROM social.mutes vm WHERE vm.muter_id = ${viewer} AND vm.muted_id = ${userColumn})`;
}

/** The member in `userColumn` is not suspended (a suspended member's own reads are refused at sign-in anyway). */
export function authorNotSuspended(userColumn: string): string {
  return `NOT EXISTS (SELECT 1 FROM social.authors vs WHERE vs.id = ${userColumn} AND vs.suspended_at IS NOT NULL)`;
}

/** A removed post or comment stays visible to its author only (who sees the removal notice on it). */
export function notRemovedFor(alias: string, viewer: string): string {
  return `(${alias}.removed_at IS NULL OR ${alias}.user_id = ${viewer})`;
}

export interface VisibilityOptions {
  /** Whether the viewer's mutes hide the rows (every list; not a post opened by its own address). */
  mutes: boolean;
}

/** Everything a post or comment row (alias with `user_id` and `removed_at`) must pass to be shown to the viewer. */
export function visibleTo(alias: string, viewer: string, options: VisibilityOptions): string {
  const parts = [
    notRemovedFor(alias, viewer),
    authorNotSuspended(`${alias}.user_id`),
    notBlockedEitherWay(`${alias}.user_id`, viewer),
  ];
  if (options.mutes) parts.push(notMuted(`${alias}.user_id`, viewer));
  return parts.join('\n      AND ');
}
