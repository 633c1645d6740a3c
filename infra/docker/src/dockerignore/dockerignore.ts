/**
 * Docker's .dockerignore semantics, enough to check ours: patterns are relative to the context root,
 * `*` and `?` stay within one path segment, `**` spans any number of them, a path is excluded when it or
 * one of its parent folders matches, and a later `!pattern` re-includes.
 */
export function parseDockerignore(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => line.replace(/^\/+/, '').replace(/\/+$/, ''));
}

function patternToRegExp(pattern: string): RegExp {
  let source = '';
  for (let index = 0; index < pattern.length; index += 1) {
    const char = pattern[index];
    if (char === '*' && pattern[index + 1] === '*') {
      // "**/" matches zero or more folders.
      const followedBySlash = pattern[index + 2] === '/';
      source += followedBySlash ? '(?:.*/)?' : '.*';
      index += followedBySlash ? 2 : 1;
    } else if (char === '*') source += '[^/]*';
    else if (char === '?') source += '[^/]';
    else source += char.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}

export function isIgnored(filePath: string, patterns: string[]): boolean {
  const segments = filePath.split('/');
  const candidates = segments.map((_, index) => segments.slice(0, index + 1).join('/'));
  let ignored = false;
  for (const rawPattern of patterns) {
    const negated = rawPattern.startsWith('!');
    const matcher = patternToRegExp(negated ? rawPattern.slice(1) : rawPattern);
    if (candidates.some((candidate) => matcher.test(candidate))) ignored = !negated;
  }
  return ignored;
}
