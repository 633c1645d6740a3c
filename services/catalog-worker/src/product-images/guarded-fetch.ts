import { lookup } from 'node:dns/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { BlockList, isIP } from 'node:net';
import { detectMedia, type MediaType, SIGNATURE_BYTES } from '@petcora/uploads';

/** Why a fetch was refused by the guard itself (never worth a retry: the same URL is refused again). */
export class FetchRefusedError extends Error {
  override readonly name = 'FetchRefusedError';
}

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

export interface GuardedFetchOptions {
  /** Addresses or CIDR ranges the guard lets through although they are private (the local Square emulator). */
  allow: BlockList;
  maxBytes: number;
  /** For the whole fetch, redirects and body included. */
  timeoutMs: number;
  maxRedirects: number;
  /** DNS; the system resolver unless a test stands in. Asked once per hop, and the connection goes to its answer. */
  resolve?: (hostname: string) => Promise<ResolvedAddress[]>;
}

export interface FetchedImage {
  bytes: Buffer;
  /** From the magic bytes, never the answer's Content-Type. */
  type: MediaType;
  /** Where the bytes came from after redirects. */
  url: string;
}

/** 15 MB: far above a product photo, far below what would hurt the worker. */
export const PRODUCT_IMAGE_MAX_BYTES = 15 * 1024 * 1024;
export const PRODUCT_IMAGE_TIMEOUT_MS = 20_000;
export const PRODUCT_IMAGE_MAX_REDIRECTS = 3;

/**
 * Every address a server-side fetch must not reach: "this network", private, shared (CGNAT), loopback, link-local
 * (cloud metadata 169.254.169.254 included), documentation, benchmarking, multicast and reserved, in v4 and v6
 * (unique local fc00::/7 holds AWS's fd00:ec2::254; NAT64 64:ff9b::/96 and v4-compatible ::/96 lead back to v4).
 */
const BLOCKED = (() => {
  const list = new BlockList();
  const v4: Array<[string, number]> = [
    ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16],
    ['172.16.0.0', 12], ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.88.99.0', 24], ['192.168.0.0', 16],
    ['198.18.0.0', 15], ['198.51.100.0', 24], ['203.0.113.0', 24], ['224.0.0.0', 4], ['240.0.0.0', 4],
  ]; // prettier-ignore
  const v6: Array<[string, number]> = [
    ['::', 96], ['64:ff9b::', 96], ['64:ff9b:1::', 48], ['100::', 64], ['2001::', 32], ['2001:db8::', 32],
    ['2002::', 16], ['fc00::', 7], ['fe80::', 10], ['fec0::', 10], ['ff00::', 8],
  ]; // prettier-ignore
  for (const [network, prefix] of v4) list.addSubnet(network, prefix, 'ipv4');
  for (const [network, prefix] of v6) list.addSubnet(network, prefix, 'ipv6');
  return list;
})();

