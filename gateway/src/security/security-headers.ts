import { randomBytes } from 'node:crypto';
import helmet from 'helmet';
import type { RequestHandler, Response } from 'express';

/**
 * Browser features the site never uses are switched off for it and anything it embeds (issue 7, hole 14). The
 * camera stays available to this origin: the composer's file picker may offer "take a photo".
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=(self)',
  'camera=(self)',
  'display-capture=()',
  'encrypted-media=()',
  'fullscreen=(self)',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'idle-detection=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'picture-in-picture=(self)',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
  'browsing-topics=()',
].join(', ');

/** The per-response CSP nonce; the shell page hands it to the bundles (see static/shell-page and ui's csp-nonce). */
export function cspNonceOf(res: Response): string {
  return String(res.locals.cspNonce ?? '');
}

/**
 * Helmet with a CSP that fits the federated app: scripts, manifests and styles from this origin and from any remote
 * served from elsewhere (a CDN), images and video also from https: hosts (members may link media elsewhere) and
 * data:/blob: (previews of uploads), nothing may frame the site. `<style>` elements need the response's nonce (Radix's
 * scroll lock adds one at run time, with the nonce webpack hands it); style attributes stay allowed
 * (`style-src-attr`), since React components set them. A Permissions-Policy turns unused features off.
 */
export function securityHeaders(options: { remoteUrls: string[]; isProduction: boolean }): RequestHandler {
  const remoteOrigins = [...new Set(options.remoteUrls.flatMap(originOf))];
  const nonceSource = (_req: unknown, res: unknown) => `'nonce-${cspNonceOf(res as Response)}'`;
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...remoteOrigins],
        styleSrc: ["'self'", nonceSource, ...remoteOrigins],
        styleSrcElem: ["'self'", nonceSource, ...remoteOrigins],
        styleSrcAttr: ["'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        mediaSrc: ["'self'", 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:', ...remoteOrigins],
        connectSrc: ["'self'", ...remoteOrigins],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        // Only behind TLS: on http://localhost it would send the browser to https for every sub-resource.
        upgradeInsecureRequests: options.isProduction ? [] : null,
      },
    },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Remote bundles may be loaded by a shell on another origin (they carry CORS headers); see static/.
    crossOriginResourcePolicy: { policy: 'same-site' },
    strictTransportSecurity: options.isProduction ? { maxAge: 15_552_000, includeSubDomains: true } : false,
  });
  return (req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString('base64');
    res.setHeader('permissions-policy', PERMISSIONS_POLICY);
    headers(req, res, next);
  };
}

function originOf(url: string): string[] {
  if (url.startsWith('/')) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}
