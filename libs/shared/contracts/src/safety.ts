/** Reports, blocks, mutes and moderation: the wire shapes and the exact texts members and moderators see. */
import type { FeedPost, PostAuthor } from './api';
import type { PostComment } from './community';
import type { ConversationMember } from './messages';

export const REPORT_TARGET_TYPES = ['post', 'comment', 'user', 'message'] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];

/** Report reasons: the value sent on the wire and the label the dialog shows (also accepted as the value). */
export const REPORT_REASONS = [
  { value: 'spam', label: 'Spam' },
  { value: 'harassment', label: 'Harassment or bullying' },
  { value: 'animal_cruelty', label: 'Animal cruelty or neglect' },
  { value: 'unsafe_advice', label: 'Misleading or unsafe pet-care advice' },
  { value: 'other', label: 'Something else' },
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number]['value'];

/** The longest note a reporter may add. */
export const REPORT_NOTE_MAX_LENGTH = 1000;

export const SAFETY_MESSAGES = {
  reportThanks: 'Thanks for letting us know',
  alreadyReported: 'You have already reported this',
  blockedInteraction: "You can't interact with this account",
  blockYourself: "You can't block yourself",
  muteYourself: "You can't mute yourself",
  removedPost: 'This post was removed for breaking the community guidelines',
  suspendedSignIn: 'This account has been suspended for breaking the community guidelines',
} as const;

/** POST /api/reports */
export interface CreateReportRequest {
  targetType: ReportTargetType;
  targetId: string;
  reason: ReportReason;
  note?: string;
}

/** 201 answer of POST /api/reports. */
export interface ReportCreated {
  id: string;
  message: typeof SAFETY_MESSAGES.reportThanks;
}

/** Answer of POST/DELETE /api/users/{username}/block and /mute: idempotent, never oneself (400). */
export interface BlockState {
  userId: string;
  username: string;
  isBlocked: boolean;
}
export interface MuteState {
  userId: string;
  username: string;
  isMuted: boolean;
}

/** A member in the viewer's block or mute list. */
export interface RestrictedMember {
  id: string;
  username: string;
  displayName: string | null;
  profileImageUrl: string | null;
  /** When the viewer blocked or muted them (ISO). */
  since: string;
}

/** GET /api/users/me/blocks and GET /api/users/me/mutes (newest first, keyset paged). */
export interface RestrictedMembersPage {
  users: RestrictedMember[];
  nextCursor: string | null;
}

export const MODERATION_ACTIONS = ['dismiss', 'remove', 'suspend', 'unsuspend', 'restore'] as const;
export type ModerationActionKind = (typeof MODERATION_ACTIONS)[number];

/** POST /api/admin/reports/{id}/actions */
export interface ModerationActionRequest {
  action: ModerationActionKind;
  note?: string;
}

/** One recorded moderator action. */
export interface ModerationActionRecord {
  id: string;
  action: ModerationActionKind;
  note: string | null;
  moderator: { id: string; username: string };
  createdAt: string;
}

/** One member's report inside a group. */
export interface ReportEntry {
  id: string;
  reason: ReportReason;
  note: string | null;
  reporter: { id: string; username: string };
  createdAt: string;
}

export interface ReportedMessage {
  id: string;
  text: string;
  imageUrl: string | null;
  createdAt: string;
  sender: ConversationMember;
}

/** The reports of one target, as the moderation queue lists them. `id` is the newest report's id (use it for actions). */
export interface ModerationReportGroup {
  id: string;
  targetType: ReportTargetType;
  targetId: string;
  status: 'open' | 'dismissed' | 'actioned';
  /** The target as members see it; null when it no longer exists. */
  post: FeedPost | null;
  comment: PostComment | null;
  user: (PostAuthor & { isSuspended: boolean }) | null;
  /** A reported direct message and its sender (moderators see reported messages only, never a conversation). */
  message: ReportedMessage | null;
  /** The post or comment was removed by a moderator (restorable). */
  isRemoved: boolean;
  reportsCount: number;
  reports: ReportEntry[];
  actions: ModerationActionRecord[];
  latestReportAt: string;
}

/** GET /api/admin/reports?sort=newest|most&status=open&cursor= */
export interface ModerationReportsPage {
  reports: ModerationReportGroup[];
  nextCursor: string | null;
}