/** `::ffff:a.b.c.d` and `::ffff:xxxx:yyyy` as the v4 address they stand for; anything else unchanged. */
export function unmapV4(address: string): { address: string; family: 4 | 6 } {
  const mapped = /^(?:(?:0{1,4}:){5}|::)ffff:(.+)$/i.exec(address);
  if (isIP(address) === 6 && mapped) {
    const tail = mapped[1];
    if (isIP(tail) === 4) return { address: tail, family: 4 };
    const hex = /^([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(tail);
    if (hex) {
      const high = parseInt(hex[1], 16);
      const low = parseInt(hex[2], 16);
      return { address: [high >> 8, high & 255, low >> 8, low & 255].join('.'), family: 4 };
    }
  }
  return { address, family: isIP(address) === 4 ? 4 : 6 };
}

/** Whether the guard lets a connection go to `address` (an IP literal). */
export function isAddressAllowed(address: string, allow: BlockList): boolean {
  const plain = unmapV4(address);
  const type = plain.family === 4 ? 'ipv4' : 'ipv6';
  if (allow.check(plain.address, type)) return true;
  return !BLOCKED.check(plain.address, type);
}

/**
 * The allow-list from configuration: comma-separated addresses or CIDR ranges (`127.0.0.1,10.1.0.0/16`). Empty →
 * nothing private is reachable. Throws on anything else, so a typo cannot open more than meant.
 */
export function parseAllowList(value: string | undefined): BlockList {
  const list = new BlockList();
  const entries = (value ?? '').split(',').map((part) => part.trim());
  for (const entry of entries.filter(Boolean)) {
    const [address, prefixText, extra] = entry.split('/');
    const family = isIP(address);
    const longest = family === 4 ? 32 : 128;
    const prefix = prefixText === undefined ? longest : Number(prefixText);
    if (!family || extra !== undefined || !Number.isInteger(prefix) || prefix < 0 || prefix > longest)
      throw new Error(`Not an address or CIDR range: "${entry}"`);
    list.addSubnet(address, prefix, family === 4 ? 'ipv4' : 'ipv6');
  }
  return list;
}

const systemResolve = async (hostname: string): Promise<ResolvedAddress[]> =>
  (await lookup(hostname, { all: true, verbatim: true })).map((entry) => ({
    address: entry.address,
    family: entry.family === 4 ? 4 : 6,
  }));

/** The hop's one address: every answer must be allowed (a name with one private answer is refused), the first is used. */
async function pinnedAddress(url: URL, options: GuardedFetchOptions): Promise<ResolvedAddress> {
  const host = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  const literal = isIP(host);
  const answers = literal
    ? [{ address: host, family: literal as 4 | 6 }]
    : await (options.resolve ?? systemResolve)(host);
  if (answers.length === 0) throw new FetchRefusedError(`${host} has no address`);
  const refused = answers.find((answer) => !isAddressAllowed(answer.address, options.allow));
  if (refused) throw new FetchRefusedError(`${host} resolves to ${refused.address}, which is not reachable`);
  return answers[0];
}

interface Hop {
  status: number;
  location?: string;
  body?: Buffer;
}

function requestOnce(
  url: URL,
  address: ResolvedAddress,
  options: GuardedFetchOptions,
  signal: AbortSignal,
): Promise<Hop> {
  const secure = url.protocol === 'https:';
  const hostname = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  return new Promise<Hop>((resolve, reject) => {
    const request = (secure ? https : http).request(
      {
        // The connection goes to the checked address, never to a second DNS answer; Host and TLS name stay the URL's.
        host: address.address,
        family: address.family,
        port: url.port || (secure ? 443 : 80),
        path: `${url.pathname}${url.search}`,
        method: 'GET',
        headers: { Host: url.host, Accept: 'image/*', 'User-Agent': 'PetCora-catalog-worker' },
        ...(secure && !isIP(hostname) ? { servername: hostname } : {}),
        agent: false,
        signal,
      },
      (response: IncomingMessage) => {
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400) {
          response.resume();
          resolve({ status, location: response.headers.location });
          return;
        }
        if (status !== 200) {
          response.resume();
          reject(new Error(`Image answer ${status} from ${url.host}`));
          return;
        }
        const declared = Number(response.headers['content-length']);
        if (Number.isFinite(declared) && declared > options.maxBytes) {
          reject(new FetchRefusedError(`Image larger than ${options.maxBytes} bytes`));
          response.destroy();
          return;
        }
        const chunks: Buffer[] = [];
        let received = 0;
        response.on('data', (chunk: Buffer) => {
          received += chunk.length;
          if (received > options.maxBytes) {
            reject(new FetchRefusedError(`Image larger than ${options.maxBytes} bytes`));
            response.destroy();
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () => resolve({ status, body: Buffer.concat(chunks) }));
        response.on('error', reject);
        response.on('aborted', () => reject(new Error('Image answer cut short')));
      },
    );
    request.on('error', reject);
    request.end();
  });
}

/**
 * Fetches a picture from a URL someone else chose (Square's catalogue) without letting it reach anything inside:
 * http(s) only, no credentials in the URL; each hop's host resolved once, every answer checked against the blocked
 * ranges (unless the allow-list names it) and the connection pinned to the checked address; at most
 * `maxRedirects` redirects, each checked the same way; the body capped at `maxBytes` and the whole fetch at
 * `timeoutMs`; and the bytes must be an image by their magic bytes. Refusals throw FetchRefusedError; network
 * trouble and non-200 answers throw plain errors (worth a retry).
 */
export async function fetchImageGuarded(rawUrl: string, options: GuardedFetchOptions): Promise<FetchedImage> {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new Error(`Image fetch took longer than ${options.timeoutMs} ms`)),
    options.timeoutMs,
  );
  // A DNS answer that never comes is bounded by the same time limit as the rest.
  const timedOut = new Promise<never>((_resolve, reject) =>
    controller.signal.addEventListener('abort', () => reject(controller.signal.reason), { once: true }),
  );
  timedOut.catch(() => undefined);
  try {
    let url = parseFetchUrl(rawUrl);
    for (let redirects = 0; ; redirects += 1) {
      const address = await Promise.race([pinnedAddress(url, options), timedOut]);
      const hop = await requestOnce(url, address, options, controller.signal).catch((error: unknown) => {
        throw controller.signal.aborted ? controller.signal.reason : error;
      });
      if (hop.body) {
        const type = detectMedia(hop.body.subarray(0, SIGNATURE_BYTES));
        if (type?.kind !== 'image') throw new FetchRefusedError(`${url.host} did not answer an image`);
        return { bytes: hop.body, type, url: url.toString() };
      }
      if (!hop.location) throw new Error(`Redirect ${hop.status} without a Location from ${url.host}`);
      if (redirects >= options.maxRedirects)
        throw new FetchRefusedError(`More than ${options.maxRedirects} redirects`);
      url = parseFetchUrl(new URL(hop.location, url).toString());
    }
  } finally {
    clearTimeout(timer);
  }
}

function parseFetchUrl(value: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new FetchRefusedError('Not a URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new FetchRefusedError(`Only http(s) is fetched, not ${url.protocol}`);
  if (url.username || url.password) throw new FetchRefusedError('URLs with credentials are not fetched');
  return url;
}
