import { signUpMember, storedFiles, type TestMember } from '../testing/account-fixtures';
import { useAccountTestContext } from '../testing/account-test-app';
import { listenOnce, profileBodyPieces, ProfileBodyUpload } from '../testing/profile-body-client';
import { LARGE_BODY_MESSAGES } from './large-body-slots';

const MB = 1024 * 1024;
const QUEUE_MS = 1500;

/** Large inline-image bodies in flight: two per member, three for the process, a short wait for a turn. */
describe('PUT /api/users/profile: how many large bodies are read at once', () => {
  let baseUrl: string;
  const open: ProfileBodyUpload[] = [];

  const ctx = useAccountTestContext('account_inline_image_slots', {
    extra: {
      INLINE_IMAGE_BODIES_PER_MEMBER: '2',
      INLINE_IMAGE_BODIES_AT_ONCE: '3',
      INLINE_IMAGE_QUEUE_MS: String(QUEUE_MS),
    },
  });

  beforeAll(async () => {
    baseUrl = await listenOnce(ctx);
  });
  afterEach(async () => {
    // Every body a test left open goes away, and with it its slot and temporary file.
    for (const upload of open.splice(0)) upload.abort();
    await waitFor(async () => !(await storedFiles(ctx)).some((name) => name.endsWith('.partial')));
  });

  /** A 3 MB image body, sent up to 1 MB and held there: the service is reading it (its temporary file exists). */
  async function holdOpen(member: TestMember): Promise<ProfileBodyUpload> {
    const partialsBefore = await partials();
    const upload = new ProfileBodyUpload(baseUrl, member.headers, profileBodyPieces(3 * MB));
    open.push(upload);
    await upload.send(MB);
    await waitFor(async () => (await partials()) > partialsBefore);
    return upload;
  }
  const partials = async () => (await storedFiles(ctx)).filter((name) => name.endsWith('.partial')).length;
  const fresh = (member: TestMember) => new ProfileBodyUpload(baseUrl, member.headers, profileBodyPieces(MB));

  it("refuses a member's third large body at once with 429 while two are in flight, and takes the next after", async () => {
    const member = await signUpMember(ctx, 'busy');
    const first = await holdOpen(member);
    await holdOpen(member);

    const started = Date.now();
    const third = await fresh(member).finish();
    expect({ status: third.status, body: third.body }).toEqual({
      status: 429,
      body: { message: LARGE_BODY_MESSAGES.memberBusy },
    });
    expect(third.headers['retry-after']).toBe('5');
    expect(Date.now() - started).toBeLessThan(1000);

    // Another member is not held back, and once the first body is done the member may send again.
    expect((await fresh(await signUpMember(ctx, 'other')).finish()).status).toBe(200);
    expect((await first.finish()).status).toBe(200);
    expect((await fresh(member).finish()).status).toBe(200);
  });

  it('lets a body wait while three are being read, and reads it as soon as one is done', async () => {
    const readers = [
      await signUpMember(ctx, 'slot'),
      await signUpMember(ctx, 'slot'),
      await signUpMember(ctx, 'slot'),
    ];
    const held = [];
    for (const member of readers) held.push(await holdOpen(member));

    let answeredAt = 0;
    const waiting = fresh(await signUpMember(ctx, 'waits'));
    const answer = waiting.finish().then((res) => ((answeredAt = Date.now()), res));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(answeredAt).toBe(0); // still waiting for its turn, though its whole body is sent

    const releasedAt = Date.now();
    expect((await held[0].finish()).status).toBe(200);
    expect((await answer).status).toBe(200);
    expect(answeredAt).toBeGreaterThanOrEqual(releasedAt);
  });

  it('refuses a body with 429 once it has waited too long for a turn, storing nothing', async () => {
    for (let index = 0; index < 3; index += 1) await holdOpen(await signUpMember(ctx, 'hog'));
    const filesBefore = (await storedFiles(ctx)).filter((name) => !name.endsWith('.partial'));

    const started = Date.now();
    const res = await fresh(await signUpMember(ctx, 'late')).finish();
    expect({ status: res.status, body: res.body }).toEqual({
      status: 429,
      body: { message: LARGE_BODY_MESSAGES.serviceBusy },
    });
    expect(res.headers['retry-after']).toBe('5');
    expect(Date.now() - started).toBeGreaterThanOrEqual(QUEUE_MS - 50);
    expect((await storedFiles(ctx)).filter((name) => !name.endsWith('.partial'))).toEqual(filesBefore);
  });

  it('frees the slots of bodies whose clients went away', async () => {
    const member = await signUpMember(ctx, 'gone');
    (await holdOpen(member)).abort();
    (await holdOpen(member)).abort();
    await waitFor(async () => (await partials()) === 0);
    expect((await fresh(member).finish()).status).toBe(200);
  });

  it('does not count small bodies (under 100 KB, length declared)', async () => {
    const member = await signUpMember(ctx, 'small');
    await holdOpen(member);
    await holdOpen(member);
    const res = await ctx
      .http()
      .put('/api/users/profile')
      .set(member.headers)
      .send({ bio: 'Still editable' });
    expect(res.status).toBe(200);
    expect(res.body.user.bio).toBe('Still editable');
  });
});

async function waitFor(condition: () => Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
