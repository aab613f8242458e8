import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { BROWSER_PUSH_SERVICES } from './push/push-hosts';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'chesschat-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const STRIPE_KEYS = {
  STRIPE_SECRET_KEY: 'sk_test_1',
  STRIPE_WEBHOOK_SECRET: 'whsec_1',
  STRIPE_PRICE_PREMIUM: 'price_premium',
  STRIPE_PRICE_PRO: 'price_pro',
};

const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, ...env });

describe('the payments setting', () => {
  it('refuses to start in production without Stripe keys, naming the settings', () => {
    expect(() => load({ NODE_ENV: 'production' })).toThrow(
      /NODE_ENV=production needs real payments: set STRIPE_SECRET_KEY .*or set PAYMENTS=demo/,
    );
  });

  it('runs demo payments in production only when PAYMENTS=demo says so', () => {
    expect(load({ NODE_ENV: 'production', PAYMENTS: 'demo' }).payments).toBe('demo');
  });

  it('refuses PAYMENTS=stripe without a secret key, in any environment', () => {
    expect(() => load({ PAYMENTS: 'stripe' })).toThrow(/PAYMENTS=stripe needs STRIPE_SECRET_KEY/);
  });

  it('uses Stripe when its key is set, and demo payments by default outside production', () => {
    expect(load({ NODE_ENV: 'production', ...STRIPE_KEYS }).payments).toBe('stripe');
    expect(load({ PAYMENTS: 'stripe', ...STRIPE_KEYS }).payments).toBe('stripe');
    expect(load({}).payments).toBe('demo');
    expect(load({ NODE_ENV: 'development' }).payments).toBe('demo');
  });

  it('keeps user media in DATA_DIR/media, in MEDIA_DIR when set, and in a bucket when one is named', () => {
    expect(load({}).media).toEqual({ kind: 'disk', dir: path.join(dataDir, 'media') });
    expect(load({ MEDIA_DIR: '/srv/shared-media' }).media).toEqual({
      kind: 'disk',
      dir: '/srv/shared-media',
    });
    expect(load({ MEDIA_DIR: '/srv/shared-media', S3_BUCKET: 'b' }).media).toMatchObject({
      kind: 's3',
      bucket: 'b',
    });
  });

  it('refuses a mode it does not know', () => {
    expect(() => load({ PAYMENTS: 'free' })).toThrow(/Invalid settings: PAYMENTS/);
  });
});

describe('the durability and benchmark settings', () => {
  it('keeps SQLite at synchronous=NORMAL unless FULL is asked for, and refuses anything weaker', () => {
    expect(load({}).sqliteSynchronous).toBe('NORMAL');
    expect(load({ SQLITE_SYNCHRONOUS: 'FULL' }).sqliteSynchronous).toBe('FULL');
    expect(() => load({ SQLITE_SYNCHRONOUS: 'OFF' })).toThrow(/SQLITE_SYNCHRONOUS/);
  });

  it('pools ten PostgreSQL connections unless told, never fewer than the moves need', () => {
    expect(load({}).databasePoolSize).toBe(10);
    expect(load({ DATABASE_POOL_SIZE: '30' }).databasePoolSize).toBe(30);
    expect(() => load({ DATABASE_POOL_SIZE: '2' })).toThrow(/DATABASE_POOL_SIZE/);
  });

  it('limits a socket to 20 frames a second unless a benchmark lifts it', () => {
    expect(load({}).socketFramesPerSecond).toBe(20);
    expect(load({ SOCKET_FRAMES_PER_SECOND: '100000' }).socketFramesPerSecond).toBe(100_000);
    expect(() => load({ SOCKET_FRAMES_PER_SECOND: '0' })).toThrow(/SOCKET_FRAMES_PER_SECOND/);
  });

  it("posts to the browsers' push services unless PUSH_SERVICE_HOSTS names others, and refuses addresses", () => {
    expect(load({}).pushServiceHosts).toEqual(BROWSER_PUSH_SERVICES);
    expect(load({ PUSH_SERVICE_HOSTS: '' }).pushServiceHosts).toEqual(BROWSER_PUSH_SERVICES);
    expect(load({ PUSH_SERVICE_HOSTS: 'Push.Example.com, .push.example.net:8443' }).pushServiceHosts).toEqual(
      [
        { host: 'push.example.com', subdomains: false, port: 443 },
        { host: 'push.example.net', subdomains: true, port: 8443 },
      ],
    );
    for (const refused of ['10.0.0.1', 'push.example.com:0', 'https://push.example.com', ' , ']) {
      expect(() => load({ PUSH_SERVICE_HOSTS: refused }), refused).toThrow(/PUSH_SERVICE_HOSTS/);
    }
  });
});
