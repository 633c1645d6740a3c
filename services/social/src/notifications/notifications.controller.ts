import { Body, Controller, Get, HttpCode, Post, Put, Query, UseGuards } from '@nestjs/common';
import type {
  IdentityClaims,
  NotificationPage,
  NotificationPreferences,
  NotificationUnreadCount,
} from '@petcora/contracts';
import { ApiContract, CurrentIdentity, IdentityGuard } from '@petcora/nest-common';
import {
  MarkNotificationsReadBody,
  NotificationPreferencesBody,
  NotificationsQuery,
} from './notifications-query.dto';
import { NotificationsService } from './notifications.service';

/** The signed-in member's own notifications; nobody else's can be named. */
@Controller('api/notifications')
@UseGuards(IdentityGuard)
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  @Get()
  @ApiContract('NotificationPage', { summary: 'The member’s notifications, newest first (20 a page)' })
  list(
    @Query() query: NotificationsQuery,
    @CurrentIdentity() viewer: IdentityClaims,
  ): Promise<NotificationPage> {
    return this.notifications.list(viewer.sub, query.cursor, query.filter);
  }

  @Get('unread-count')
  @ApiContract('NotificationUnreadCount', { summary: 'How many notifications are unread' })
  unreadCount(@CurrentIdentity() viewer: IdentityClaims): Promise<NotificationUnreadCount> {
    return this.notifications.unreadCount(viewer.sub);
  }

  @Post('read')
  @HttpCode(200)
  @ApiContract('NotificationUnreadCount', {
    summary: 'Mark notifications up to a time or cursor read',
    body: MarkNotificationsReadBody,
  })
  markRead(
    @Body() body: MarkNotificationsReadBody,
    @CurrentIdentity() viewer: IdentityClaims,
  ): Promise<NotificationUnreadCount> {
    return this.notifications.markRead(viewer.sub, body.upTo);
  }

  @Get('preferences')
  @ApiContract('NotificationPreferences', { summary: 'Which kinds of notification are on' })
  preferences(@CurrentIdentity() viewer: IdentityClaims): Promise<NotificationPreferences> {
    return this.notifications.preferences(viewer.sub);
  }

  @Put('preferences')
  @ApiContract('NotificationPreferences', {
    summary: 'Turn kinds of notification on or off',
    body: NotificationPreferencesBody,
  })
  updatePreferences(
    @Body() body: NotificationPreferencesBody,
    @CurrentIdentity() viewer: IdentityClaims,
  ): Promise<NotificationPreferences> {
    return this.notifications.updatePreferences(viewer.sub, viewer.username || `~${viewer.sub}`, body);
  }
}
