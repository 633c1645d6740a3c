import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { MEMBER_PETS_CHANGED, PET_EVENTS_QUEUE, type MemberPetsChangedEvent } from '@petcora/contracts';
import { auth, useSocialApp } from '../testing/social-test-app';
import { PetEvents } from './pet-events';

describe("members' pets reach the store as pet events (outbox, relay, queue)", () => {
  const ctx = useSocialApp('pet_events', { owner: { username: 'pet_events_owner' } });
  let queue: Queue;

  beforeAll(() => {
    queue = ctx.t.app.get<Queue>(getQueueToken(PET_EVENTS_QUEUE));
  });
  afterAll(() => queue?.obliterate({ force: true }).catch(() => undefined));

  /** The owner's events in the queue, oldest first. */
  async function events(): Promise<MemberPetsChangedEvent[]> {
    await ctx.t.app.get(PetEvents).flush();
    const jobs = await queue.getJobs(['waiting', 'active', 'completed', 'failed', 'delayed']);
    return jobs
      .filter((job) => job.name === MEMBER_PETS_CHANGED)
      .map((job) => job.data as MemberPetsChangedEvent)
      .filter((event) => event.userId === ctx.owner.id)
      .sort((a, b) => a.version - b.version);
  }

  it("adding, changing and removing pets announces the member's store pet types each time", async () => {
    const http = () => ctx.t.http();
    const cat = (
      await http()
        .post('/api/users/me/pets')
        .set(auth(ctx.owner.claims))
        .send({ name: 'Luna', species: 'cat' })
        .expect(201)
    ).body.id;
    await http()
      .post('/api/users/me/pets')
      .set(auth(ctx.owner.claims))
      .send({ name: 'Nibbles', species: 'other' })
      .expect(201);
    await http()
      .patch(`/api/users/me/pets/${cat}`)
      .set(auth(ctx.owner.claims))
      .send({ species: 'dog' })
      .expect(200);
    // A rename tells the store nothing new.
    await http()
      .patch(`/api/users/me/pets/${cat}`)
      .set(auth(ctx.owner.claims))
      .send({ name: 'Lunar' })
      .expect(200);
    await http().delete(`/api/users/me/pets/${cat}`).set(auth(ctx.owner.claims)).expect(200);
    expect((await events()).map((e) => e.petTypes)).toEqual([['Cat'], ['Cat'], ['Dog'], []]);
    const jobs = await queue.getJobs(['waiting', 'active', 'completed', 'failed', 'delayed']);
    for (const job of jobs) expect(job.id).not.toContain(':');
  });

  it('a refused change (someone else’s pet) announces nothing', async () => {
    const before = (await events()).length;
    const other = {
      sub: '00000000-0000-4000-8000-000000000001',
      username: 'someone_other',
      role: 'member' as const,
    };
    const mine = (await ctx.t.http().get('/api/users/me/pets').set(auth(ctx.owner.claims)).expect(200)).body
      .pets;
    await ctx.t.http().delete(`/api/users/me/pets/${mine[0].id}`).set(auth(other)).expect(404);
    expect((await events()).length).toBe(before);
  });
});
