/** Direct messages between two members: the wire shapes of /api/conversations and the texts members see. */

/** The longest message text, in characters: the composer counts down to it and the service refuses more (400). */
export const MESSAGE_MAX_LENGTH = 1000;

/** Who may start a conversation with a member: everyone, or only the members they follow. */
export const MESSAGES_FROM = ['everyone', 'following'] as const;
export type MessagesFrom = (typeof MESSAGES_FROM)[number];

export const MESSAGE_TEXTS = {
  emptyState: 'No messages yet',
  seen: 'Seen',
  blocked: "You can't message this account",
  followingOnly: 'This member only accepts messages from people they follow',
  yourself: "You can't message yourself",
  tooMany: 'You are sending messages too quickly. Please wait a minute and try again.',
  textRequired: 'Write a message',
  textTooLong: `Messages must be ${MESSAGE_MAX_LENGTH} characters or less`,
  noRequest: 'There is no message request to answer',
  image: 'Choose a photo you uploaded',
} as const;

/**
 * The viewer's side of a conversation: `none` once accepted (or started by a member the recipient follows),
 * `incoming` for a stranger's conversation waiting for the viewer's answer, `outgoing` for the viewer's own waiting one.
 */
export type ConversationRequestState = 'none' | 'incoming' | 'outgoing';

/** The other member of a conversation, from the author projection. */
export interface ConversationMember {
  id: string;
  username: string;
  displayName: string | null;
  profileImageUrl: string | null;
}

export interface DirectMessage {
  id: string;
  conversationId: string;
  senderId: string;
  text: string;
  imageUrl: string | null;
  createdAt: string;
  /** Sent by the viewer. */
  isOwn: boolean;
  /** The viewer's own message was read by the other member ('Seen'); always false for the other's messages. */
  seen: boolean;
}

/** One row of GET /api/conversations. */
export interface ConversationSummary {
  id: string;
  member: ConversationMember;
  lastMessage: DirectMessage | null;
  lastMessageAt: string;
  /** The other member wrote after the viewer last read the conversation. */
  unread: boolean;
  request: ConversationRequestState;
}

/** GET /api/conversations?cursor=&filter=requests: most recent first, keyset paged. */
export interface ConversationsPage {
  conversations: ConversationSummary[];
  nextCursor: string | null;
}

/** GET /api/conversations/{username}/messages?cursor=: newest first; the next page holds older messages. */
export interface MessagesPage {
  member: ConversationMember;
  /** Null until the first message. */
  conversationId: string | null;
  request: ConversationRequestState;
  /** The viewer and the member blocked each other (either way): nothing can be sent. */
  isBlocked: boolean;
  messages: DirectMessage[];
  nextCursor: string | null;
}

/** POST /api/conversations/{username}/messages (JSON): a text, a photo (`mediaUrl` of POST /api/posts/media) or both. */
export interface SendMessageRequest {
  text?: string;
  imageUrl?: string;
}

/** POST /api/conversations/{username}/read */
export interface ConversationReadState {
  conversationId: string | null;
  /** Everything up to this time is read by the viewer (ISO); null when there was nothing to read. */
  readAt: string | null;
}

/** POST /api/conversations/{username}/accept */
export interface ConversationAccepted {
  conversationId: string;
  request: 'none';
}

/** GET and PUT /api/conversations/settings */
export interface MessageSettings {
  messagesFrom: MessagesFrom;
}
