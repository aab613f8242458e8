import type { LookupAddress, LookupOptions } from 'node:dns';
import { lookup } from 'node:dns/promises';
import { Agent } from 'node:https';
import type { LookupFunction } from 'node:net';
import { isPublicAddress } from './public-address';

/** Resolves a push service's host name to its addresses (DNS, unless a test stands in). */
export type Resolve = (hostname: string) => Promise<LookupAddress[]>;

export const resolveWithDns: Resolve = (hostname) => lookup(hostname, { all: true, order: 'verbatim' });

/** The push service's host resolved to an address the server does not post to. */
export class PushAddressRefused extends Error {
  readonly code = 'EPUSHADDRESS';

  constructor(readonly hostname: string) {
    super(`${hostname} resolves to an address that is not on the public internet`);
    this.name = 'PushAddressRefused';
  }
}

export interface PushNetworkOptions {
  resolve?: Resolve;
  /**
   * A push service off the public internet this server may post to, by its addresses and certificate
   * authority: the tests' local one. Not a setting: no deployment reaches private addresses by configuration.
   */
  trusted?: { addresses: readonly string[]; ca: string };
}

/**
 * The https agent every push request goes through (decision 248). Its `lookup` resolves the host, refuses
 * it when any address is loopback, private, link-local, unique-local, shared (CGNAT), unspecified or
 * multicast, and hands the socket exactly the addresses it checked, so a name cannot resolve to one
 * address for the check and another for the connection.
 */
export function createPushAgent(options: PushNetworkOptions = {}): Agent {
  const resolve = options.resolve ?? resolveWithDns;
  const trusted = new Set(options.trusted?.addresses ?? []);
  const allowed = (address: string) => trusted.has(address) || isPublicAddress(address);

  const guardedLookup = (hostname: string, lookupOptions: LookupOptions, callback: LookupCallback) => {
    resolve(hostname).then(
      (addresses) => {
        if (addresses.length === 0 || !addresses.every((entry) => allowed(entry.address))) {
          callback(new PushAddressRefused(hostname), '');
          return;
        }
        const family = familyOf(lookupOptions.family);
        const usable = family ? addresses.filter((entry) => entry.family === family) : addresses;
        const [first] = usable;
        if (!first) {
          callback(
            Object.assign(new Error(`${hostname} has no IPv${family} address`), { code: 'ENOTFOUND' }),
            '',
          );
          return;
        }
        if (lookupOptions.all) callback(null, usable);
        else callback(null, first.address, first.family);
      },
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), ''),
    );
  };

  return new Agent({
    lookup: guardedLookup as LookupFunction,
    ...(options.trusted ? { ca: options.trusted.ca } : {}),
  });
}

type LookupCallback = Parameters<LookupFunction>[2];

function familyOf(family: LookupOptions['family']): 4 | 6 | null {
  if (family === 4 || family === 'IPv4') return 4;
  if (family === 6 || family === 'IPv6') return 6;
  return null;
}
