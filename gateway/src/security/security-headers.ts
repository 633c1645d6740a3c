import helmet from 'helmet';
import { randomToken } from '@petcora/tracing';
import { pathOf, type RequestLocals, type Step } from '../http/steps';

/** Helmet's middleware (plain Node request and response, called once at start-up: see recordHeaders). */
type HelmetMiddleware = ReturnType<typeof helmet>;

/**
 * Browser features the site never uses are switched off for it and anything it embeds. The
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
export function cspNonceOf(reply: { locals?: RequestLocals }): string {
  return String(reply.locals?.cspNonce ?? '');
}

/**
 * Helmet with a CSP that fits the federated app: scripts, manifests and styles from this origin and from any remote
 * served from elsewhere (a CDN), images and video also from https: hosts (members may link media elsewhere) and
 * data:/blob: (previews of uploads), nothing may frame the site. `<style>` elements need the response's nonce (Radix's
 * scroll lock adds one at run time, with the nonce webpack hands it); style attributes stay allowed
 * (`style-src-attr`), since React components set them. A Permissions-Policy turns unused features off. That is the
 * set of documents (pages, bundles); API answers get the smaller set of `apiHelmetHeaders`, without a nonce.
 */
export function securityHeaders(options: SecurityHeaderOptions): Step {
  const fixed = recordHeaders(helmetHeaders(options));
  const api = recordHeaders(apiHelmetHeaders(options));
  const apiSet = api.set.map(([name, parts]) => [name, parts.join('')] as const);
  return (request, reply) => {
    const res = reply.raw;
    if (isApiAnswerPath(pathOf(request, reply))) {
      for (const name of api.removed) res.removeHeader(name);
      for (const [name, value] of apiSet) res.setHeader(name, value);
      return;
    }
    const nonce = randomToken(16, 'base64');
    reply.locals.cspNonce = nonce;
    res.setHeader('permissions-policy', PERMISSIONS_POLICY);
    for (const name of fixed.removed) res.removeHeader(name);
    for (const [name, parts] of fixed.set)
      res.setHeader(name, parts.length === 1 ? parts[0]! : parts.join(nonce));
  };
}

/**
 * The paths under /api that a browser may show as a document: the spec's sign-in completion page (`/api/callback`,
 * served as the app) and its two server navigations (`/api/login`, `/api/logout`, redirects to pages). Any letter
 * case, a trailing slash tolerated, as the gateway's routing matches them.
 */
const DOCUMENT_PATHS_UNDER_API = /^\/api\/(?:callback|login|logout)\/?$/i;
const UNDER_API = /^\/api(?:\/|$)/i;

/**
 * Whether a request is answered as an API call (JSON, an event stream), never as a document: /api and below, but the
 * three document paths above. Such answers get the API header set (ADR 0051).
 */
export function isApiAnswerPath(path: string): boolean {
  return UNDER_API.test(path) && !DOCUMENT_PATHS_UNDER_API.test(path);
}

/**
 * The headers of an API answer (ADR 0051). An API answer is data a script reads, not a page: a policy for
 * scripts, styles and fonts, a per-response nonce, a referrer policy or a permissions policy govern documents and do
 * nothing here. What does matter for data, as OWASP's REST guidance lists it: no MIME sniffing (nosniff), nothing may
 * frame or render it as anything active (a CSP of `default-src 'none'; frame-ancestors 'none'` and X-Frame-Options
 * DENY, for a JSON answer opened in a tab), no cross-site `no-cors` read of it (CORP same-site), HSTS behind TLS. The
 * page set was ~1.2 KB on every answer and ~10 % of the gateway's CPU per proxied call (docs/performance.md).
 * A service's own headers still win over these (copyAnswerHead), e.g. the stricter ones of uploaded media.
 */
