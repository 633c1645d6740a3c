import { randomUUID } from 'node:crypto';
import { jobSettled } from '@petcora/testing';
import { USER_PROFILE_CHANGED, type UserProfileChangedEvent } from '@petcora/contracts';
import { auth, insertAuthor, insertPost, useSocialTestApp } from '../testing/social-test-app';
import { parseProfileChanged } from './account-events.processor';
import { AuthorsService } from './authors.service';

async function waitFor(condition: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (await condition()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('condition not met in 5 s');
}

describe('author projection from account events', () => {
  const t = useSocialTestApp('authors');

  const author = async (id: string) =>
    (
      await t.db.query(
        `SELECT username, display_name, profile_image_url, is_verified FROM social.authors WHERE id = $1`,
        [id],
      )
    )[0];
  const activity = async (where: string) =>
    Number(
      (
        await t.db.query(
          `SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND ${where}`,
        )
      )[0].n,
    );
  const openTransactions = () => activity(`state = 'idle in transaction'`);
  const sessionsWaitingOnALock = () => activity(`wait_event_type = 'Lock'`);
  const publish = (event: UserProfileChangedEvent, timestamp?: number) =>
    t.queue.add(USER_PROFILE_CHANGED, event, timestamp === undefined ? {} : { timestamp });

  it('creates and then updates the author row; the feed shows the new name', async () => {
    const id = randomUUID();
    const first = await publish({
      id,
      username: 'biscuit_mom',
      displayName: 'Maya',
      profileImageUrl: null,
      isVerified: false,
    });
    expect(await jobSettled(first)).toBe('completed');
    expect(await author(id)).toEqual({
      username: 'biscuit_mom',
      display_name: 'Maya',
      profile_image_url: null,
      is_verified: false,
    });

    await insertPost(t.db, id, { content: 'hello from Maya' });
    const renamed = await publish({
      id,
      username: 'biscuit_mom',
      displayName: 'Maya & Biscuit',
      profileImageUrl: '/a/m.webp',
      isVerified: true,
    });
    expect(await jobSettled(renamed)).toBe('completed');
    expect(await author(id)).toEqual({
      username: 'biscuit_mom',
      display_name: 'Maya & Biscuit',
      profile_image_url: '/a/m.webp',
      is_verified: true,
    });

    const feed = await t
      .http()
      .get('/api/posts?limit=1')
      .set(auth({ sub: id, username: 'biscuit_mom', role: 'member' }))
      .expect(200);
    expect(feed.body.posts[0].user).toEqual({
      id,
      username: 'biscuit_mom',
      displayName: 'Maya & Biscuit',
      profileImageUrl: '/a/m.webp',
      profileImage: null,
      isVerified: true,
    });
  });

  it('keeps the renditions of the avatar and banner; the feed and the profile answer them', async () => {
    const id = randomUUID();
    const image = (name: string) => ({
      url: `/media/account/${name}-384.webp`,
      width: 384,
      height: 384,
      placeholder: '#336699',
      renditions: [
        { url: `/media/account/${name}-96.webp`, width: 96, height: 96 },
        { url: `/media/account/${name}-384.webp`, width: 384, height: 384 },
      ],
    });
    const avatar = image('a'.repeat(32));
    const cover = image('b'.repeat(32));
    const event = {
      id,
      username: 'rendition_cat',
      displayName: null,
      profileImageUrl: avatar.url,
      coverImageUrl: cover.url,
      isVerified: false,
      profileImage: avatar,
      coverImage: cover,
    };
    expect(await jobSettled(await publish(event))).toBe('completed');
    await insertPost(t.db, id, { content: 'with an avatar' });
    const claims = { sub: id, username: 'rendition_cat', role: 'member' as const };
    const feed = await t.http().get('/api/posts?limit=1').set(auth(claims)).expect(200);
    expect(feed.body.posts[0].user.profileImage).toEqual(avatar);
    const profile = await t.http().get('/api/profile/rendition_cat').expect(200);
    expect(profile.body).toMatchObject({ profileImage: avatar, coverImage: cover });
    // Comments and people lists carry the same avatar sizes, wherever the avatar is shown.
    const postId = feed.body.posts[0].id as string;
    await t.http().post('/api/comments').set(auth(claims)).send({ postId, content: 'mine' }).expect(201);
    const comments = await t.http().get(`/api/posts/${postId}/comments`).expect(200);
    expect(comments.body.comments[0]).toMatchObject({ userAvatar: avatar.url, userAvatarImage: avatar });
    const withComment = await t.http().get('/api/posts?limit=1').set(auth(claims)).expect(200);
    expect(withComment.body.posts[0].commentList[0]).toMatchObject({ userAvatarImage: avatar });
    expect(withComment.body.posts[0].commentList[0]).not.toHaveProperty('userAvatarInfo');
    const followed = await insertAuthor(t.db);
    await t.http().post(`/api/users/${followed.username}/follow`).set(auth(claims)).expect(200);
    const followers = await t.http().get(`/api/users/${followed.username}/followers`).expect(200);
    expect(followers.body.users[0]).toMatchObject({ id, profileImage: avatar });

    // A malformed description fails the job and changes nothing.
    const bad = await publish(
      { ...event, profileImage: { ...avatar, placeholder: 'red' } },
      Date.now() + 1000,
    );
    expect(await jobSettled(bad)).toBe('failed');
    expect(() => parseProfileChanged({ ...event, coverImage: 'x' })).toThrow('coverImage');
  });

  it('ignores an event older than what the row already reflects, and replays harmlessly', async () => {
    const id = randomUUID();
    const now = Date.now();
    const newer = await publish(
      { id, username: 'newer_name', displayName: 'New', profileImageUrl: null, isVerified: false },
      now,
    );
    await jobSettled(newer);
    const older = await publish(
      { id, username: 'older_name', displayName: 'Old', profileImageUrl: null, isVerified: false },
      now - 60_000,
    );
    expect(await jobSettled(older)).toBe('completed');
    expect(older.id && (await t.queue.getJob(older.id))?.returnvalue).toEqual({ applied: false });
    const replay = await publish(
      { id, username: 'newer_name', displayName: 'New', profileImageUrl: null, isVerified: false },
      now,
    );
    await jobSettled(replay);
    expect(await author(id)).toMatchObject({ username: 'newer_name', display_name: 'New' });
  });

  it('moves a username to its new owner when the previous holder renamed earlier', async () => {
    const previous = randomUUID();
    const next = randomUUID();
    const t0 = Date.now() - 10_000;
    await jobSettled(
      await publish(
        { id: previous, username: 'Rex', displayName: null, profileImageUrl: null, isVerified: false },
        t0,
      ),
    );
    // The previous holder's rename event is late; the new owner's claim arrives first.
    await jobSettled(
      await publish(
        { id: next, username: 'rex', displayName: 'New Rex', profileImageUrl: null, isVerified: false },
        t0 + 2000,
      ),
    );
    expect((await author(next)).username).toBe('rex');
    expect((await author(previous)).username).toBe(`~${previous}`);
    await jobSettled(
      await publish(
        { id: previous, username: 'rex_senior', displayName: null, profileImageUrl: null, isVerified: false },
        t0 + 1000,
      ),
    );
    expect((await author(previous)).username).toBe('rex_senior');
  });

  it('applies the public profile fields; an event without them keeps them, a null clears one', async () => {
    const id = randomUUID();
    const profile = async () =>
      (
        await t.db.query(
          `SELECT bio, cover_image_url, location, website, joined_at FROM social.authors WHERE id = $1`,
          [id],
        )
      )[0];
    const now = Date.now();
    const base = {
      id,
      username: 'profile_fields',
      displayName: null,
      profileImageUrl: null,
      isVerified: false,
    };
    await jobSettled(
      await publish(
        {
          ...base,
          bio: 'Two rescue cats',
          coverImageUrl: '/media/account/c.webp',
          location: 'Stamford, CT',
          website: 'https://cats.example',
          joinedAt: '2025-01-02T03:04:05.678Z',
        },
        now - 2000,
      ),
    );
    expect(await profile()).toEqual({
      bio: 'Two rescue cats',
      cover_image_url: '/media/account/c.webp',
      location: 'Stamford, CT',
      website: 'https://cats.example',
      joined_at: new Date('2025-01-02T03:04:05.678Z'),
    });
    // An event queued before these fields existed changes only what it carries.
    expect(await jobSettled(await publish({ ...base, displayName: 'Cats' }, now - 1000))).toBe('completed');
    expect(await profile()).toMatchObject({ bio: 'Two rescue cats', website: 'https://cats.example' });
    await jobSettled(
      await publish({ ...base, bio: null, website: null, joinedAt: '2030-01-01T00:00:00.000Z' }, now),
    );
    expect(await profile()).toEqual({
      bio: null,
      cover_image_url: '/media/account/c.webp',
      location: 'Stamford, CT',
      website: null,
      joined_at: new Date('2025-01-02T03:04:05.678Z'),
    });
    const shown = await t.http().get('/api/profile/profile_fields').expect(200);
    expect(shown.body).toMatchObject({
      displayName: null,
      location: 'Stamford, CT',
      createdAt: '2025-01-02T03:04:05.678Z',
    });
  });

  // Two writers of one username at once (the demo seed and the account events' backlog at boot; a name passing from
  // one member to another). INSERT … ON CONFLICT (id) settles a race on the id, but not on the username index: the
  // later writer waited for the first one's commit and then failed with a unique violation (social exited at boot).
  it('lets a second writer of a username wait for the first one instead of failing', async () => {
    const authors = t.app.get(AuthorsService);
    const username = `racer_${randomUUID().slice(0, 8)}`;
    const first = {
      id: randomUUID(),
      username,
      displayName: 'First',
      profileImageUrl: null,
      isVerified: false,
    };
    const second = { ...first, id: randomUUID(), displayName: 'Second' };
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const firstWriter = t.db.transaction(async (manager) => {
      await authors.applyProfileWith(manager, first, new Date(Date.now() - 60_000));
      await held;
    });
    // The first writer's row is written but not committed when the second one starts.
    await waitFor(async () => (await author(first.id)) === undefined && (await openTransactions()) >= 1);
    const secondWriter = authors.applyProfile(second, new Date());
    await waitFor(async () => (await sessionsWaitingOnALock()) >= 1);
    release();
    await firstWriter;
    await expect(secondWriter).resolves.toBe(true);
    // The newer event wins the name; the older holder keeps a placeholder until its own next event.
    expect((await author(second.id)).username).toBe(username);
    expect((await author(first.id)).username).not.toBe(username);
  });

  it('fails a malformed event instead of writing it', async () => {
    const job = await t.queue.add(USER_PROFILE_CHANGED, { id: 'not-a-uuid', username: 'x' });
    expect(await jobSettled(job)).toBe('failed');
    expect(await t.db.query(`SELECT 1 FROM social.authors WHERE username = 'x'`)).toHaveLength(0);
  });

  it('validates payloads', () => {
    const id = randomUUID();
    expect(parseProfileChanged({ id, username: 'a' })).toEqual({
      id,
      username: 'a',
      displayName: null,
      profileImageUrl: null,
      isVerified: false,
    });
    expect(() => parseProfileChanged({ id, username: '  ' })).toThrow(/username/);
    expect(() => parseProfileChanged({ id, username: 'a', displayName: 5 })).toThrow(/displayName/);
    expect(() => parseProfileChanged(null)).toThrow(/id/);
    expect(
      parseProfileChanged({
        id,
        username: 'a',
        bio: null,
        website: 'https://x.example',
        joinedAt: '2025-01-02T03:04:05Z',
      }),
    ).toEqual({
      id,
      username: 'a',
      displayName: null,
      profileImageUrl: null,
      isVerified: false,
      bio: null,
      website: 'https://x.example',
      joinedAt: '2025-01-02T03:04:05Z',
    });
    expect(() => parseProfileChanged({ id, username: 'a', bio: 7 })).toThrow(/bio/);
    expect(() => parseProfileChanged({ id, username: 'a', location: {} })).toThrow(/location/);
    expect(() => parseProfileChanged({ id, username: 'a', joinedAt: 'yesterday' })).toThrow(/joinedAt/);
    expect(() => parseProfileChanged({ id, username: 'a', joinedAt: '2025-02-30T00:00:00Z' })).toThrow(
      /joinedAt/,
    );
  });
});
