import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_REDIS_PREFIX } from './bus/redis-bus';
import { parseTrustProxy, type TrustProxy } from './http/trust-proxy';
import type { S3Settings } from './media/s3-store';
import { DEFAULT_PUSH_SERVICE_HOSTS, type PushServiceHosts, parsePushServiceHosts } from './push/push-hosts';

const Env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  APP_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  REDIS_URL: z.string().optional(),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const parsed = parseTrustProxy(value);
      if ('value' in parsed) return parsed.value;
      ctx.addIssue({ code: 'custom', message: parsed.error });
      return z.NEVER;
    }),
  REDIS_PREFIX: z.string().min(1).default(DEFAULT_REDIS_PREFIX),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('ChessChat <no-reply@chesschat.local>'),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_PRICE_PREMIUM: z.string().optional(),
  STRIPE_PRICE_PRO: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  STRIPE_API_BASE: z.string().url().optional(),
  PAYMENTS: z.enum(['demo', 'stripe']).optional(),
  NODE_ENV: z.string().optional(),
  ICE_SERVERS: z.string().optional(),
  TURN_URLS: z.string().optional(),
  TURN_SECRET: z.string().optional(),
  ICE_TRANSPORT_POLICY: z.enum(['all', 'relay']).default('all'),
  SESSION_SECRET: z.string().optional(),
  METRICS_TOKEN: z.string().optional(),
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, 'a VAPID subject is a mailto: or https:// address')
    .optional(),
  /** The push services subscriptions may name (decision 248): `host`, `.suffix` for its subdomains, `:port`. */
  PUSH_SERVICE_HOSTS: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const parsed = parsePushServiceHosts(value || DEFAULT_PUSH_SERVICE_HOSTS);
      if ('hosts' in parsed) return parsed.hosts;
      ctx.addIssue({ code: 'custom', message: parsed.error });
      return z.NEVER;
    }),
  /** Frames a live socket may send per second after its burst; raised only by benchmarks of fast loads. */
  SOCKET_FRAMES_PER_SECOND: z.coerce.number().int().min(1).max(1_000_000).default(20),
  /** SQLite's `synchronous` pragma: NORMAL survives a process crash, FULL a power loss too (decision 212). */
  SQLITE_SYNCHRONOUS: z.enum(['NORMAL', 'FULL']).default('NORMAL'),
  /**
   * PostgreSQL connections per instance. Moves take at most two (decision 211), so three is the least that
   * still serves a page while moves commit; instances × pool must stay under the server's max_connections.
   */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(3).max(200).default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Where the built client lives; tests point this at their own build. */
  WEB_DIST: z.string().default('./dist/web'),
  /**
   * User media on disk when no bucket is named (decision 328): `DATA_DIR/media` unless set, so instances on one
   * machine, each with a data folder of its own (`npm run cluster`), can share one folder.
   */
  MEDIA_DIR: z.string().optional(),
  /** User media in an S3-compatible store (decision 328) when a bucket is named; else on disk. */
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: z.string().url().optional().or(z.literal('')),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false', '1', '0', '']).optional(),
});

export type PaymentsMode = 'demo' | 'stripe';

/** Every setting's name (the consistency test holds `.env.example` and the README to this list). */
export const SETTING_NAMES = Object.keys(Env.shape);

export interface Config {
  port: number;
  host: string;
  appUrl: string;
  /** `new URL(appUrl).origin`, what the Origin header of our own pages carries. */
  appOrigin: string;
  secureCookies: boolean;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** Which proxies in front of the app may name the client (X-Forwarded-For); off by default. */
  trustProxy: TrustProxy;
  /** Starts every Redis channel name and key, so deployments sharing one Redis neither hear nor count each other. */
  redisPrefix: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  outboxDir: string;
  /** `demo`: simulated payments that grant paid plans for free; `stripe`: real card payments. */
  payments: PaymentsMode;
  stripe: {
    secretKey: string | undefined;
    webhookSecret: string | undefined;
    pricePremium: string | undefined;
    pricePro: string | undefined;
    publishableKey: string | undefined;
    apiBase: string | undefined;
  };
  iceServersJson: string | undefined;
  turnUrls: string | undefined;
  turnSecret: string | undefined;
  /** `relay`: browsers send media only through TURN (hides the players' addresses from each other). */
  iceTransportPolicy: 'all' | 'relay';
  sessionSecret: string;
  /** Bearer token that `/metrics` asks for; unset: no metrics are kept and `/metrics` does not exist. */
  metricsToken: string | undefined;
  /**
   * Web Push's VAPID identity (decision 185). Unset keys: a pair generated into `DATA_DIR/vapid-keys.json`
   * by the push feature; the subject defaults to `APP_URL` when it is https, else to `MAIL_FROM`'s address.
   */
  vapid: { publicKey: string | undefined; privateKey: string | undefined; subject: string };
  /** The only push services the server posts to (`PUSH_SERVICE_HOSTS`; the browsers' own by default). */
  pushServiceHosts: PushServiceHosts;
  /** Sustained frames per second a live socket may send (20 unless a benchmark lifts it). */
  socketFramesPerSecond: number;
  sqliteSynchronous: 'NORMAL' | 'FULL';
  databasePoolSize: number;
  logLevel: z.infer<typeof Env>['LOG_LEVEL'];
  webDist: string;
  /** Where user media is kept (decision 328): `DATA_DIR/media`, or the object store when `S3_BUCKET` is set. */
  media: { kind: 'disk'; dir: string } | ({ kind: 's3' } & S3Settings);
}

