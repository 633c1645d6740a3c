import pg from 'pg';
import { seedSocialAtScale } from '/work/wt/rank/bench/lib/seed-social-at-scale.mjs';
import { SCALES } from '/work/wt/rank/bench/lib/scales.mjs';
const client = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/petcora_rank_bench_large' });
await client.connect();
const [{ id }] = (await client.query(`INSERT INTO social.authors (id, username, display_name, updated_at) VALUES (gen_random_uuid(), 'maya', 'Maya', now())
  ON CONFLICT DO NOTHING RETURNING id`)).rows.concat((await client.query(`SELECT id FROM social.authors WHERE username='maya'`)).rows);
const t0 = Date.now();
const r = await seedSocialAtScale(client, SCALES[process.argv[2]], id, (m) => console.log(m));
console.log(JSON.stringify(r), 'ms', Date.now() - t0, 'maya', id);
await client.end();
