import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { walkBadInput } from '@petcora/testing';
import { RANKING_QUEUE, RANKING_REFRESH_JOB } from './ranking/ranking.module';
import { auth, insertAuthor, insertPost, useSocialTestApp } from './testing/social-test-app';

/** Bad input, tried everywhere: every mutating route of the social service, found at run time. */
describe('bad input on every mutating social route', () => {
  const social = useSocialTestApp('bad_input');

  it('answers every malformed request with a JSON 4xx and changes no row', async () => {
    // A real author with a post of their own, so a malformed delete could find something to remove.
    const author = await insertAuthor(social.db);
    await insertPost(social.db, author.id, { content: 'Must survive the walk' });
    // Only requests may change rows here: the ranking job's schedule (which rewrites its tables every minute) waits.
    await social.app.get<Queue>(getQueueToken(RANKING_QUEUE)).removeJobScheduler(RANKING_REFRESH_JOB);
    const result = await walkBadInput({
      app: social.app,
      databaseUrl: social.database.url,
      identities: [
        { label: 'anonymous', headers: {} },
        { label: 'member', headers: auth(author.claims) },
      ],
    });
    expect(result.failures).toEqual([]);
    expect(result.changedTables).toEqual([]);
    // Creating and deleting posts at least.
    expect(result.routes.length).toBeGreaterThanOrEqual(2);
    expect(result.cases).toBeGreaterThan(1000);
  }, 600_000);
});
