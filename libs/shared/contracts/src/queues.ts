import type { ImageInfo } from './media';
import type { CatalogSyncRequestedMode } from './catalog-sync';

/** BullMQ queue the store enqueues catalogue syncs on and the catalog-worker consumes. */
export const CATALOG_SYNC_QUEUE = 'catalog-sync';
/** Job name for a full catalogue sync from Square. */
export const CATALOG_SYNC_JOB = 'sync-catalog';

/** BullMQ queue of the store's scheduled clean-up of expired visitor carts (the store service runs its worker). */
export const CART_CLEANUP_QUEUE = 'cart-cleanup';
/** Job name of one clean-up run; the job scheduler's id. */
export const CART_CLEANUP_JOB = 'delete-expired-visitor-carts';

/** BullMQ queue carrying account events (profile changes) to the social service's author projection. */
export const ACCOUNT_EVENTS_QUEUE = 'account-events';
export const USER_PROFILE_CHANGED = 'user.profile-changed';

export interface UserProfileChangedEvent {
  id: string;
  username: string;
  displayName: string | null;
  profileImageUrl: string | null;
  isVerified: boolean;
  /** Public profile fields shown on /profile and /user pages. Optional: events queued before they existed lack them. */
  bio?: string | null;
  coverImageUrl?: string | null;
  location?: string | null;
  website?: string | null;
  /** When the account was created (ISO). */
  joinedAt?: string;
  /** Renditions of profileImageUrl and coverImageUrl (null: none; absent: events from before they existed). */
  profileImage?: ImageInfo | null;
  coverImage?: ImageInfo | null;
}

export interface CatalogSyncJobData {
  requestedBy: string; // user id of the admin who asked, or 'schedule'
  /** The admin's username, shown as the run's trigger. */
  requestedByName?: string;
  /** 'full', 'incremental' or (absent / 'auto') the worker's policy. */
  mode?: CatalogSyncRequestedMode;
  /** W3C trace context of the request that asked: the worker's log lines join that request's. */
  traceparent?: string;
}

export interface CatalogSyncResult {
  itemsSeen: number;
  productsUpserted: number;
}

/**
 * BullMQ queue of the social service's media sweep: a job scheduler runs the job that deletes uploaded media no post
 * used within the hour (file and row). Shown in the queue dashboard next to the others.
 */
export const MEDIA_SWEEP_QUEUE = 'media-sweep';
export const MEDIA_SWEEP_JOB = 'sweep-unattached-media';

/**
 * BullMQ queue of the social service's maintained rankings (ADR 0074): the refresh's job scheduler, the rebuild, and
 * the recommendation candidates' jobs after likes and follows. Shown read-only in the queue dashboard.
 */
export const SOCIAL_RANKING_QUEUE = 'social-ranking';

/**
 * BullMQ queue carrying moderation decisions that the account service enforces: the social service's moderators
 * suspend or unsuspend a member, the account service refuses their sign-in and ends their sessions (ADR 0061).
 */
export const MODERATION_EVENTS_QUEUE = 'moderation-events';
export const MEMBER_SUSPENSION_CHANGED = 'member.suspension-changed';

export interface MemberSuspensionChangedEvent {
  userId: string;
  suspended: boolean;
  /** When the moderator acted (ISO): an older decision arriving late never overrides a newer one. */
  at: string;
  /** The recorded moderator action (also the job id: a retried publish is one job). */
  actionId: string;
}

/**
 * BullMQ queue of outgoing e-mail (libs/backend/mail): each job is one event (a reset asked for, an address to
 * confirm), its job id the event's id, so one event is never queued, and so never sent, twice. The account service
 * runs the worker; shown in the queue dashboard next to the others.
 */
export const MAIL_QUEUE = 'mail';

/** What an account mail job asks for; tokens are derived by the worker, never carried in the job. */
export type AccountMailJobData =
  /** A password reset asked for this address (known or not: the worker finds out, so the request path cannot). */
  | { kind: 'password-reset'; email: string; requestId: string }
  /** The account's password was changed through a reset link. */
  | { kind: 'password-changed'; userId: string; eventId: string }
  /** Confirm the account's current address (after sign-up, or a resend). */
  | { kind: 'email-verification'; userId: string; requestId: string }
  /** Confirm a new address the member asked for (the link goes to the new address; the change waits for it). */
  | { kind: 'email-change'; userId: string; newEmail: string; requestId: string }
  /**
   * Tell the old address that the account's address was changed. The old address and the masked new one ride in
   * the job: once the change is made the account no longer knows the old one.
   */
  | { kind: 'email-changed'; userId: string; oldEmail: string; maskedNewEmail: string; eventId: string }
  | StoreMailJobData;

/**
 * The store's order mail, queued by the store onto the same mail queue (the account service, which knows the
 * member's address, sends it). The job carries what the message shows, so the worker reads no store table.
 */
export interface OrderMailFacts {
  userId: string;
  orderId: string;
  totalAmount: number;
  items: { name: string; quantity: number; price: number }[];
}
export type StoreMailJobData =
  /** The order's payment completed. */
  | ({ kind: 'order-confirmation'; cardBrand: string | null; last4: string | null } & OrderMailFacts)
  /** An operator moved the order (shipped, delivered, canceled) or refunded part of it. */
  | ({
      kind: 'order-update';
      eventId: string;
      status: string;
      carrier: string | null;
      trackingNumber: string | null;
      refundedAmount: number;
      /** Refunded by this change (a partial refund or the cancellation's), cents. */
      refundAmount: number;
    } & OrderMailFacts);

export type AccountMailKind = AccountMailJobData['kind'];

/**
 * BullMQ queue carrying the store's catalogue changes (sync, seed, admin edit) to the social service's product
 * projection, which draws tagged products on post cards. Written by a trigger into the store's outbox, relayed here.
 */
export const CATALOG_EVENTS_QUEUE = 'catalog-events';
export const PRODUCT_CHANGED = 'product.changed';

/** A product as it is after a change (or its deletion); `version` grows with every change of the product. */
export interface ProductChangedEvent {
  id: string;
  name: string;
  /** Integer cents. */
  price: number;
  imageUrl: string | null;
  petType: string | null;
  available: boolean;
  deleted: boolean;
  version: number;
}

/**
 * BullMQ queue carrying what the store learns of members' pets from the social service: the store pet types of a
 * member's pets after every change (its 'For your pets' ordering). Written to social's outbox with the change.
 */
export const PET_EVENTS_QUEUE = 'pet-events';
export const MEMBER_PETS_CHANGED = 'member.pets-changed';

export interface MemberPetsChangedEvent {
  userId: string;
  /** The store's pet types of the member's pets (PRODUCT_PET_TYPES spelling), each once; empty: no such pets. */
  petTypes: string[];
  /** Grows with every change of the member's pets. */
  version: number;
}
