import ipaddr from 'ipaddr.js';

/**
 * The key of a client for failure budgets: an IPv4 address as it is, an IPv6 address by its /64 (one subscriber
 * usually holds a whole /64, so per-address keys would give an attacker 2^64 fresh budgets). IPv4-mapped IPv6
 * addresses count as their IPv4 address.
 */
export function clientKey(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress())
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const prefix = (parsed as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${prefix.join(':')}::/64`;
}
