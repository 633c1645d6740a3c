import IORedis from 'ioredis';
import { SESSION_REVOCATION_CHANNEL, USER_PROFILE_CHANGED, userRevocationMessage } from '@petcora/contracts';
import { waitFor } from '@petcora/testing';
import { AccountEventsRelay } from '../events/account-events.relay';
import {
  GHOST_MEMBER_HEADERS,
  PNG_BYTES,
  signUpMember,
  storedFiles,
  TEXT_BYTES,
  type TestMember,
  userRow,
  isReencodedPixel,
} from '../testing/account-fixtures';
import { useAccountTestContext } from '../testing/account-test-app';

describe('profile edits (onboarding, profile set-up, dashboard dialog)', () => {
  const ctx = useAccountTestContext('account_profile');

  /** The newest USER_PROFILE_CHANGED job of a user, once every publish has gone out. */
  async function latestEvent(userId: string): Promise<Record<string, unknown> | undefined> {
    await ctx.app.get(AccountEventsRelay).flush();
    const jobs = await ctx.eventsQueue().getJobs(['waiting', 'delayed', 'active', 'completed']);
    return jobs
      .filter((job) => job.name === USER_PROFILE_CHANGED && job.data.id === userId)
      .sort((a, b) => Date.parse(b.data.updatedAt) - Date.parse(a.data.updatedAt))[0]?.data;
  }

  describe('POST /api/auth/onboarding', () => {
    let member: TestMember;

    beforeEach(async () => {
      member = await signUpMember(ctx, 'onboard');
    });

    it('tells every gateway copy to drop its cached identity of the member when the username changes, and only then', async () => {
      // The gateway signs the username into the identity token it caches for a few seconds (docs/adr/0015).
      const listener = new IORedis(ctx.env.redisUrl);
      const heard: string[] = [];
      listener.on('message', (_channel, message: string) => heard.push(message));
      await listener.subscribe(SESSION_REVOCATION_CHANNEL);
      try {
        await ctx
          .http()
          .post('/api/auth/onboarding')
          .set(member.headers)
          .send({ username: `renamed_${member.id.slice(0, 8)}` })
          .expect(200);
        const revoked = userRevocationMessage(member.id);
        await waitFor(() => heard.includes(revoked), Boolean, 2000);
        heard.length = 0;
        await ctx
          .http()
          .patch(`/api/users/${member.id}/profile`)
          .set(member.headers)
          .send({ displayName: 'Same Handle' })
          .expect(200);
        await new Promise((resolve) => setTimeout(resolve, 200));
        expect(heard).not.toContain(revoked);
      } finally {
        await listener.quit();
      }
    });

    it('saves username, display name and bio, marks onboarding done and announces the new name', async () => {
      const res = await ctx.http().post('/api/auth/onboarding').set(member.headers).send({
        username: 'Fresh_Handle',
        displayName: 'Fresh Name',
        bio: 'Two cats.',
        onboardingCompleted: true,
      });
      expect(res.status).toBe(200);
      expect(res.body.user).toMatchObject({
        username: 'Fresh_Handle',
        displayName: 'Fresh Name',
        bio: 'Two cats.',
        onboardingCompleted: true,
      });
      expect(await latestEvent(member.id)).toMatchObject({
        username: 'Fresh_Handle',
        displayName: 'Fresh Name',
      });
    });

    it('keeps the own username (any case) without a conflict', async () => {
      const res = await ctx
        .http()
        .post('/api/auth/onboarding')
        .set(member.headers)
        .send({ username: member.username.toUpperCase(), onboardingCompleted: true });
      expect(res.status).toBe(200);
      expect(res.body.user.onboardingCompleted).toBe(true);
    });

    it.each([
      [{ username: '   ' }, 'Username required'],
      [{}, 'Username required'],
      [{ username: 'ab' }, 'Username must be at least 3 characters'],
      [{ username: 'two words' }, 'Username can only contain letters, numbers, and underscores'],
      [
        { username: 'fine_name', displayName: 'x'.repeat(51) },
        'Display name must be less than 50 characters',
      ],
      [{ username: 'fine_name', bio: 'x'.repeat(201) }, 'Bio must be less than 200 characters'],
    ])('refuses %j with 400 "%s" and changes nothing', async (body, message) => {
      const res = await ctx.http().post('/api/auth/onboarding').set(member.headers).send(body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message });
      expect((await userRow(ctx, member.id)).onboarding_completed).toBe(false);
    });

    it("refuses another member's username with 409", async () => {
      const other = await signUpMember(ctx, 'taken');
      const res = await ctx
        .http()
        .post('/api/auth/onboarding')
        .set(member.headers)
        .send({ username: other.username.toUpperCase() });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ message: 'This username is already taken' });
      expect((await userRow(ctx, member.id)).username).toBe(member.username);
    });

    it('refuses an anonymous caller with 401', async () => {
      expect((await ctx.http().post('/api/auth/onboarding').send({ username: 'someone' })).status).toBe(401);
    });
  });

  describe('PATCH /api/users/:id/profile', () => {
    let member: TestMember;

    beforeEach(async () => {
      member = await signUpMember(ctx, 'setup');
    });

    it('updates the own profile, sets profileCompleted with a display name and announces it', async () => {
      const res = await ctx
        .http()
        .patch(`/api/users/${member.id}/profile`)
        .set(member.headers)
        .send({
          displayName: 'Biscuit Mum',
          bio: 'x'.repeat(200),
          profilePicture: 'https://cdn.example/a.png',
        });
      expect(res.status).toBe(200);
      expect(res.body.user).toMatchObject({
        displayName: 'Biscuit Mum',
        bio: 'x'.repeat(200),
        profileCompleted: true,
        profilePicture: 'https://cdn.example/a.png',
        profileImageUrl: 'https://cdn.example/a.png',
      });
      expect(await latestEvent(member.id)).toMatchObject({
        displayName: 'Biscuit Mum',
        profileImageUrl: 'https://cdn.example/a.png',
      });
    });

    it('leaves profileCompleted alone without a display name', async () => {
      const res = await ctx
        .http()
        .patch(`/api/users/${member.id}/profile`)
        .set(member.headers)
        .send({ bio: 'Only a bio' });
      expect(res.status).toBe(200);
      expect(res.body.user).toMatchObject({ bio: 'Only a bio', profileCompleted: false });
    });

    it("refuses someone else's id with 403 and changes nothing", async () => {
      const other = await signUpMember(ctx, 'victim');
      const res = await ctx
        .http()
        .patch(`/api/users/${other.id}/profile`)
        .set(member.headers)
        .send({ displayName: 'Hijacked' });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: 'You can only edit your own profile' });
      expect((await userRow(ctx, other.id)).display_name).toBeNull();
    });

    it.each([
      [{ displayName: '' }, 'Display name is required'],
      [{ displayName: 'x'.repeat(51) }, 'Display name must be less than 50 characters'],
      [{ bio: 'x'.repeat(201) }, 'Bio must be less than 200 characters'],
      [{ profilePicture: 'javascript:alert(1)' }, 'Please enter a valid URL'],
      // An <img> pointing at a state-changing GET of our own API.
      [{ profilePicture: '/api/logout' }, 'Please enter a valid URL'],
      [{ profilePicture: 'http://localhost:8080/api/logout' }, 'Please enter a valid URL'],
    ])('refuses %j with 400 "%s"', async (body, message) => {
      const res = await ctx.http().patch(`/api/users/${member.id}/profile`).set(member.headers).send(body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message });
    });

    it('refuses an anonymous caller with 401', async () => {
      expect(
        (await ctx.http().patch(`/api/users/${member.id}/profile`).send({ displayName: 'x' })).status,
      ).toBe(401);
    });
  });

  describe('PUT /api/users/profile', () => {
    let member: TestMember;

    beforeEach(async () => {
      member = await signUpMember(ctx, 'dash');
    });

    it('takes JSON with inline image data, stores the image by content and announces the new avatar', async () => {
      const res = await ctx
        .http()
        .put('/api/users/profile')
        .set(member.headers)
        .send({
          displayName: 'Dash Board',
          bio: 'x'.repeat(150),
          profileImageUrl: `data:image/png;base64,${PNG_BYTES.toString('base64')}`,
        });
      expect(res.status).toBe(200);
      expect(res.body.user.displayName).toBe('Dash Board');
      expect(res.body.user.profileImageUrl).toMatch(/^\/media\/account\/[a-f0-9]{32}-1\.webp$/);
      const served = await ctx.http().get(res.body.user.profileImageUrl).buffer(true);
      expect(await isReencodedPixel(Buffer.from(served.body))).toBe(true);
      expect(await latestEvent(member.id)).toMatchObject({
        displayName: 'Dash Board',
        profileImageUrl: res.body.user.profileImageUrl,
      });

      // Sending the current picture back changes nothing and stores nothing.
      const files = await storedFiles(ctx);
      const again = await ctx
        .http()
        .put('/api/users/profile')
        .set(member.headers)
        .send({ profileImageUrl: res.body.user.profileImageUrl });
      expect(again.status).toBe(200);
      expect(await storedFiles(ctx)).toEqual(files);
    });

    it('takes multipart with a profilePicture file', async () => {
      const res = await ctx
        .http()
        .put('/api/users/profile')
        .set(member.headers)
        .field('displayName', 'Multi Part')
        .field('bio', 'From a form')
        .attach('profilePicture', PNG_BYTES, {
          filename: 'pic.bin',
          contentType: 'application/octet-stream',
        });
      expect(res.status).toBe(200);
      expect(res.body.user).toMatchObject({
        displayName: 'Multi Part',
        bio: 'From a form',
        profileImageUrl: expect.stringMatching(/\.webp$/),
      });
    });

    it('treats profileImageUrl: null like an absent field (found by the bad-input walk: it was a 500)', async () => {
      const res = await ctx
        .http()
        .put('/api/users/profile')
        .set(member.headers)
        .send({ bio: 'Still here', profileImageUrl: null });
      expect(res.status).toBe(200);
      expect(res.body.user).toMatchObject({ bio: 'Still here', profileImageUrl: null });
    });

    it('accepts a large inline image (beyond the default 100 KB JSON limit)', async () => {
      const large = Buffer.concat([PNG_BYTES, Buffer.alloc(300 * 1024)]);
      const res = await ctx
        .http()
        .put('/api/users/profile')
        .set(member.headers)
        .send({ profileImageUrl: `data:image/png;base64,${large.toString('base64')}` });
      expect(res.status).toBe(200);
    });

    it.each([
      [{ bio: 'x'.repeat(151) }, 400, "Bio can't be longer than 150 characters"],
      [{ displayName: 'x'.repeat(51) }, 400, 'Display name must be less than 50 characters'],
      [
        { profileImageUrl: `data:image/png;base64,${TEXT_BYTES.toString('base64')}` },
        400,
        'Please select an image file',
      ],
      [{ profileImageUrl: 'https://elsewhere.example/a.png' }, 400, 'Please select an image file'],
      [
        { profileImageUrl: `data:image/svg+xml;base64,${Buffer.from('<svg/>').toString('base64')}` },
        400,
        'Please select an image file',
      ],
    ])('refuses %j with %i "%s", storing nothing', async (body, status, message) => {
      const files = await storedFiles(ctx);
      const res = await ctx.http().put('/api/users/profile').set(member.headers).send(body);
      expect(res.status).toBe(status);
      expect(res.body).toEqual({ message });
      expect(await storedFiles(ctx)).toEqual(files);
      expect((await userRow(ctx, member.id)).profile_image_url).toBeNull();
    });

    it('refuses an anonymous caller with 401', async () => {
      expect((await ctx.http().put('/api/users/profile').send({ bio: 'x' })).status).toBe(401);
    });

    it('ignores a token for an account that no longer exists (401) and leaves no file', async () => {
      const files = await storedFiles(ctx);
      const res = await ctx
        .http()
        .put('/api/users/profile')
        .set(GHOST_MEMBER_HEADERS)
        .attach('profilePicture', PNG_BYTES, 'a.png');
      expect(res.status).toBe(401);
      expect(await storedFiles(ctx)).toEqual(files);
    });
  });
});
