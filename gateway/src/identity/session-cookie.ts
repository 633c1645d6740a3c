/**
 * The raw (still encoded) value of one cookie from a Cookie header. Raw, because it is both the cache key and what
 * is forwarded to the account service, which must see exactly what the browser sent (a signed `s%3A…` value).
 */
export function readRawCookie(cookieHeader: string | undefined, name: string): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    const value = part
      .slice(eq + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1');
    return value || null;
  }
  return null;
}
