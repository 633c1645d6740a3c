// How much data a run seeds and which suite it measures. `BENCH_SCALE` (or `--scale=<name>`) picks one.

/**
 * - `default`: the ratio suite (feed, products, search; gateway vs direct vs bare SQL) on 200 authors, 10k posts.
 * - `social-at-scale`: every social read (every feed, profiles, followers, search, page 500 by offset and by
 *   cursor) on a large community: 10k members, 200k posts, 1M likes, ~50 follows per member.
 * - `social-at-scale-10x`: the same suite at ten times the size (100k members, 2M posts, 10M likes): a page's cost must
 *   not grow with the data. Seed it into a database of its own (seeding takes tens of minutes).
 * - `social-at-scale-small`: the same suite at a tenth of the size, for developing the bench (seeds in seconds).
 * - `large`: the ratio suite and its performance targets on the social-at-scale data plus the default suite's rows:
 *   10.2k members, 210k posts, 1M likes, 2,000 products.
 *
 * `tag` is the second group of every seeded row's fixed id (`bbbbbbbb-<tag>-4000-8000-<row number>`), so rows of
 * different scales never collide and a scale can tell its own rows from another's.
 */
export const SCALES = {
  default: { suite: 'default', tag: 'be0c', authors: 200, posts: 10_000, products: 2_000 },
  large: {
    suite: 'default',
    tag: 'be0c',
    authors: 200,
    posts: 10_000,
    products: 2_000,
    alsoSeed: 'social-at-scale',
  },
  'social-at-scale': {
    suite: 'social-at-scale',
    tag: 'be09',
    members: 10_000,
    posts: 200_000,
    likes: 1_000_000,
    followsPerMember: 50,
    demoMemberFollows: 200,
    spanDays: 90,
  },
  'social-at-scale-10x': {
    suite: 'social-at-scale',
    tag: 'be29',
    members: 100_000,
    posts: 2_000_000,
    likes: 10_000_000,
    followsPerMember: 50,
    demoMemberFollows: 200,
    spanDays: 90,
  },
  'social-at-scale-small': {
    suite: 'social-at-scale',
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
