import { applyDecorators, Inject } from '@nestjs/common';
import { IsIn, IsInt, IsOptional, IsString, IsUrl, Matches, Max, Min } from 'class-validator';
import { DEFAULT_MAIL_FROM, LOCAL_SMTP_URL } from '@petcora/mail';
import { DEFAULT_UPLOAD_LIMIT_MB } from '@petcora/validation';
import { validateEnv } from '@petcora/nest-common';
import { MediaStorageEnv } from '@petcora/uploads';

/** A whole number from `min` (to `max`); the checks register in the order the stacked decorators did. */
const WholeNumber = (min: number, max?: number) =>
  applyDecorators(...(max === undefined ? [] : [Max(max)]), Min(min), IsInt());

/** Environment of the account service: the shared settings, where uploads go, sessions and queue prefix. */
export class AccountEnv extends MediaStorageEnv {
  /** Signs the session cookie; read through secretFromEnv (dev default, refused in production). */
  @IsOptional()
  @IsString()
  SESSION_SECRET?: string;

  /** A session unused this long ends (OWASP ASVS L2: 30 minutes). */
  @WholeNumber(1)
  SESSION_IDLE_MINUTES: number = 30;

  /** A session ends this long after sign-in, however active (OWASP ASVS L2: 12 hours). */
  @WholeNumber(1)
  SESSION_ABSOLUTE_HOURS: number = 12;

  /** BullMQ key prefix; producers and consumers of a queue must agree on it (tests use a unique one). */
  @Matches(/^[A-Za-z0-9_-]+$/, { message: 'BULL_PREFIX may only contain letters, digits, "-" and "_"' })
  BULL_PREFIX = 'bull';

  /** Default upload limit in megabytes; an endpoint may set its own. */
  @WholeNumber(1, 1024)
  UPLOAD_MAX_MB: number = DEFAULT_UPLOAD_LIMIT_MB;

  /**
   * Inline-image bodies of PUT /api/users/profile (JSON over 100 KB or of unknown length) one member may send at
   * once (the next is refused with 429), the service reads at once (the next waits), and how long one waits for a
   * turn before it is refused with 429 (profile/large-body-slots.ts).
   */
  @WholeNumber(1)
  INLINE_IMAGE_BODIES_PER_MEMBER: number = 2;

  @WholeNumber(1)
  INLINE_IMAGE_BODIES_AT_ONCE: number = 4;

  @WholeNumber(0)
  INLINE_IMAGE_QUEUE_MS: number = 10_000;

  /** argon2id hash of the hidden admin overview's password; required in production (see admin/admin-password.ts). */
  @IsOptional()
  @Matches(/^\$argon2id\$/, {
    message: 'ADMIN_OVERVIEW_PASSWORD_HASH must be an argon2id hash ($argon2id$...)',
  })
  ADMIN_OVERVIEW_PASSWORD_HASH?: string;

  /** How long a correct admin overview password keeps the session unlocked for the admin stats. */
  @WholeNumber(1, 24 * 60)
  ADMIN_ELEVATION_MINUTES: number = 15;

  /**
   * Free failed sign-ins per account and client (IPv6 by /64) before that client is slowed down (doubling pauses),
   * and failures allowed per client over all accounts, within SIGNIN_WINDOW_SECONDS (rate-limits/sign-in-limiter.ts).
   */
  @WholeNumber(1)
  SIGNIN_MAX_FAILURES_PER_ACCOUNT: number = 5;

  @WholeNumber(1)
  SIGNIN_MAX_FAILURES_PER_ADDRESS: number = 20;

  @WholeNumber(1)
  SIGNIN_WINDOW_SECONDS: number = 15 * 60;

  /** Redis key prefix of the sign-in and admin-unlock counters (tests use a unique one). */
  @Matches(/^[A-Za-z0-9_:-]+$/, {
    message: 'RATE_LIMIT_PREFIX may only contain letters, digits, ":", "-" and "_"',
  })
  RATE_LIMIT_PREFIX = 'petcora:account:limits';

  /** Where mail is sent: the local catcher npm start runs by default; production sets its SMTP server here. */
  @Matches(/^smtps?:\/\/\S+$/, { message: 'SMTP_URL must be an smtp:// or smtps:// URL' })
  SMTP_URL = LOCAL_SMTP_URL;

  @IsString()
  MAIL_FROM = DEFAULT_MAIL_FROM;

  /** The site's public address, the start of every link in a mail (the gateway's address). */
  @IsUrl({ require_tld: false, protocols: ['http', 'https'], require_protocol: true })
  SITE_URL = 'http://localhost:8080';

  /** Runs the mail queue's worker in this process (one or more instances may; off for a producer-only copy). */
  @IsIn(['true', 'false'], { message: 'MAIL_WORKER must be true or false' })
  MAIL_WORKER: 'true' | 'false' = 'true';

  /**
   * Reset and confirmation mails one address (or account) may ask for, and one client over all addresses, within
   * MAIL_WINDOW_SECONDS (account-mail/mail-request-limiter.ts).
   */
  @WholeNumber(1)
  MAIL_REQUESTS_PER_ADDRESS: number = 5;

  @WholeNumber(1)
  MAIL_REQUESTS_PER_CLIENT: number = 50;

  @WholeNumber(1)
  MAIL_WINDOW_SECONDS: number = 3600;
}

export const ACCOUNT_ENV = Symbol('ACCOUNT_ENV');
export const InjectAccountEnv = () => Inject(ACCOUNT_ENV);

export function loadAccountEnv(env: NodeJS.ProcessEnv = process.env): AccountEnv {
  return validateEnv(AccountEnv, env);
}
