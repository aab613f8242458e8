import { BlockList, isIPv4, isIPv6 } from 'node:net';

/**
 * IPv4 ranges that are not the public internet: this host, private networks, carrier-grade NAT, link-local
 * (cloud metadata at 169.254.169.254), protocol and documentation ranges, benchmarking, multicast, reserved
 * and broadcast.
 */
const NOT_PUBLIC_V4: Array<[string, number]> = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];

/**
 * IPv6 outside global unicast (2000::/3) is never public: unspecified, loopback, unique-local (fc00::/7),
 * link-local, multicast. Within it: IETF protocol assignments (Teredo among them), documentation.
 */
const NOT_PUBLIC_V6: Array<[string, number]> = [
  ['2001::', 23],
  ['2001:db8::', 32],
  ['3fff::', 20],
];

const v4 = new BlockList();
for (const [network, bits] of NOT_PUBLIC_V4) v4.addSubnet(network, bits, 'ipv4');
const v6 = new BlockList();
for (const [network, bits] of NOT_PUBLIC_V6) v6.addSubnet(network, bits, 'ipv6');

/** The eight 16-bit groups of an IPv6 address (a trailing dotted IPv4 part read as two groups). */
function groupsOf(address: string): number[] {
  let text = address.split('%')[0] ?? '';
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (dotted) {
    const [a, b, c, d] = dotted.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, -dotted.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string) => (part ? part.split(':').map((group) => Number.parseInt(group, 16)) : []);
  const front = parse(head);
  const back = tail === undefined ? [] : parse(tail);
  return [...front, ...new Array<number>(8 - front.length - back.length).fill(0), ...back];
}

function ipv4Of(high: number, low: number): string {
  return `${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`;
}

/** The IPv4 address an IPv6 one carries and reaches (IPv4-mapped, -compatible, NAT64, 6to4), if any. */
function embeddedIpv4(groups: number[]): string | null {
  const [g0, g1, g2, g3, g4, g5, g6, g7] = groups as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const zeroUpTo5 = g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0;
  if (zeroUpTo5 && (g5 === 0xffff || g5 === 0)) return ipv4Of(g6, g7);
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) return ipv4Of(g6, g7);
  if (g0 === 0x2002) return ipv4Of(g1, g2);
  return null;
}

/** True for an address on the public internet; false for any other, and for what is not an address. */
export function isPublicAddress(address: string): boolean {
  if (isIPv4(address)) return !v4.check(address, 'ipv4');
  if (!isIPv6(address)) return false;
  const groups = groupsOf(address);
  const carried = embeddedIpv4(groups);
  if (carried !== null) return isPublicAddress(carried);
  const first = groups[0] ?? 0;
  if ((first & 0xe000) !== 0x2000) return false;
  return !v6.check(address.split('%')[0] ?? '', 'ipv6');
}
