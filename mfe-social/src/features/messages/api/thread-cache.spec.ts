import type { DirectMessage, MessagesPage } from '@petcora/contracts';
import { QueryClient, type InfiniteData } from '@tanstack/react-query';
import { messagesQueryKey } from './get-messages';
import { addMessageToThread } from './thread-cache';

const message = (id: string, isOwn: boolean): DirectMessage => ({
  id,
  conversationId: 'c1',
  senderId: isOwn ? 'me' : 'them',
  text: `message ${id}`,
  imageUrl: null,
  createdAt: '2026-12-02T10:00:00.000Z',
  isOwn,
  seen: false,
});

function threadWith(request: MessagesPage['request']) {
  const client = new QueryClient();
  const page: MessagesPage = {
    member: {
      id: 'them',
      username: 'rex',
      displayName: null,
      profileImageUrl: null,
    } as MessagesPage['member'],
    conversationId: 'c1',
    request,
    isBlocked: false,
    messages: [message('m1', false)],
    nextCursor: null,
  };
  client.setQueryData<InfiniteData<MessagesPage, string | null>>(messagesQueryKey('rex'), {
    pages: [page],
    pageParams: [null],
  });
  const read = () =>
    client.getQueryData<InfiniteData<MessagesPage, string | null>>(messagesQueryKey('rex'))!.pages[0];
  return { client, read };
}

describe('the cached thread', () => {
  it('accepts a stranger’s request when the member answers it, as the server does', () => {
    const { client, read } = threadWith('incoming');
    addMessageToThread(client, 'rex', message('m2', true));
    expect(read().request).toBe('none');
    expect(read().messages.map((m) => m.id)).toEqual(['m2', 'm1']);
  });

  it('leaves the request open when the stranger writes again, and adds a live copy only once', () => {
    const { client, read } = threadWith('incoming');
    addMessageToThread(client, 'rex', message('m2', false));
    addMessageToThread(client, 'rex', message('m2', false));
    expect(read().request).toBe('incoming');
    expect(read().messages.map((m) => m.id)).toEqual(['m2', 'm1']);
  });
});
