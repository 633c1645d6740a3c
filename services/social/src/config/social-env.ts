import { IsInt, IsOptional, Matches, Max, Min } from 'class-validator';
import { MediaStorageEnv } from '@petcora/uploads';

/** The social service's settings: the shared ones, where uploads go, the BullMQ key prefix (tests use a unique one per run). */
export class SocialEnv extends MediaStorageEnv {
  /** Must match the prefix the account service publishes account events under (BullMQ's default is "bull"). */
  @Matches(/^[A-Za-z0-9:_-]{1,100}$/, {
    message: 'BULL_PREFIX may contain letters, digits, ":", "_" and "-" only',
  })
  BULL_PREFIX = 'bull';

  /**
   * Redis pub/sub channel of live updates (see live/live-bus.ts). Unset → `petcora:social:live`, plus `:db<n>` when
   * REDIS_URL selects logical database n > 0 (pub/sub ignores databases; stacks sharing one server stay apart).
   */
  @IsOptional()
  @Matches(/^[A-Za-z0-9:_-]{1,100}$/, {
    message: 'LIVE_CHANNEL may contain letters, digits, ":", "_" and "-" only',
  })
  LIVE_CHANNEL?: string;

  /** How often an idle live stream gets a comment line, so proxies and browsers keep it open. */
  @IsInt()
  @Min(50)
  @Max(300_000)
  LIVE_HEARTBEAT_MS: number = 25_000;

  /** Open live streams one member may hold on one copy of the service; one more is refused with 429. */
  @IsInt()
  @Min(1)
  @Max(100)
  LIVE_STREAMS_PER_MEMBER: number = 5;

  /** Open live streams from one client address (IPv6 by /64) on one copy; one more is refused with 429. */
  @IsInt()
  @Min(1)
  @Max(1_000)
  LIVE_STREAMS_PER_CLIENT: number = 50;

  /** Open live streams on one copy of the service in all; one more is refused with 429. */
  @IsInt()
  @Min(1)
  @Max(100_000)
  LIVE_STREAMS_PER_PROCESS: number = 2_000;

  /** Like-count events for one post go to a stream at most once per this window; the latest count wins. */
  @IsInt()
  @Min(1)
  @Max(60_000)
  LIVE_LIKE_COUNT_WINDOW_MS: number = 1_000;

  /** Bytes one member may store a day (UTC), over every upload; a spent budget is answered 429. */
  @IsInt()
  @Min(1)
  @Max(1_000_000)
  UPLOAD_DAILY_MEGABYTES: number = 500;

  /** Files one member may store a day (UTC), over every upload. */
  @IsInt()
  @Min(1)
  @Max(100_000)
  UPLOAD_DAILY_FILES: number = 200;

  /** Uploads one member may have in flight at once, over every copy of the service; one more is refused with 429. */
  @IsInt()
  @Min(1)
  @Max(20)
  UPLOADS_IN_FLIGHT_PER_MEMBER: number = 2;

  /** An upload body that sends nothing for this long is cut off with 408. */
  @IsInt()
  @Min(100)
  @Max(600_000)
  UPLOAD_IDLE_TIMEOUT_MS: number = 30_000;

  /** An upload body still arriving after this long is cut off with 408. */
  @IsInt()
  @Min(100)
  @Max(3_600_000)
  UPLOAD_TOTAL_TIMEOUT_MS: number = 600_000;

  /** Uploaded media no post uses after this many minutes is deleted by the media sweep (file and row). */
  @IsInt()
  @Min(1)
  @Max(10_080)
  UNATTACHED_MEDIA_MAX_AGE_MINUTES: number = 60;

  /** Reports one member may send per rolling hour; one more is answered 429. */
  @IsInt()
  @Min(1)
  @Max(10_000)
  REPORTS_PER_HOUR: number = 20;

  /** Direct messages one member may send per rolling minute; one more is answered 429. */
  @IsInt()
  @Min(1)
  @Max(10_000)
  MESSAGES_PER_MINUTE: number = 30;

  /** How often the media sweep runs (a BullMQ job scheduler on queue `media-sweep`). */
  @IsInt()
  @Min(1_000)
  @Max(86_400_000)
  MEDIA_SWEEP_EVERY_MS: number = 600_000;

  /**
   * How often trending hashtags and suggested accounts are recomputed (a BullMQ job scheduler on queue
   * `social-ranking`); at most a minute, the freshness those lists promise (ADR 0074).
   */
  @IsInt()
  @Min(1_000)
  @Max(60_000)
  RANKING_REFRESH_EVERY_MS: number = 60_000;

  /** How often the notification relay looks for new outbox rows (it folds them into the grouped notifications). */
  @IsInt()
  @Min(10)
  @Max(60_000)
  NOTIFICATION_RELAY_POLL_MS: number = 250;
}
