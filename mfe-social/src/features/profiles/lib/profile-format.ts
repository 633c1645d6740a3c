const MONTH_YEAR = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** 'Joined November 2026' from an ISO date; null when the date is missing or unreadable. */
export function joinedLabel(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : `Joined ${MONTH_YEAR.format(date)}`;
}

const BARE_HOST = /^[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}(?::\d{1,5})?(\/\S*)?$/i;

/**
 * A member's website as a safe link: only http and https (never javascript:, data: or a relative path), no
 * credentials; a bare host such as 'rexandme.com' is read as https. Returns the address and the host to show, or
 * null when the value is not a web address.
 */
export function safeWebsite(value: string | null | undefined): { href: string; host: string } | null {
  const text = value?.trim();
  if (!text || text.length > 2048) return null;
  let url: URL;
  try {
    url = /^[a-z][a-z0-9+.-]*:/i.test(text) ? new URL(text) : new URL(`https://${text}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || !url.hostname) return null;
  if (!/^[a-z][a-z0-9+.-]*:/i.test(text) && !BARE_HOST.test(text)) return null;
  return { href: url.href, host: url.hostname.replace(/^www\./i, '') };
}

/** '1 follower' / '12 followers' style counts, with thousands separators. */
export function formatCount(count: number): string {
  return new Intl.NumberFormat('en-US').format(Math.max(0, count));
}
