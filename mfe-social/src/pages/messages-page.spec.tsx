import {
  MESSAGE_TEXTS,
  type ConversationSummary,
  type ConversationsPage,
  type DirectMessage,
  type MessagesPage,
} from '@petcora/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FakeEventSource } from '../test/fake-event-source';
import { callsTo, mockApi } from '../test/mock-api';
import { renderRoutes } from '../test/people';
import { MAYA, resetUiState, signInAs } from '../test/posts';
import MessageThreadPage from './message-thread-page';
import MessagesListPage from './messages-page';

const REX = { id: 'u-rex', username: 'rex', displayName: 'Rex Owner', profileImageUrl: null };
const CONVERSATION = 'c0000000-0000-4000-8000-000000000001';

function message(overrides: Partial<DirectMessage> = {}): DirectMessage {
  return {
    id: 'm-1',
    conversationId: CONVERSATION,
    senderId: REX.id,
    text: 'Walk at five?',
    imageUrl: null,
    createdAt: '2026-12-02T10:00:00.000Z',
    isOwn: false,
    seen: false,
    ...overrides,
  };
}

function summary(overrides: Partial<ConversationSummary> = {}): ConversationSummary {
  return {
    id: CONVERSATION,
    member: REX,
    lastMessage: message(),
    lastMessageAt: '2026-12-02T10:00:00.000Z',
    unread: false,
    request: 'none',
    ...overrides,
  };
}

function thread(overrides: Partial<MessagesPage> = {}): MessagesPage {
  return {
    member: REX,
    conversationId: CONVERSATION,
    request: 'none',
    isBlocked: false,
    messages: [],
    nextCursor: null,
    ...overrides,
  };
}

const THREAD = '/api/conversations/rex/messages';

const show = (route: string) =>
  renderRoutes(
    { '/messages': <MessagesListPage />, '/messages/:username': <MessageThreadPage /> },
    { route },
  );

