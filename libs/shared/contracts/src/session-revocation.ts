/**
 * The Redis pub/sub channel on which every gateway copy hears which cached sessions to drop:
 * a gateway copy that proxied a sign-out publishes the session's hash; a service that locks, deletes or changes the
 * role of an account publishes the user id, and every copy drops all of that user's cached sessions.
 */
export const SESSION_REVOCATION_CHANNEL = 'petcora:gateway:sign-outs';

const USER_PREFIX = 'user:';

export type SessionRevocation = { kind: 'session'; sessionHash: string } | { kind: 'user'; userId: string };

/** The message that drops every cached session of one user on every gateway copy. */
export function userRevocationMessage(userId: string): string {
  return `${USER_PREFIX}${userId}`;
}

/** A message from the channel, or null for anything malformed (never trusted blindly). */
export function parseRevocationMessage(message: string): SessionRevocation | null {
  if (/^[a-f0-9]{64}$/.test(message)) return { kind: 'session', sessionHash: message };
  if (message.startsWith(USER_PREFIX)) {
    const userId = message.slice(USER_PREFIX.length);
    if (/^[\w-]{1,100}$/.test(userId)) return { kind: 'user', userId };
  }
  return null;
}
