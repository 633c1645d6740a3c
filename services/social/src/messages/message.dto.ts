import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { MESSAGE_MAX_LENGTH, MESSAGE_TEXTS, MESSAGES_FROM, type MessagesFrom } from '@petcora/contracts';
import { MemoizedValidation } from '@petcora/nest-common';

/** Surrounding blank lines are dropped; the text in between is kept as typed. */
const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** POST /api/conversations/{username}/messages */
export class SendMessageBody {
  @Transform(trimmed)
  @MaxLength(MESSAGE_MAX_LENGTH, { message: MESSAGE_TEXTS.textTooLong })
  @MinLength(1, { message: MESSAGE_TEXTS.textRequired })
  @IsString({ message: MESSAGE_TEXTS.textRequired })
  text!: string;
}

export const MESSAGES_FROM_INVALID = `messagesFrom must be one of: ${MESSAGES_FROM.join(', ')}`;

/** PUT /api/conversations/settings */
export class MessageSettingsBody {
  @IsIn(MESSAGES_FROM, { message: MESSAGES_FROM_INVALID })
  messagesFrom!: MessagesFrom;
}

export const CONVERSATION_FILTER_INVALID = 'filter must be requests';

/** `?cursor=&filter=requests` of GET /api/conversations. */
@MemoizedValidation()
export class ConversationsQuery {
  @IsOptional()
  @MaxLength(200, { message: 'Invalid cursor' })
  @IsString({ message: 'Invalid cursor' })
  cursor?: string;

  @IsOptional()
  @IsIn(['requests'], { message: CONVERSATION_FILTER_INVALID })
  filter?: 'requests';
}

/** `?cursor=` of GET /api/conversations/{username}/messages. */
@MemoizedValidation()
export class MessagesQuery {
  @IsOptional()
  @MaxLength(200, { message: 'Invalid cursor' })
  @IsString({ message: 'Invalid cursor' })
  cursor?: string;
}