describe('messages pages', () => {
  beforeEach(() => {
    resetUiState();
    signInAs(MAYA);
    FakeEventSource.install();
  });

  it("shows 'No messages yet' when there is no conversation", async () => {
    mockApi({
      'GET /api/conversations': { conversations: [], nextCursor: null } satisfies ConversationsPage,
    });
    show('/messages');
    expect(await screen.findByText(MESSAGE_TEXTS.emptyState)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
  });

  it('lists requests apart from conversations, in the order given, with an unread mark', async () => {
    const luna = { id: 'u-luna', username: 'luna', displayName: null, profileImageUrl: null };
    mockApi({
      'GET /api/conversations': {
        conversations: [
          summary({ unread: true }),
          summary({
            id: 'c2',
            member: luna,
            request: 'incoming',
            lastMessage: message({ text: 'Hi there' }),
          }),
        ],
        nextCursor: null,
      },
    });
    show('/messages');
    const requests = await screen.findByRole('region', { name: 'Message requests' });
    expect(within(requests).getByRole('link', { name: /luna/ })).toHaveAttribute('href', '/messages/luna');
    const conversations = screen.getByRole('region', { name: 'Conversations' });
    const rex = within(conversations).getByRole('link', { name: /Rex Owner/ });
    expect(rex).toHaveAttribute('href', '/messages/rex');
    expect(within(rex).getByText('Unread')).toBeInTheDocument();
    expect(within(rex).getByText('Walk at five?')).toBeInTheDocument();
  });

  it('shows the thread oldest to newest in a log with Seen under the last own message (nothing new to mark read)', async () => {
    const fetchMock = mockApi({
      [`GET ${THREAD}`]: thread({
        messages: [
          message({ id: 'm-3', text: 'See you there', isOwn: true, senderId: MAYA.id, seen: true }),
          message({ id: 'm-2', text: 'Sure!', isOwn: true, senderId: MAYA.id, seen: true }),
          message({ id: 'm-1', text: 'Walk at five?' }),
        ],
      }),
      'POST /api/conversations/rex/read': {
        conversationId: CONVERSATION,
        readAt: '2026-12-02T10:00:00.000Z',
      },
    });
    show('/messages/rex');
    const log = await screen.findByRole('log', { name: 'Messages with Rex Owner' });
    const items = within(log).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('.dm-message__text')?.textContent)).toEqual([
      'Walk at five?',
      'Sure!',
      'See you there',
    ]);
    expect(within(items[2]).getByText(MESSAGE_TEXTS.seen)).toBeInTheDocument();
    expect(within(items[1]).queryByText(MESSAGE_TEXTS.seen)).not.toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/conversations/rex/read')).toHaveLength(0));
  });

  it('sends with Enter, keeps Shift+Enter for a new line, and counts up to 1000', async () => {
    const fetchMock = mockApi({
      [`GET ${THREAD}`]: thread(),
      [`POST ${THREAD}`]: ({ init }: { init?: RequestInit }) =>
        Response.json(
          message({
            id: 'm-new',
            isOwn: true,
            senderId: MAYA.id,
            text: (JSON.parse(String(init?.body)) as { text: string }).text,
          }),
          { status: 201 },
        ),
    });
    show('/messages/rex');
    const box = await screen.findByRole('textbox', { name: 'Message' });
    expect(screen.getByText('0/1000')).toBeInTheDocument();
    fireEvent.change(box, { target: { value: 'Hello' } });
    expect(screen.getByText('5/1000')).toBeInTheDocument();
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    expect(callsTo(fetchMock, 'POST', THREAD)).toHaveLength(0);
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(callsTo(fetchMock, 'POST', THREAD)).toHaveLength(1));
    expect(JSON.parse(String(callsTo(fetchMock, 'POST', THREAD)[0].init?.body))).toEqual({ text: 'Hello' });
    const log = screen.getByRole('log');
    expect(await within(log).findByText('Hello')).toBeInTheDocument();
    expect(box).toHaveValue('');
  });

  it('uploads a photo through the media pipeline and sends it with the message', async () => {
    const fetchMock = mockApi({
      [`GET ${THREAD}`]: thread(),
      'POST /api/posts/media': {
        mediaType: 'image',
        mediaUrl: '/media/social/abc.png',
        imageUrl: '/media/social/abc.png',
        videoUrl: null,
      },
      [`POST ${THREAD}`]: () =>
        Response.json(
          message({
            id: 'm-photo',
            isOwn: true,
            senderId: MAYA.id,
            text: '',
            imageUrl: '/media/social/abc.png',
          }),
          { status: 201 },
        ),
    });
    show('/messages/rex');
    const input = await screen.findByLabelText('Add a photo');
    fireEvent.change(input, { target: { files: [new File(['x'], 'cat.png', { type: 'image/png' })] } });
    expect(await screen.findByRole('img', { name: 'Photo to send' })).toHaveAttribute(
      'src',
      '/media/social/abc.png',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', THREAD)).toHaveLength(1));
    expect(JSON.parse(String(callsTo(fetchMock, 'POST', THREAD)[0].init?.body))).toEqual({
      imageUrl: '/media/social/abc.png',
    });
    expect(await within(screen.getByRole('log')).findByRole('img', { name: 'Photo' })).toBeInTheDocument();
  });

  it("shows the server's message when sending is refused", async () => {
    mockApi({
      [`GET ${THREAD}`]: thread(),
      [`POST ${THREAD}`]: () => Response.json({ message: MESSAGE_TEXTS.followingOnly }, { status: 403 }),
    });
    show('/messages/rex');
    const box = await screen.findByRole('textbox', { name: 'Message' });
    fireEvent.change(box, { target: { value: 'Hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGE_TEXTS.followingOnly);
  });

  it('adds a live message without a reload, and turns Seen on when the other member reads', async () => {
    const fetchMock = mockApi({
      [`GET ${THREAD}`]: thread({
        messages: [message({ id: 'm-2', text: 'Mine', isOwn: true, senderId: MAYA.id })],
      }),
      'POST /api/conversations/rex/read': {
        conversationId: CONVERSATION,
        readAt: '2026-12-02T10:05:00.000Z',
      },
    });
    show('/messages/rex');
    const log = await screen.findByRole('log');
    expect(within(log).queryByText(MESSAGE_TEXTS.seen)).not.toBeInTheDocument();
    await waitFor(() => expect(FakeEventSource.open).toHaveLength(1));
    const [stream] = FakeEventSource.open;
    act(() => stream.opened());
    act(() =>
      stream.emit('message-seen', {
        type: 'message-seen',
        toUserId: MAYA.id,
        conversationId: CONVERSATION,
        byUsername: 'rex',
        seenAt: '2026-12-02T10:01:00.000Z',
      }),
    );
    expect(await within(log).findByText(MESSAGE_TEXTS.seen)).toBeInTheDocument();
    act(() =>
      stream.emit('message', {
        type: 'message',
        toUserId: MAYA.id,
        fromUsername: 'rex',
        message: message({ id: 'm-3', text: 'Live hello', createdAt: '2026-12-02T10:05:00.000Z' }),
      }),
    );
    expect(await within(log).findByText('Live hello')).toBeInTheDocument();
    // A new message from the other member is read at once while the thread is open.
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/conversations/rex/read')).toHaveLength(1));
  });

  it("reports the other member's message from the thread", async () => {
    mockApi({
      [`GET ${THREAD}`]: thread({ messages: [message()] }),
      'POST /api/conversations/rex/read': { conversationId: CONVERSATION, readAt: null },
    });
    show('/messages/rex');
    fireEvent.click(await screen.findByRole('button', { name: 'Report message' }));
    expect(await screen.findByRole('dialog', { name: 'Report message' })).toBeInTheDocument();
  });

  it('offers Accept and Decline for a request', async () => {
    let request: MessagesPage['request'] = 'incoming';
    const fetchMock = mockApi({
      [`GET ${THREAD}`]: () => Response.json(thread({ request, messages: [message()] })),
      'POST /api/conversations/rex/read': { conversationId: CONVERSATION, readAt: null },
      'POST /api/conversations/rex/accept': () => {
        request = 'none';
        return Response.json({ conversationId: CONVERSATION, request: 'none' });
      },
    });
    show('/messages/rex');
    const region = await screen.findByRole('region', { name: 'Message request' });
    expect(within(region).getByRole('button', { name: 'Decline' })).toBeInTheDocument();
    fireEvent.click(within(region).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/conversations/rex/accept')).toHaveLength(1));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Message request' })).not.toBeInTheDocument(),
    );
  });
});
