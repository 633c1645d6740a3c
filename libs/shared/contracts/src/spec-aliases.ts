/**
 * The spec names some values twice: a post's counts are `likesCount` and `commentsCount` in the feed's view and
 * `likeCount` and `commentCount` in its other post view; an order's `total` is also its `totalAmount`. Answers carry
 * both names, and these mappers are where the second name is made, so the two cannot drift apart.
 */
const POST_ALIASES = { likesCount: 'likeCount', commentsCount: 'commentCount' } as const;
const ORDER_ALIASES = { total: 'totalAmount' } as const;

type AliasMap = Readonly<Record<string, string>>;

/** `T` with each alias of `A` beside its source, of the source's type. */
export type WithSpecAliases<T, A extends AliasMap> = T & { [K in keyof A & keyof T as A[K]]: T[K] };

function withAliases<T extends object, A extends AliasMap>(value: T, aliases: A): WithSpecAliases<T, A> {
  const targets = new Set(Object.values(aliases));
  const aliased: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    // A stale alias on the input (a cached post whose count just changed) gives way to its source's value.
    if (targets.has(key)) continue;
    aliased[key] = field;
    // Right after its source: the answers keep the order of their fields.
    const alias = aliases[key];
    if (alias !== undefined) aliased[alias] = field;
  }
  return aliased as WithSpecAliases<T, A>;
}

/** The spec's alias: `likeCount` beside `likesCount`, `commentCount` beside `commentsCount` (where present). */
export function withPostSpecAliases<T extends { likesCount: number; commentsCount?: number }>(
  post: T,
): WithSpecAliases<T, typeof POST_ALIASES> {
  return withAliases(post, POST_ALIASES);
}

/** The spec's alias: `totalAmount` beside an order's `total` (cents). */
export function withOrderSpecAliases<T extends { total: number }>(
  order: T,
): WithSpecAliases<T, typeof ORDER_ALIASES> {
  return withAliases(order, ORDER_ALIASES);
}
