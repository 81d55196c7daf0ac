import { isIPv4, isIPv6 } from 'node:net';

/**
 * Which addresses an outbound fetch may connect to: public unicast only. The
 * server fetches URLs that users type (link previews), so anything that could
 * reach the host itself, the private network or a cloud metadata service
 * (169.254.169.254) is refused, in every spelling IPv6 allows.
 */

type Range4 = [first: number, prefix: number];

const ip4 = (a: number, b: number, c: number, d: number) =>
  ((a << 24) | (b << 16) | (c << 8) | d) >>> 0;

const BLOCKED_V4: Range4[] = [
  [ip4(0, 0, 0, 0), 8], // "this network", includes 0.0.0.0
  [ip4(10, 0, 0, 0), 8], // private
  [ip4(100, 64, 0, 0), 10], // carrier-grade NAT
  [ip4(127, 0, 0, 0), 8], // loopback
  [ip4(169, 254, 0, 0), 16], // link-local, cloud metadata
  [ip4(172, 16, 0, 0), 12], // private
  [ip4(192, 0, 0, 0), 24], // IETF protocol assignments
  [ip4(192, 0, 2, 0), 24], // documentation
  [ip4(192, 88, 99, 0), 24], // 6to4 relay anycast
  [ip4(192, 168, 0, 0), 16], // private
  [ip4(198, 18, 0, 0), 15], // benchmarking
  [ip4(198, 51, 100, 0), 24], // documentation
  [ip4(203, 0, 113, 0), 24], // documentation
  [ip4(224, 0, 0, 0), 4], // multicast
  [ip4(240, 0, 0, 0), 4], // reserved, includes broadcast 255.255.255.255
];

function inRange(value: number, [first, prefix]: Range4): boolean {
  const mask = prefix === 0 ? 0 : (0xffffffff << (32 - prefix)) >>> 0;
  return (value & mask) >>> 0 === first;
}

function parseV4(address: string): number | null {
  if (!isIPv4(address)) return null;
  const [a = 0, b = 0, c = 0, d = 0] = address.split('.').map(Number);
  return ip4(a, b, c, d);
}

function isBlockedV4Value(value: number): boolean {
  return BLOCKED_V4.some((range) => inRange(value, range));
}

/** Eight 16-bit groups; handles `::` and a trailing dotted IPv4 part. */
export function parseV6(address: string): number[] | null {
  const plain = address.split('%')[0] ?? '';
  if (!isIPv6(plain)) return null;
  let text = plain.toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1]) {
    const v4 = parseV4(dotted[1]);
    if (v4 === null) return null;
    text =
      text.slice(0, -dotted[1].length) +
      `${(v4 >>> 16).toString(16)}:${(v4 & 0xffff).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = [
    ...headGroups,
    ...Array<string>(tail === undefined ? 0 : missing).fill('0'),
    ...tailGroups,
  ];
  return groups.length === 8 ? groups.map((group) => parseInt(group, 16)) : null;
}

const v4FromGroups = (high: number, low: number) => ((high << 16) | low) >>> 0;

function isBlockedV6Groups(g: number[]): boolean {
  const [g0 = 0, g1 = 0, g2 = 0, g3 = 0, g4 = 0, g5 = 0, g6 = 0, g7 = 0] = g;
  const embedded = v4FromGroups(g6, g7);
  const zeroTo80 = g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0;
  // ::ffff:a.b.c.d (mapped) is the IPv4 inside; judge that. IPv4-compatible
  // ::a.b.c.d, SIIT and the rest of ::/8 fall to the global-unicast rule below.
  if (zeroTo80 && g5 === 0xffff) return isBlockedV4Value(embedded);
  // NAT64 well-known prefix 64:ff9b::/96 reaches the IPv4 inside; local-use 64:ff9b:1::/48 is private.
  if (g0 === 0x64 && g1 === 0xff9b) return g2 === 1 || isBlockedV4Value(embedded);
  // 6to4 2002:AABB:CCDD::/48 tunnels to the IPv4 AABB:CCDD.
  if (g0 === 0x2002) return isBlockedV4Value(v4FromGroups(g1, g2));
  // Teredo (2001:0::/32) hides an IPv4; documentation 2001:db8::/32.
  if (g0 === 0x2001 && (g1 === 0 || g1 === 0xdb8)) return true;
  // Everything outside global unicast 2000::/3: loopback, link-local fe80::/10,
  // unique-local fc00::/7, site-local, multicast ff00::/8, discard 100::/64.
  return (g0 & 0xe000) !== 0x2000;
}

/** True when an outbound request must not connect to this literal address. */
export function isBlockedAddress(address: string): boolean {
  const v4 = parseV4(address);
  if (v4 !== null) return isBlockedV4Value(v4);
  const groups = parseV6(address);
  // Anything that is not a clean literal is refused rather than guessed at.
  return groups === null || isBlockedV6Groups(groups);
}
