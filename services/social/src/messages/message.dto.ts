import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength, MinLength, ValidateIf } from 'class-validator';
import { MESSAGE_MAX_LENGTH, MESSAGE_TEXTS, MESSAGES_FROM, type MessagesFrom } from '@petcora/contracts';
import { MemoizedValidation } from '@petcora/nest-common';
import { PageCursor } from '../paging/page-query.decorators';
import { IsSafeMediaUrl } from '@petcora/validation';

/** Surrounding blank lines are dropped; the text in between is kept as typed. */
const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

const blankToUndefined = ({ value }: { value: unknown }) =>
  value === '' || value === null ? undefined : value;

/** POST /api/conversations/{username}/messages: a text, a photo (the URL of one's own upload) or both. */
export class SendMessageBody {
  // With a photo the text may be left out (or blank); without one it is required.
  @ValidateIf(
    (body: SendMessageBody) => body.imageUrl === undefined || (body.text !== undefined && body.text !== ''),
  )
  @Transform(trimmed)
  @MaxLength(MESSAGE_MAX_LENGTH, { message: MESSAGE_TEXTS.textTooLong })
  @MinLength(1, { message: MESSAGE_TEXTS.textRequired })
  @IsString({ message: MESSAGE_TEXTS.textRequired })
  text?: string;

  @IsOptional()
  @Transform(blankToUndefined)
  @IsSafeMediaUrl({ message: MESSAGE_TEXTS.image })
  imageUrl?: string;
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
  @PageCursor(200)
  cursor?: string;

  @IsOptional()
  @IsIn(['requests'], { message: CONVERSATION_FILTER_INVALID })
  filter?: 'requests';
}

/** `?cursor=` of GET /api/conversations/{username}/messages. */
@MemoizedValidation()
export class MessagesQuery {
  @PageCursor(200)
  cursor?: string;
}
