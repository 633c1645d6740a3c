import helmet from 'helmet';
import type { RequestHandler } from 'express';

/**
 * Helmet with a CSP that fits the federated app: scripts, manifests and styles from this origin and from any remote
 * served from elsewhere (a CDN), images also from data:/blob: (previews of uploads), nothing may frame the site.
 * Styles need 'unsafe-inline': Radix's scroll lock and the federation runtime inject <style> elements at run time.
 */
export function securityHeaders(options: { remoteUrls: string[]; isProduction: boolean }): RequestHandler {
  const remoteOrigins = [...new Set(options.remoteUrls.flatMap(originOf))];
  return helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...remoteOrigins],
        styleSrc: ["'self'", "'unsafe-inline'", ...remoteOrigins],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
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
}

function originOf(url: string): string[] {
  if (url.startsWith('/')) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}
