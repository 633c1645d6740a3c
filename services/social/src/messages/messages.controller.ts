import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, UseGuards } from '@nestjs/common';
import type {
  ConversationAccepted,
  ConversationReadState,
  ConversationsPage,
  DirectMessage,
  IdentityClaims,
  MessageSettings,
  MessagesPage,
} from '@petcora/contracts';
import { ApiContract, CurrentIdentity, IdentityGuard } from '@petcora/nest-common';
import { ConversationsQuery, MessageSettingsBody, MessagesQuery, SendMessageBody } from './message.dto';
import { MessagesService } from './messages.service';

/**
 * The signed-in member's direct messages. A conversation is named by the other member (`:username` is a username or
 * a user id); the viewer is always the other side, so no path can reach a conversation of two other members.
 */
@Controller('api/conversations')
@UseGuards(IdentityGuard)
export class MessagesController {
  constructor(private readonly messages: MessagesService) {}

  @Get()
  @ApiContract('ConversationsPage', { summary: 'Conversations, most recent first' })
  list(
    @Query() query: ConversationsQuery,
    @CurrentIdentity() viewer: IdentityClaims,
  ): Promise<ConversationsPage> {
    return this.messages.list(viewer, query.cursor, query.filter);
  }

  @Get('settings')
  @ApiContract('MessageSettings', { summary: 'Who may message the member' })
  settings(@CurrentIdentity() viewer: IdentityClaims): Promise<MessageSettings> {
    return this.messages.settings(viewer);
  }

  @Put('settings')
  @ApiContract('MessageSettings', { summary: 'Choose who may message the member', body: MessageSettingsBody })
  updateSettings(
    @Body() body: MessageSettingsBody,
    @CurrentIdentity() viewer: IdentityClaims,
  ): Promise<MessageSettings> {
    return this.messages.updateSettings(viewer, body.messagesFrom);
  }

  @Get(':username/messages')
  @ApiContract('MessagesPage', { summary: 'Messages with a member, newest first', errors: [400, 404] })
  thread(
    @Param('username') username: string,
    @Query() query: MessagesQuery,
    @CurrentIdentity() viewer: IdentityClaims,
  ): Promise<MessagesPage> {
    return this.messages.messages(viewer, username, query.cursor);
  }

  @Post(':username/messages')
  @ApiContract('DirectMessage', {
    summary: 'Send a message',
    errors: [400, 403, 404, 429],
    body: SendMessageBody,
  })
  send(
    @Param('username') username: string,
    @Body() body: SendMessageBody,
    @CurrentIdentity() sender: IdentityClaims,
  ): Promise<DirectMessage> {
    return this.messages.send(sender, username, body);
  }

  @Post(':username/read')
  @HttpCode(200)
  @ApiContract('ConversationReadState', { summary: 'Mark a conversation read', errors: [400, 404] })
  read(
    @Param('username') username: string,
    @CurrentIdentity() viewer: IdentityClaims,
  ): Promise<ConversationReadState> {
    return this.messages.read(viewer, username);
  }

  @Post(':username/accept')
  @HttpCode(200)
  @ApiContract('ConversationAccepted', { summary: 'Accept a message request', errors: [400, 404] })
  accept(
    @Param('username') username: string,
    @CurrentIdentity() viewer: IdentityClaims,
  ): Promise<ConversationAccepted> {
    return this.messages.accept(viewer, username);
  }

  @Post(':username/decline')
  @HttpCode(200)
  @ApiContract('ConversationReadState', { summary: 'Decline a message request', errors: [400, 404] })
  decline(
    @Param('username') username: string,
    @CurrentIdentity() viewer: IdentityClaims,
  ): Promise<ConversationReadState> {
    return this.messages.decline(viewer, username);
  }
}
