import { findUpstream, hasDotSegment, PROXY_RULES } from './route-table';

describe('route table', () => {
  it.each([
    ['/api/auth/me', 'account'],
    ['/api/auth/signin', 'account'],
    ['/api/auth', 'account'],
    ['/api/simple-auth/signin', 'account'],
    ['/api/user', 'account'],
    ['/api/user/settings', 'account'],
    ['/api/users/profile', 'account'],
    ['/api/users/profile-photo', 'account'],
    ['/api/users/banner-photo', 'account'],
    ['/api/users/42/profile', 'account'],
    ['/api/users/rex/posts', 'social'],
    ['/api/users/profile/posts', 'social'],
    ['/api/users/rex/follow', 'social'],
    ['/api/users/rex/unfollow', 'social'],
    ['/api/users/rex/followers', 'social'],
    ['/api/users/rex/following', 'social'],
    ['/api/users/rex/replies', 'social'],
    ['/api/users/rex/media', 'social'],
    ['/api/users/rex/likes', 'social'],
    ['/api/users/rex/block', 'social'],
    ['/api/users/rex/mute', 'social'],
    ['/api/users/me/blocks', 'social'],
    ['/api/users/me/mutes', 'social'],
    ['/api/reports', 'social'],
    ['/api/admin/reports', 'social'],
    ['/api/admin/reports/0f8e2a4c-1d2b-4c3a-9e8f-7a6b5c4d3e2f/actions', 'social'],
    ['/api/admin/reportsX', 'account'],
    ['/api/users/me/pets', 'social'],
    ['/api/users/me/pets/0b5d6f1e-1c1a-4f7e-9a0b-2f3c4d5e6f70', 'social'],
    ['/api/users/rex/pets', 'social'],
    ['/api/users/rex/pets/0b5d6f1e-1c1a-4f7e-9a0b-2f3c4d5e6f70', 'social'],
    ['/api/admin/users', 'account'],
    ['/api/admin/unlock', 'account'],
    ['/api/admin', 'account'],
    ['/api/login', 'account'],
    ['/api/logout', 'account'],
    ['/api/membership-plans', 'account'],
    ['/api/posts', 'social'],
    ['/api/posts/7/like', 'social'],
    ['/api/likes/7', 'social'],
    ['/api/comments', 'social'],
    ['/api/threads/3/posts', 'social'],
    ['/api/profile/rex', 'social'],
    ['/api/bookmarks', 'social'],
    ['/api/notifications', 'social'],
    ['/api/notifications/unread-count', 'social'],
    ['/api/notifications/preferences', 'social'],
    ['/api/products', 'store'],
    ['/api/products/sync-square', 'store'],
    ['/api/products/2b5e1f0c-8d3a-4a51-9c1e-1f2d3e4a5b6c/posts', 'social'],
    ['/api/products/2b5e1f0c-8d3a-4a51-9c1e-1f2d3e4a5b6c', 'store'],
    ['/api/products/2b5e1f0c-8d3a-4a51-9c1e-1f2d3e4a5b6c/posts/x', 'store'],
    ['/api/orders/5', 'store'],
    ['/api/cart', 'store'],
    ['/admin/queues', 'store'],
    ['/admin/queues/api/queues', 'store'],
    ['/api/webhooks/square', 'store'],
    ['/api/payments/config', 'store'],
    ['/api/admin/orders', 'store'],
    ['/api/admin/orders/5/ship', 'store'],
    ['/media/account/0123456789abcdef0123456789abcdef.png', 'account'],
    ['/media/social/0123456789abcdef0123456789abcdef.mp4', 'social'],
    [
      '/media/store/products/2b5e1f0c-8d3a-4a51-9c1e-1f2d3e4a5b6c/0123456789abcdef0123456789abcdef-640.webp',
      'store',
    ],
    ['/api/conversations', 'social'],
    ['/api/conversations/settings', 'social'],
    ['/api/conversations/rex/messages', 'social'],
    ['/api/conversations/rex/read', 'social'],
  ])('%s → %s', (path, service) => {
    expect(findUpstream(path)).toBe(service);
  });

  it.each([
    '/api/admin/stats', // composed by the gateway
    '/api/search/all', // composed by the gateway
    '/api/users', // no such list
    '/api/users/rex', // no such resource
    '/api/users/rex/likers',
    '/api/users/rex/repliesx',
    '/api/users/rex/petsx',
    '/api/users/me/petsx',
    '/api/usersx',
    '/api/postsx',
    '/api/callback', // a page, not an API call
    '/api/remotes',
    '/internal/session',
    '/internal/stats',
    '/admin/queuesx',
    '/admin/square',
    '/media/account', // no listing
    '/media/account/a/b',
    '/media/store/a.webp', // only product folders
    '/media/store/products/x/y/z.webp',
    '/',
  ])('%s is not proxied', (path) => {
    expect(findUpstream(path)).toBeNull();
  });

  it('documents every rule', () => {
    for (const rule of PROXY_RULES) expect(rule.describe).toBeTruthy();
  });

  it.each([
    '/api/posts/../../internal/session',
    '/api/posts/%2e%2e/x',
    '/api/./posts',
    '/api/posts/..',
    '/api/posts/%2E%2E%2Finternal',
  ])('flags the dot segment in %s', (path) => expect(hasDotSegment(path)).toBe(true));

  it.each(['/api/posts', '/api/profile/john.doe', '/mfe/social/remoteEntry.js', '/api/posts/..hidden'])(
    'accepts %s',
    (path) => expect(hasDotSegment(path)).toBe(false),
  );
});
