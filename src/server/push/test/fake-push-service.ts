import { execFileSync } from 'node:child_process';
import { createECDH, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { PushNetworkOptions } from '../push-network';

/** What http_ece (web-push's own encryption library) offers; it has no types of its own. */
interface Ece {
  decrypt(
    body: Buffer,
    params: { version: 'aes128gcm'; privateKey: ReturnType<typeof createECDH>; authSecret: Buffer },
  ): Buffer;
}
const ece = createRequire(import.meta.url)('http_ece') as Ece;

export interface PushedRequest {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A browser's side of one subscription: what it sends us, and the keys to read what it receives. */
export interface FakeBrowser {
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  /** The plaintext of a notice sent to this browser. */
  decrypt(body: Buffer): string;
}

/** The name the fake push service is reached by; only its own `network` resolves it. */
const HOST = 'push.test';
const ADDRESS = '127.0.0.1';

/**
 * A local push service for tests: an https server (web-push only speaks https) with a self-signed
 * certificate made by openssl, which records every POST and answers with the status set for its path
 * (201 Created, as real push services do, unless told otherwise). Browsers subscribe at
 * `https://push.test:<port>/…`: the app allows that host by its `PUSH_SERVICE_HOSTS` (`hostsSetting`),
 * the notifier resolves and reaches it by `network`.
 */
export class FakePushService {
  readonly received: PushedRequest[] = [];
  private readonly statuses = new Map<string, number>();
  private waiters: Array<() => void> = [];

  private constructor(
    private readonly server: Server,
    readonly certificate: string,
    readonly port: number,
  ) {}

  /** Where subscriptions point. */
  get origin(): string {
    return `https://${HOST}:${this.port}`;
  }

  /** The same service named by its address (what a subscription must not do). */
  get addressOrigin(): string {
    return `https://${ADDRESS}:${this.port}`;
  }

  /** `PUSH_SERVICE_HOSTS` for an app whose browsers subscribe here. */
  get hostsSetting(): string {
    return `${HOST}:${this.port}`;
  }

  /** Resolves push.test to the loopback address this service listens on, and trusts that address and its certificate. */
  get network(): PushNetworkOptions {
    return {
      resolve: async (hostname) => {
        if (hostname !== HOST) throw Object.assign(new Error(`${hostname} not found`), { code: 'ENOTFOUND' });
        return [{ address: ADDRESS, family: 4 }];
      },
      trusted: { addresses: [ADDRESS], ca: this.certificate },
    };
  }

  static async start(): Promise<FakePushService> {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'fake-push-'));
    try {
      execFileSync(
        'openssl',
        [
          'req',
          '-x509',
          '-newkey',
          'ec',
          '-pkeyopt',
          'ec_paramgen_curve:prime256v1',
          '-nodes',
          '-keyout',
          path.join(dir, 'key.pem'),
          '-out',
          path.join(dir, 'cert.pem'),
          '-days',
          '1',
          '-subj',
          `/CN=${HOST}`,
          '-addext',
          `subjectAltName=DNS:${HOST},IP:${ADDRESS}`,
        ],
        { stdio: 'ignore' },
      );
      const key = readFileSync(path.join(dir, 'key.pem'), 'utf8');
      const cert = readFileSync(path.join(dir, 'cert.pem'), 'utf8');
      let service: FakePushService | null = null;
      const server = createServer({ key, cert }, (request, response) => {
        const chunks: Buffer[] = [];
        request.on('data', (chunk: Buffer) => chunks.push(chunk));
        request.on('end', () => {
          const self = service as FakePushService;
          const requestPath = request.url ?? '/';
          self.received.push({ path: requestPath, headers: request.headers, body: Buffer.concat(chunks) });
          response.statusCode = self.statuses.get(requestPath) ?? 201;
          response.end();
          for (const wake of self.waiters.splice(0)) wake();
        });
      });
      await new Promise<void>((resolve) => server.listen(0, ADDRESS, resolve));
      const { port } = server.address() as AddressInfo;
      service = new FakePushService(server, cert, port);
      return service;
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  /** The status the service answers for `endpointPath` from now on (410 Gone: unsubscribed). */
  answer(endpointPath: string, status: number): void {
    this.statuses.set(endpointPath, status);
  }

  /** A browser subscribed at `${origin}${endpointPath}`, with keys of its own. */
  browser(endpointPath: string): FakeBrowser {
    const keys = createECDH('prime256v1');
    keys.generateKeys();
    const authSecret = randomBytes(16);
    return {
      subscription: {
        endpoint: `${this.origin}${endpointPath}`,
        keys: { p256dh: keys.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') },
      },
      decrypt: (body) =>
        ece.decrypt(body, { version: 'aes128gcm', privateKey: keys, authSecret }).toString('utf8'),
    };
  }

  /** Waits until `count` requests have arrived in all (fails after `timeoutMs`). */
  async waitFor(count: number, timeoutMs = 5_000): Promise<PushedRequest[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.received.length < count) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`Expected ${count} push requests, got ${this.received.length}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return this.received;
  }

  to(endpointPath: string): PushedRequest[] {
    return this.received.filter((request) => request.path === endpointPath);
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
