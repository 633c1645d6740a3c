// `npm run rank:rebuild -w @petcora/social` (node dist/ranking/rebuild-ranking.js): recomputes every maintained
// ranking (post scores, trending hashtags, suggested accounts, recommendation candidates) from Postgres in one
// transaction, then exits. Lists keep answering from the previous ranking until it commits.
import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { SOCIAL_SCHEMA } from '../database/social-database';
import { RankingRefresher } from './ranking-refresher';

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is required');
  const dataSource = await new DataSource({ type: 'postgres', url, schema: SOCIAL_SCHEMA }).initialize();
  try {
    const result = await new RankingRefresher(dataSource).rebuild();
    console.log(`Rankings rebuilt: ${JSON.stringify(result)}`);
  } finally {
    await dataSource.destroy();
  }
}

main().catch((error: Error) => {
  console.error(`Could not rebuild the rankings: ${error.message}`);
  process.exitCode = 1;
});
