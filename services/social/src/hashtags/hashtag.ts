import { BadRequestException, type PipeTransform } from '@nestjs/common';

export const INVALID_HASHTAG = 'Hashtag must be 1 to 50 letters, digits or underscores';

/**
 * A hashtag in a path: what `social.extract_hashtags` stores (1-50 of [a-z0-9_], lower case). A leading '#' and upper
 * case are tolerated (`#Dogs` → `dogs`); anything else is a 400 before any SQL.
 */
export function parseHashtag(value: unknown): string {
  const tag = typeof value === 'string' ? value.replace(/^#/, '').toLowerCase() : '';
  if (!/^[a-z0-9_]{1,50}$/.test(tag)) throw new BadRequestException(INVALID_HASHTAG);
  return tag;
}

export const hashtagPipe: PipeTransform<unknown, string> = { transform: parseHashtag };
