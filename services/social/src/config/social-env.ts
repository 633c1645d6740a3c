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
  LIVE_STREAMS_PER_CLIENT: number = 6;

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
}
