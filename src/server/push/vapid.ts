import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import { z } from 'zod';
import type { Config } from '../config';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

const KEYS_FILE = 'vapid-keys.json';
const StoredKeys = z.object({ publicKey: z.string().min(1), privateKey: z.string().min(1) });

/**
 * The server's VAPID identity: both keys from the settings, or a pair generated once into the data
 * folder (as the session secret is), so subscriptions stay valid across restarts with no set-up. Every
 * instance behind one load balancer must share it: a subscription is bound to the public key it was made
 * with, so several instances need the settings or a shared data folder.
 */
export function loadVapidKeys(config: Pick<Config, 'vapid' | 'dataDir'>): VapidKeys {
  const { publicKey, privateKey, subject } = config.vapid;
  if (publicKey && privateKey) {
    // Refuses malformed keys at start rather than at the first notice (it validates what it signs with).
    webpush.getVapidHeaders('https://push.invalid', subject, publicKey, privateKey, 'aes128gcm');
    return { publicKey, privateKey, subject };
  }
  if (publicKey || privateKey) {
    throw new Error('Invalid settings: set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither');
  }
  return { ...storedKeys(config.dataDir), subject };
}

function storedKeys(dataDir: string): z.infer<typeof StoredKeys> {
  const file = path.join(dataDir, KEYS_FILE);
  let text: string | null = null;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    const generated = webpush.generateVAPIDKeys();
    const keys = { publicKey: generated.publicKey, privateKey: generated.privateKey };
    writeFileSync(file, `${JSON.stringify(keys)}\n`, { mode: 0o600 });
    return keys;
  }
  const parsed = StoredKeys.safeParse(JSON.parse(text));
  if (!parsed.success) throw new Error(`${file} is not a VAPID key pair; delete it to generate a new one`);
  return parsed.data;
}
