import { isIP } from 'node:net';

/**
 * What Fastify's `trustProxy` is given: false (the default: the socket's address is the client's),
 * a number of proxy hops in front of the app, or the proxies' addresses and CIDR ranges.
 */
export type TrustProxy = false | number | string[];

/** proxy-addr's names for whole ranges, accepted as they are. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Reads `TRUST_PROXY`: unset or empty is off; a whole number is the hop count; otherwise a
 * comma-separated list of addresses and CIDR ranges. `true` (trust any hop) is refused: then every
 * client could choose its own address by sending X-Forwarded-For.
 */
export function parseTrustProxy(value: string | undefined): { value: TrustProxy } | { error: string } {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false' || text === '0') return { value: false };
  if (/^\d+$/.test(text)) return { value: Number(text) };
  const entries = text.split(',').map((entry) => entry.trim());
  const wrong = entries.filter((entry) => !isAddressOrRange(entry));
  if (wrong.length > 0) {
    return {
      error: `expected a hop count (e.g. 1) or proxy addresses and CIDR ranges separated by commas (e.g. 10.0.0.0/8,::1); cannot read ${wrong.map((w) => JSON.stringify(w)).join(', ')}`,
    };
  }
  return { value: entries };
}

/** Fastify's form of the setting: a hop count becomes "trust the nearest `hops` hops". */
export function fastifyTrustProxy(
  setting: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}
