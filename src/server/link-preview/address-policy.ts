import ipaddr from 'ipaddr.js';

/**
 * Only public unicast addresses may be fetched on a user's behalf: no loopback, private,
 * link-local (which includes the 169.254.169.254 cloud metadata service), multicast, reserved
 * or carrier-grade NAT ranges, in IPv4 or IPv6 (including IPv4-mapped IPv6).
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  return parsed.range() === 'unicast';
}
