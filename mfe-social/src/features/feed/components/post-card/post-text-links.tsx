import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { hashtagSearchPath, profilePath } from '../../../../lib/explore-paths';

/**
 * `@name` and `#tag` in a text, by the server's rules: not glued to a word, an address or an entity before them
 * (`a@b.c`, `&#39;`, `example.com/#top` stay text), not cut out of a longer word after them. Tags are 1-50 characters.
 */
const TOKEN = /(?<![\p{L}\p{N}_&/#@.])([#@])([A-Za-z0-9_]{1,64})(?![\p{L}\p{N}_])/gu;
const TAG_MAX = 50;

/** The text with its mentions linked to the profiles and its hashtags to the explore search. */
export function withTextLinks(text: string): ReactNode[] {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TOKEN)) {
    const [whole, sign, name] = match;
    if (sign === '#' && name.length > TAG_MAX) continue;
    const start = match.index ?? 0;
    if (start > last) parts.push(text.slice(last, start));
    parts.push(
      <Link
        key={`${start}-${whole}`}
        to={sign === '@' ? profilePath(name) : hashtagSearchPath(name.toLowerCase())}
        className="social-post__text-link"
      >
        {whole}
      </Link>,
    );
    last = start + whole.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}
