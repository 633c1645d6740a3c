import net from 'node:net';
import type { GatewayConfig } from '../config/gateway-config';
import { upstreamOrigin } from '../upstreams/upstream-pool';

export const MAX_SERVICE_ADDRESSES = 16;
const MAX_ADDRESS_LENGTH = 200;

/** Hosts that are this machine: an address there on one of the gateway's own ports would loop into the gateway. */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '0.0.0.0', '[::]']);

/** Cloud metadata endpoints and other link-local addresses: never an upstream, whatever the allow-list says. */
function isLinkLocalOrMetadata(hostname: string): boolean {
  const bare = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (net.isIPv4(bare)) return bare.startsWith('169.254.') || bare === '100.100.100.200';
  // fe80::/10 link-local, AWS's IPv6 metadata address, and 169.254.x.x mapped into IPv6 (::ffff:a9fe:…).
  if (net.isIPv6(bare))
    return /^fe[89ab]/.test(bare) || bare === 'fd00:ec2::254' || /^::ffff:a9fe:/.test(bare);
  return bare === 'metadata.google.internal' || bare === 'metadata';
}

/** Who may be a service address: the allow-list and the gateway's own ports (to refuse them). */
export interface AddressPolicy {
  allowedHosts: ReadonlySet<string>;
  ownPorts: ReadonlySet<number>;
}

export function addressPolicyOf(config: GatewayConfig): AddressPolicy {
  const configured = Object.values(config.serviceAddresses).flatMap((addresses) =>
    addresses.map((address) => new URL(address).hostname.toLowerCase()),
  );
  return {
    allowedHosts: new Set([...configured, ...config.deployUpstreamHosts]),
    ownPorts: new Set([config.port, config.metricsPort].filter((port) => port > 0)),
  };
}

/**
 * Checks the addresses a deployment call switches a service to (ADR 0035): 1 to 16 distinct http(s) base URLs
 * without credentials, path, query or fragment, on an allowed host, never link-local/metadata, never the gateway
 * itself. Answers the normalised addresses, or the first problem.
 */
export function checkServiceAddresses(
  input: unknown,
  policy: AddressPolicy,
): { addresses: string[] } | { problem: string } {
  if (!Array.isArray(input) || input.length < 1 || input.length > MAX_SERVICE_ADDRESSES)
    return { problem: `addresses must be a list of 1 to ${MAX_SERVICE_ADDRESSES} URLs` };
  const addresses: string[] = [];
  for (const raw of input) {
    if (typeof raw !== 'string' || raw.length > MAX_ADDRESS_LENGTH)
      return { problem: `each address must be a URL of at most ${MAX_ADDRESS_LENGTH} characters` };
    let origin: string;
    try {
      origin = upstreamOrigin(raw);
    } catch (error) {
      return { problem: (error as Error).message };
    }
    const shown = JSON.stringify(raw);
    // Checked on the parsed host, so 0xA9FEA9FE, 2852039166 or [::ffff:a9fe:a9fe] are all caught.
    const url = new URL(origin);
    const host = url.hostname.toLowerCase();
    if (isLinkLocalOrMetadata(host))
      return { problem: `link-local and metadata addresses are refused: ${shown}` };
    if (!policy.allowedHosts.has(host))
      return {
        problem: `host ${host} is not allowed (configured service hosts and DEPLOY_UPSTREAM_HOSTS only)`,
      };
    const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
    if ((LOCAL_HOSTS.has(host) || host.startsWith('127.')) && policy.ownPorts.has(port))
      return { problem: `${shown} is the gateway itself` };
    if (!addresses.includes(origin)) addresses.push(origin);
  }
  return { addresses };
}
