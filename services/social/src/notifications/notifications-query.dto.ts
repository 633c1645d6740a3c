import { IsBoolean, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { MemoizedValidation } from '@petcora/nest-common';
import { CURSOR_MAX_LENGTH, INVALID_CURSOR } from '../feed/feed-cursor';
import { INVALID_NOTIFICATION_FILTER, INVALID_PREFERENCE, INVALID_UP_TO } from './notification-messages';

/** `GET /api/notifications?cursor=&filter=mentions` (`all`, the default: every kind); the cursor is checked when decoded. */
@MemoizedValidation()
export class NotificationsQuery {
  @IsOptional()
  @IsString({ message: INVALID_CURSOR })
  cursor?: string;

  @IsOptional()
  @IsIn(['mentions', 'all'], { message: INVALID_NOTIFICATION_FILTER })
  filter?: 'mentions' | 'all';
}

/** `POST /api/notifications/read { upTo }`: an ISO time, or a cursor of the list (rows up to it are read). */
export class MarkNotificationsReadBody {
  @MaxLength(CURSOR_MAX_LENGTH, { message: INVALID_UP_TO })
  @IsString({ message: INVALID_UP_TO })
  upTo!: string;
}

/** `PUT /api/notifications/preferences`: any of the kinds, each on (true) or off. */
export class NotificationPreferencesBody {
  @IsOptional() @IsBoolean({ message: INVALID_PREFERENCE }) like?: boolean;
  @IsOptional() @IsBoolean({ message: INVALID_PREFERENCE }) repet?: boolean;
  @IsOptional() @IsBoolean({ message: INVALID_PREFERENCE }) comment?: boolean;
  @IsOptional() @IsBoolean({ message: INVALID_PREFERENCE }) reply?: boolean;
  @IsOptional() @IsBoolean({ message: INVALID_PREFERENCE }) follow?: boolean;
  @IsOptional() @IsBoolean({ message: INVALID_PREFERENCE }) mention?: boolean;
  @IsOptional() @IsBoolean({ message: INVALID_PREFERENCE }) message?: boolean;
}
