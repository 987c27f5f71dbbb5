import fc from 'fast-check';
import ipaddr from 'ipaddr.js';
import { describe, expect, test } from 'vitest';
import { destinationRefusal } from './address-policy.ts';

const allowed = (host: string) => destinationRefusal(host) === null;

describe('addresses', () => {
  test.each([
    '127.0.0.1',
    '10.0.0.1',
    '172.16.5.4',
    '192.168.1.1',
    '169.254.169.254',
    '0.0.0.0',
    '224.0.0.1',
    '100.64.0.1',
    '::',
    '::1',
    'fe80::1',
    'fc00::1',
    '[::1]',
    '127.0.0.1.',
  ])('%s is refused', (address) => {
    expect(destinationRefusal(address)).toBe('it is a private address');
  });

  test.each([
    ['IPv4-mapped', '::ffff:127.0.0.1'],
    ['IPv4-mapped, hex', '::ffff:a9fe:a9fe'],
    ['IPv4-compatible loopback', '::7f00:1'],
    ['IPv4-compatible metadata', '::a9fe:a9fe'],
    ['IPv4-compatible private', '::a00:1'],
    ['IPv4-compatible, dotted', '::169.254.169.254'],
    ['IPv4-translated', '::ffff:0:a00:1'],
    ['NAT64 well-known', '64:ff9b::7f00:1'],
    ['NAT64 well-known, dotted', '64:ff9b::169.254.169.254'],
    ['NAT64 local-use /96', '64:ff9b:1::a00:1'],
    ['NAT64 local-use /48', '64:ff9b:1:a9fe:a9:fe00::'],
    ['NAT64 local-use /64', '64:ff9b:1:0:a:0:1::'],
    ['6to4', '2002:7f00:1::'],
    ['6to4 metadata', '2002:a9fe:a9fe:1::1'],
    ['Teredo, private server', '2001:0:a00:1::1'],
    ['Teredo, loopback client', '2001:0:4136:e378:8000:63bf:80ff:fffe'],
  ])('%s (%s) is judged by the IPv4 address it carries', (_form, address) => {
    expect(destinationRefusal(address)).toBe('it is a private address');
  });

  test.each([
    '93.184.216.34',
    '1.1.1.1',
    '2606:4700:4700::1111',
    '[2606:4700:4700::1111]',
    '::ffff:1.1.1.1',
    '64:ff9b::1.1.1.1',
    '2002:101:101::1',
    '2001:0:4136:e378:8000:63bf:fefe:fefe',
  ])('%s, public, is allowed', (address) => {
    expect(allowed(address)).toBe(true);
  });
});

describe('names', () => {
  test.each([
    'localhost',
    'localhost.',
    'LOCALHOST.',
    'api.localhost',
    'metadata.google.internal',
    'metadata.google.internal.',
    'printer.local',
    'nas.home.arpa.',
    'intranet',
    'intranet.',
    'metadata',
  ])('%s is refused like its plain form', (name) => {
    expect(destinationRefusal(name)).toBe('it is not a public host name');
  });

  test.each(['example.com', 'example.com.', 'news.ycombinator.com', 'internal.example.com'])(
    '%s is allowed (its addresses are checked once resolved)',
    (name) => {
      expect(allowed(name)).toBe(true);
    },
  );
});

/** IPv4 ranges that are not public unicast (RFC 6890's special-purpose registry, in short). */
const NON_PUBLIC_IPV4 = [
  '0.0.0.0/8',
  '10.0.0.0/8',
  '100.64.0.0/10',
  '127.0.0.0/8',
  '169.254.0.0/16',
  '172.16.0.0/12',
  '192.0.0.0/24',
  '192.0.2.0/24',
  '192.88.99.0/24',
  '192.168.0.0/16',
  '198.18.0.0/15',
  '198.51.100.0/24',
  '203.0.113.0/24',
  '224.0.0.0/4',
  '240.0.0.0/4',
];

/** A random address inside one of those ranges. */
const nonPublicIPv4 = fc
  .constantFrom(...NON_PUBLIC_IPV4.map((cidr) => ipaddr.IPv4.parseCIDR(cidr)))
  .chain(([base, bits]) =>
    fc.nat({ max: 2 ** (32 - bits) - 1 }).map((offset) => numberToBytes((ipv4Number(base) + offset) >>> 0)),
  );

function ipv4Number(address: ipaddr.IPv4): number {
  return address.octets.reduce((value, octet) => value * 256 + octet, 0);
}

function numberToBytes(value: number): number[] {
  return [value >>> 24, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff];
}

function ipv6(bytes: number[]): string {
  return ipaddr.fromByteArray(bytes).toString();
}

/** Every way an IPv6 address carries an IPv4 address, filler bytes drawn at random. */
const embeddings: Record<string, (ipv4: number[], filler: number[]) => string> = {
  mapped: (v4) => ipv6([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff, ...v4]),
  compatible: (v4) => ipv6([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, ...v4]),
  translated: (v4) => ipv6([0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff, 0, 0, ...v4]),
  nat64: (v4) => ipv6([0, 0x64, 0xff, 0x9b, 0, 0, 0, 0, 0, 0, 0, 0, ...v4]),
  nat64Local96: (v4, f) => ipv6([0, 0x64, 0xff, 0x9b, 0, 1, f[0]!, f[1]!, 0, f[2]!, f[3]!, f[4]!, ...v4]),
  nat64Local64: (v4, f) => ipv6([0, 0x64, 0xff, 0x9b, 0, 1, f[0]!, f[1]!, 0, ...v4, f[2]!, f[3]!, f[4]!]),
  nat64Local56: (v4, f) =>
    ipv6([0, 0x64, 0xff, 0x9b, 0, 1, f[0]!, v4[0]!, 0, v4[1]!, v4[2]!, v4[3]!, ...f.slice(1, 5)]),
  nat64Local48: (v4, f) =>
    ipv6([0, 0x64, 0xff, 0x9b, 0, 1, v4[0]!, v4[1]!, 0, v4[2]!, v4[3]!, ...f.slice(0, 5)]),
  sixToFour: (v4, f) => ipv6([0x20, 0x02, ...v4, ...f.slice(0, 10)]),
  teredoServer: (v4, f) => ipv6([0x20, 0x01, 0, 0, ...v4, ...f.slice(0, 8)]),
  teredoClient: (v4, f) => ipv6([0x20, 0x01, 0, 0, ...f.slice(0, 8), ...v4.map((byte) => byte ^ 0xff)]),
};

test('any IPv4 address that is not public stays refused in every IPv6 embedding', () => {
  fc.assert(
    fc.property(
      nonPublicIPv4,
      fc.constantFrom(...Object.keys(embeddings)),
      fc.array(fc.nat({ max: 255 }), { minLength: 10, maxLength: 10 }),
      (ipv4, form, filler) => {
        expect(destinationRefusal(ipv4.join('.'))).not.toBeNull();
        const address = embeddings[form]!(ipv4, filler);
        expect(destinationRefusal(address), `${form} ${address}`).toBe('it is a private address');
      },
    ),
    { numRuns: 500 },
  );
});