export function apiHelmetHeaders(options: Pick<SecurityHeaderOptions, 'isProduction'>): HelmetMiddleware {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    },
    xFrameOptions: { action: 'deny' },
    xContentTypeOptions: true,
    crossOriginResourcePolicy: { policy: 'same-site' },
    strictTransportSecurity: options.isProduction ? HSTS : false,
    // Document-only headers.
    crossOriginOpenerPolicy: false,
    crossOriginEmbedderPolicy: false,
    originAgentCluster: false,
    referrerPolicy: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
}

const HSTS = { maxAge: 15_552_000, includeSubDomains: true };

export interface SecurityHeaderOptions {
  remoteUrls: string[];
  isProduction: boolean;
  /** Square's Web Payments SDK script (or the local emulator's stand-in): its origin alone may add scripts. */
  paymentSdkUrl?: string;
}

/** Square's card form runs in frames from, and talks to, Square's own hosts (sandbox or production). */
function squareCardOrigins(sdkUrl: string | undefined): string[] {
  if (!sdkUrl) return [];
  const origin = new URL(sdkUrl).origin;
  if (origin === 'https://sandbox.web.squarecdn.com')
    return [origin, 'https://pci-connect.squareupsandbox.com', 'https://connect.squareupsandbox.com'];
  if (origin === 'https://web.squarecdn.com')
    return [origin, 'https://pci-connect.squareup.com', 'https://connect.squareup.com'];
  return [];
}

/** The helmet middleware whose headers securityHeaders gives every response (exported for the equivalence test). */
export function helmetHeaders(options: SecurityHeaderOptions): HelmetMiddleware {
  const remoteOrigins = [...new Set(options.remoteUrls.flatMap(originOf))];
  const paymentScript = options.paymentSdkUrl ? originOf(options.paymentSdkUrl) : [];
  const squareFrames = squareCardOrigins(options.paymentSdkUrl);
  const nonceSource = (_req: unknown, res: unknown) =>
    `'nonce-${cspNonceOf(res as { locals?: RequestLocals })}'`;
  return helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...remoteOrigins, ...paymentScript],
        styleSrc: ["'self'", nonceSource, ...remoteOrigins],
        styleSrcElem: ["'self'", nonceSource, ...remoteOrigins],
        styleSrcAttr: ["'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        mediaSrc: ["'self'", 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:', ...remoteOrigins],
        connectSrc: ["'self'", ...remoteOrigins, ...squareFrames],
        ...(squareFrames.length > 0 ? { frameSrc: squareFrames } : {}),
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
    strictTransportSecurity: options.isProduction ? HSTS : false,
  });
}

/** Stands in for the nonce while helmet's headers are recorded; never part of a real header. */
const NONCE_PLACEHOLDER = 'NONCE0PLACEHOLDER0e6f1c2a9b';

interface RecordedHeaders {
  /** Each header helmet sets, its value split where the response's nonce goes (one part: no nonce). */
  set: [name: string, parts: string[]][];
  removed: string[];
}

/**
 * Helmet's headers depend on nothing in the request; only the CSP holds the response's nonce. So helmet runs once,
 * here, on a stand-in response, and each request gets the recorded headers with its own nonce put in: the same
 * headers helmet gives (security.spec.ts compares them), without building and validating the CSP for every request,
 * which was ~4 % of the gateway's CPU on a proxied API call.
 */
function recordHeaders(middleware: HelmetMiddleware): RecordedHeaders {
  const recorded: RecordedHeaders = { set: [], removed: [] };
  const standIn = {
    locals: { cspNonce: NONCE_PLACEHOLDER },
    setHeader(name: string, value: unknown) {
      recorded.set.push([name.toLowerCase(), String(value).split(NONCE_PLACEHOLDER)]);
    },
    removeHeader(name: string) {
      recorded.removed.push(name.toLowerCase());
    },
  };
  let failure: unknown;
  let done = false;
  middleware({} as never, standIn as never, (error?: unknown) => {
    failure = error;
    done = true;
  });
  // helmet is synchronous; anything else would mean its headers could vary per request.
  if (!done || failure) throw new Error(`helmet could not build the security headers: ${String(failure)}`);
  return recorded;
}

function originOf(url: string): string[] {
  if (url.startsWith('/')) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}
