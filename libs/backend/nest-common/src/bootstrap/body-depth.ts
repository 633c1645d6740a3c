import { BadRequestException } from '@nestjs/common';

/** No body of ours nests deeper than a few levels; this leaves ample room and stops 10 000-level bombs. */
export const MAX_BODY_DEPTH = 32;

export const BODY_TOO_DEEP_MESSAGE = 'Request body is nested too deeply';

/**
 * Whether a parsed body nests arrays/objects deeper than `maxDepth`. Walked with an explicit stack, not recursion:
 * JSON.parse accepts 10 000 levels, but class-transformer recurses per level and overflows the call stack (a 500).
 */
export function nestsDeeperThan(value: unknown, maxDepth: number): boolean {
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length > 0) {
    const [current, depth] = pending.pop()!;
    if (typeof current !== 'object' || current === null) continue;
    if (depth >= maxDepth) return true;
    for (const child of Object.values(current)) pending.push([child, depth + 1]);
  }
  return false;
}

/** Refuses (400) a parsed body nested deeper than MAX_BODY_DEPTH. */
export function assertShallowBody(body: unknown): void {
  if (nestsDeeperThan(body, MAX_BODY_DEPTH)) throw new BadRequestException(BODY_TOO_DEEP_MESSAGE);
}
