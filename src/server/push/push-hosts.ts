import { isIP } from 'node:net';

/** One push service the server may post to: a host, or every subdomain of one, at a port. */
export interface PushServiceHost {
  host: string;
  /** `.example.com` in the setting: any name under example.com, not example.com itself. */
  subdomains: boolean;
  port: number;
}

export type PushServiceHosts = readonly PushServiceHost[];

const HTTPS_PORT = 443;

/**
 * The push services of the browsers people use (decision 248): Chrome and the other Chromium browsers
 * (Firebase Cloud Messaging), Firefox (Mozilla autopush), Safari (Apple), Edge (Windows Push
 * Notification Services, one host per region).
 */
export const DEFAULT_PUSH_SERVICE_HOSTS =
  'fcm.googleapis.com,updates.push.services.mozilla.com,.push.apple.com,.notify.windows.com';

const ENTRY = /^(\.)?([a-z0-9-]+(?:\.[a-z0-9-]+)*)(?::(\d{1,5}))?$/;

/** Reads `PUSH_SERVICE_HOSTS`: comma-separated `host`, `.suffix` (subdomains) or either with `:port`. */
export function parsePushServiceHosts(text: string): { hosts: PushServiceHosts } | { error: string } {
  const hosts: PushServiceHost[] = [];
  for (const raw of text.split(',')) {
    const entry = raw.trim().toLowerCase();
    if (!entry) continue;
    const match = ENTRY.exec(entry);
    const port = match?.[3] === undefined ? HTTPS_PORT : Number(match[3]);
    if (!match?.[2] || isIP(match[2]) !== 0 || port < 1 || port > 65535) {
      return { error: `"${entry}" is not a host name, a .suffix, or either with a :port` };
    }
    hosts.push({ host: match[2], subdomains: match[1] === '.', port });
  }
  if (hosts.length === 0) return { error: 'name at least one push service host' };
  return { hosts };
}

/** The default list, read: the hosts a server posts to when nothing says otherwise. */
export const BROWSER_PUSH_SERVICES: PushServiceHosts = (() => {
  const parsed = parsePushServiceHosts(DEFAULT_PUSH_SERVICE_HOSTS);
  if ('error' in parsed) throw new Error(parsed.error);
  return parsed.hosts;
})();

function allows(rule: PushServiceHost, hostname: string, port: number): boolean {
  if (rule.port !== port) return false;
  return rule.subdomains ? hostname.endsWith(`.${rule.host}`) : hostname === rule.host;
}

/** `https://host[:port]` and the rest, with nothing in the authority two URL parsers could read apart. */
const PLAIN_ENDPOINT = /^https:\/\/([a-z0-9.-]+)(?::(\d{1,5}))?(?:[/?][^\s\\]*)?$/i;

/**
 * Why the server will not post to `endpoint`, or null when it is a known push service's address. Checked
 * when a browser subscribes and again before each sending (rows stored before a setting changed).
 * The authority must be a plain host name: no user info (`user@host`), no address in any notation
 * (decimal, hex, octal, IPv6), no backslash or space, so the host web-push connects to is the host checked.
 */
export function endpointRefusal(endpoint: string, hosts: PushServiceHosts): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'a push endpoint is an https:// address';
  }
  if (url.protocol !== 'https:') return 'a push endpoint is an https:// address';
  if (url.username || url.password) return 'a push endpoint carries no user name or password';
  if (url.hostname.startsWith('[') || isIP(url.hostname) !== 0) {
    return 'a push endpoint names its push service by host name, not by address';
  }
  const plain = PLAIN_ENDPOINT.exec(endpoint);
  if (!plain || plain[1]?.toLowerCase() !== url.hostname) {
    return 'a push endpoint is a plain https://host/path address';
  }
  const port = url.port ? Number(url.port) : HTTPS_PORT;
  if (hosts.some((rule) => allows(rule, url.hostname, port))) return null;
  if (hosts.some((rule) => allows(rule, url.hostname, rule.port))) {
    return "a push endpoint uses its push service's port";
  }
  return 'a push endpoint is at a known push service (PUSH_SERVICE_HOSTS)';
}
