import ipaddr from 'ipaddr.js';

/**
 * Names that never lead to the public internet: RFC 6761 `localhost`, RFC 6762 `.local` (mDNS),
 * `.internal` (reserved for private use by ICANN in 2024; `metadata.google.internal` is the cloud
 * metadata service), RFC 8375 `.home.arpa`, and the common `.localdomain`.
 */
const PRIVATE_NAME_SUFFIXES = ['localhost', 'local', 'internal', 'home.arpa', 'localdomain'];

/**
 * The one rule for every request Pollen's server makes to a place a user gave it (link previews
 * today, webhooks when they land). `host` is a URL's host name or a resolved address; the answer
 * is why it must not be contacted, or null when it may.
 *
 * - Addresses must be public unicast: no loopback, private, link-local (which includes the
 *   169.254.169.254 cloud metadata service), multicast, reserved or carrier-grade NAT ranges.
 * - An IPv6 address that carries an IPv4 address (IPv4-mapped, IPv4-compatible, IPv4-translated,
 *   NAT64, 6to4, Teredo) is judged by the IPv4 address it carries: `::7f00:1` is 127.0.0.1.
 * - Names must have at least two labels and must not be in a private-use domain; a trailing dot
 *   (`localhost.`, the same name written as fully qualified) changes nothing.
 */
export function destinationRefusal(host: string): string | null {
  const bare = host.replace(/^\[(.*)\]$/, '$1');
  if (ipaddr.isValid(bare)) return isPublicAddress(bare) ? null : 'it is a private address';
  const name = bare.toLowerCase().replace(/\.$/, '');
  if (ipaddr.IPv4.isValidFourPartDecimal(name)) {
    return isPublicAddress(name) ? null : 'it is a private address';
  }
  // A single label ("intranet") is completed by the server's DNS search domains: an internal host.
  if (
    !name.includes('.') ||
    PRIVATE_NAME_SUFFIXES.some((suffix) => name === suffix || name.endsWith(`.${suffix}`))
  )
    return 'it is not a public host name';
  return null;
}

/** Whether an IP address (v4 or v6, as text) may be contacted; see `destinationRefusal`. */
function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv4') return parsed.range() === 'unicast';
  const embedded = embeddedIPv4Addresses(parsed as ipaddr.IPv6);
  if (embedded) return embedded.every((ipv4) => ipv4.range() === 'unicast');
  return parsed.range() === 'unicast';
}

/**
 * The IPv4 addresses an IPv6 address stands for, or null when it embeds none. Packets to these
 * forms end up at the IPv4 address (through the host's own stack, a NAT64 translator or a 6to4 or
 * Teredo relay), so the IPv4 address is what the policy must judge.
 */
function embeddedIPv4Addresses(address: ipaddr.IPv6): ipaddr.IPv4[] | null {
  const parts = address.parts;
  const bytes = address.toByteArray();
  const ipv4At = (offset: number) => new ipaddr.IPv4(bytes.slice(offset, offset + 4));
  const zeroUpTo = (count: number) => parts.slice(0, count).every((part) => part === 0);

  // ::a.b.c.d (IPv4-compatible, deprecated by RFC 4291 but still routed by some stacks), which
  // includes :: and ::1 (0.0.0.0 and 0.0.0.1, never public either).
  if (zeroUpTo(6)) return [ipv4At(12)];
  // ::ffff:a.b.c.d (IPv4-mapped) and ::ffff:0:a.b.c.d (IPv4-translated, RFC 6145).
  if (zeroUpTo(5) && parts[5] === 0xffff) return [ipv4At(12)];
  if (zeroUpTo(4) && parts[4] === 0xffff && parts[5] === 0) return [ipv4At(12)];
  // 64:ff9b::/96, the well-known NAT64 prefix (RFC 6052): the last 32 bits.
  if (parts[0] === 0x64 && parts[1] === 0xff9b && parts.slice(2, 6).every((part) => part === 0))
    return [ipv4At(12)];
  // 64:ff9b:1::/48, local-use NAT64 (RFC 8215): the operator picks a prefix of 48, 56, 64 or 96
  // bits and the IPv4 address sits at a different place for each (RFC 6052 §2.2, skipping the
  // reserved bits 64–71), so every place it could be must hold a public address.
  if (parts[0] === 0x64 && parts[1] === 0xff9b && parts[2] === 1) {
    const at = (indices: number[]) => new ipaddr.IPv4(indices.map((index) => bytes[index]!));
    return [at([6, 7, 9, 10]), at([7, 9, 10, 11]), at([9, 10, 11, 12]), ipv4At(12)];
  }
  // 2002::/16, 6to4 (RFC 3056): the relay's IPv4 address in bits 16–47.
  if (parts[0] === 0x2002) return [ipv4At(2)];
  // 2001::/32, Teredo (RFC 4380): the server's IPv4 address in bits 32–63 and the client's,
  // inverted, in the last 32 bits.
  if (parts[0] === 0x2001 && parts[1] === 0) {
    const client = new ipaddr.IPv4(bytes.slice(12, 16).map((byte) => byte ^ 0xff));
    return [ipv4At(4), client];
  }
  return null;
}
