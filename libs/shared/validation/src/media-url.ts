import { registerDecorator, type ValidationOptions } from 'class-validator';

/** This site's own stored media: `/media/<service>/<file>`, no dot segments, no query. */
const OWN_MEDIA_PATH = /^\/media\/[A-Za-z0-9_-]+(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)+$/;
/** Paths on any host that must never be an image source: our API and internal routes (a GET there may act). */
const FORBIDDEN_PATH = /^\/+(api|internal|admin)(\/|$)/i;
const IPV4_LITERAL = /^\d{1,3}(\.\d{1,3}){3}$/;

/**
 * A media URL a member may store (post image or video, profile picture): this site's own `/media/...` paths, or an
 * `https:` URL on another named host. Never `/api/...` (an `<img>` pointing at GET /api/logout signed viewers out),
 * never plain http (mixed content), credentials, IP literals or localhost (a viewer's own network).
 */
export function isSafeMediaUrl(value: unknown): boolean {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return false;
  if (value.startsWith('/')) return OWN_MEDIA_PATH.test(value);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost') || host.startsWith('[') || IPV4_LITERAL.test(host))
    return false;
  let path: string;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    return false;
  }
  return !FORBIDDEN_PATH.test(path);
}

/** Validation decorator of isSafeMediaUrl; `allowEmpty` lets '' mean "no picture" (the profile forms send it). */
export function IsSafeMediaUrl(options?: ValidationOptions & { allowEmpty?: boolean }): PropertyDecorator {
  return (target, propertyKey) => {
    registerDecorator({
      name: 'isSafeMediaUrl',
      target: target.constructor,
      propertyName: String(propertyKey),
      options,
      validator: {
        validate: (value: unknown) => (options?.allowEmpty === true && value === '') || isSafeMediaUrl(value),
      },
    });
  };
}
