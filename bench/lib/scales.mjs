// How much data a run seeds and which suite it measures. `BENCH_SCALE` (or `--scale=<name>`) picks one.

/**
 * - `default`: the original suite (feed, products, search; gateway vs direct vs bare SQL) on 200 authors, 10k posts.
 * - `issue9`: the issue-9 suite (every feed, profiles, followers, search, page 500 by offset and by cursor) on the
 *   size the issue names: 10k members, 200k posts, 1M likes, ~50 follows per member.
 * - `issue9-small`: the same suite at a tenth of the size, for developing the bench (seeds in seconds).
 * - `issue12`: the default suite (and its targets, issue 12) on the issue-9 data plus the default suite's rows:
 *   10.2k members, 210k posts, 1M likes, 2,000 products.
 *
 * `tag` is the second group of every seeded row's fixed id (`bbbbbbbb-<tag>-4000-8000-<row number>`), so rows of
 * different scales never collide and a scale can tell its own rows from another's.
 */
export const SCALES = {
  default: { suite: 'default', tag: 'be0c', authors: 200, posts: 10_000, products: 2_000 },
  issue12: {
    suite: 'default',
    tag: 'be0c',
    authors: 200,
    posts: 10_000,
    products: 2_000,
    alsoSeed: 'issue9',
  },
  issue9: {
    suite: 'issue9',
    tag: 'be09',
    members: 10_000,
    posts: 200_000,
    likes: 1_000_000,
    followsPerMember: 50,
    demoMemberFollows: 200,
    spanDays: 90,
  },
  'issue9-small': {
    suite: 'issue9',
    tag: 'be19',
    members: 1_000,
    posts: 20_000,
    likes: 100_000,
    followsPerMember: 50,
    demoMemberFollows: 100,
    spanDays: 90,
  },
};

export function selectScale(argv = process.argv, env = process.env) {
  const flag = argv.find((a) => a.startsWith('--scale='));
  const name = flag ? flag.slice('--scale='.length) : (env.BENCH_SCALE ?? 'default');
  const scale = SCALES[name];
  if (!scale)
    throw new Error(`Unknown bench scale "${name}"; choose one of: ${Object.keys(SCALES).join(', ')}.`);
  return { name, ...scale };
}