/** Reads settings from the environment; every one is optional (see the README's settings table). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid settings: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const appUrl = (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    appUrl,
    appOrigin: new URL(appUrl).origin,
    secureCookies: appUrl.startsWith('https:'),
    dataDir,
    databaseUrl: e.DATABASE_URL || undefined,
    redisUrl: e.REDIS_URL || undefined,
    trustProxy: e.TRUST_PROXY,
    redisPrefix: e.REDIS_PREFIX,
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    outboxDir: path.join(dataDir, 'outbox'),
    payments: paymentsMode(e.PAYMENTS, e.NODE_ENV, Boolean(e.STRIPE_SECRET_KEY)),
    stripe: {
      secretKey: e.STRIPE_SECRET_KEY || undefined,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET || undefined,
      pricePremium: e.STRIPE_PRICE_PREMIUM || undefined,
      pricePro: e.STRIPE_PRICE_PRO || undefined,
      publishableKey: e.STRIPE_PUBLISHABLE_KEY || undefined,
      apiBase: e.STRIPE_API_BASE || undefined,
    },
    iceServersJson: e.ICE_SERVERS || undefined,
    turnUrls: e.TURN_URLS || undefined,
    turnSecret: e.TURN_SECRET || undefined,
    iceTransportPolicy: e.ICE_TRANSPORT_POLICY,
    sessionSecret: e.SESSION_SECRET || sessionSecretFile(dataDir),
    metricsToken: e.METRICS_TOKEN || undefined,
    vapid: {
      publicKey: e.VAPID_PUBLIC_KEY || undefined,
      privateKey: e.VAPID_PRIVATE_KEY || undefined,
      subject: e.VAPID_SUBJECT || vapidSubject(appUrl, e.MAIL_FROM),
    },
    pushServiceHosts: e.PUSH_SERVICE_HOSTS,
    socketFramesPerSecond: e.SOCKET_FRAMES_PER_SECOND,
    sqliteSynchronous: e.SQLITE_SYNCHRONOUS,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    logLevel: e.LOG_LEVEL,
    webDist: path.resolve(e.WEB_DIST),
    media: e.S3_BUCKET
      ? {
          kind: 's3',
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT || undefined,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID || undefined,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY || undefined,
          // A store at an address of its own is usually self-hosted, and those want the bucket in the path.
          forcePathStyle: e.S3_FORCE_PATH_STYLE
            ? e.S3_FORCE_PATH_STYLE === 'true' || e.S3_FORCE_PATH_STYLE === '1'
            : Boolean(e.S3_ENDPOINT),
        }
      : { kind: 'disk', dir: e.MEDIA_DIR ? path.resolve(e.MEDIA_DIR) : path.join(dataDir, 'media') },
  };
}

const STRIPE_COMPANIONS = 'STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_PREMIUM, STRIPE_PRICE_PRO';

/**
 * Demo payments give paid plans away, so they must be chosen: they are the default only outside
 * production, and `PAYMENTS=stripe` without a key is refused rather than quietly running the demo.
 */
export function paymentsMode(
  chosen: PaymentsMode | undefined,
  nodeEnv: string | undefined,
  hasStripeKey: boolean,
): PaymentsMode {
  if (chosen === 'demo') return 'demo';
  if (hasStripeKey) return 'stripe';
  if (chosen === 'stripe') {
    throw new Error(`Invalid settings: PAYMENTS=stripe needs STRIPE_SECRET_KEY (and ${STRIPE_COMPANIONS})`);
  }
  if (nodeEnv === 'production') {
    throw new Error(
      `Invalid settings: NODE_ENV=production needs real payments: set STRIPE_SECRET_KEY (and ${STRIPE_COMPANIONS}), ` +
        'or set PAYMENTS=demo to run demo payments, which grant paid plans without charging anyone',
    );
  }
  return 'demo';
}

/** Push services contact this address about our sending: the site when it is https, else the mail sender. */
function vapidSubject(appUrl: string, mailFrom: string): string {
  if (appUrl.startsWith('https://')) return appUrl;
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return `mailto:${address}`;
}

/** A secret generated once into DATA_DIR, so cookies stay valid across restarts without set-up. */
function sessionSecretFile(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    const secret = randomBytes(32).toString('hex');
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}
