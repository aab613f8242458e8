import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';

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

  it('refuses a mode it does not know', () => {
    expect(() => load({ PAYMENTS: 'free' })).toThrow(/Invalid settings: PAYMENTS/);
  });
});
