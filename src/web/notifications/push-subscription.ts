import type { PushKeyResponse, PushSubscribeBody } from '../../core/protocol';
import { apiJson, apiRequest } from '../lib/api';

/** Where this browser stands with notices: it cannot have them, they are blocked, or on or off. */
export type PushState = 'unsupported' | 'blocked' | 'on' | 'off';

/** How long the service worker may take to become ready before switching on is given up. */
const READY_TIMEOUT_MS = 10_000;

export function pushSupported(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** The key in the bytes `pushManager.subscribe` takes (the server sends it as base64url text). */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

async function existingSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return registration ? registration.pushManager.getSubscription() : null;
}

/** The browser's subscription as the server's schema has it. */
function bodyOf(subscription: PushSubscription): PushSubscribeBody {
  const json = subscription.toJSON();
  return {
    endpoint: subscription.endpoint,
    expirationTime: json.expirationTime ?? null,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
}

/**
 * This browser's state. A subscription the browser holds is handed to the server again: the server keeps
 * one only while the session that made it lasts, so after signing in again it would otherwise be gone.
 */
export async function readPushState(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  const subscription = await existingSubscription();
  if (!subscription || Notification.permission !== 'granted') return 'off';
  await apiRequest('POST', '/api/push/subscribe', bodyOf(subscription));
  return 'on';
}

async function readyWorker(): Promise<ServiceWorkerRegistration> {
  if (!(await navigator.serviceWorker.getRegistration())) await navigator.serviceWorker.register('/sw.js');
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('The notification service did not start')), READY_TIMEOUT_MS);
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Asks the person's permission, subscribes with the browser's push service and tells the server. */
export async function switchPushOn(): Promise<PushState> {
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'blocked';
  if (permission !== 'granted') return 'off';
  const registration = await readyWorker();
  const { publicKey } = await apiJson<PushKeyResponse>('GET', '/api/push/key');
  // A subscription made for another key (the server's keys were replaced) cannot be reused.
  await (await registration.pushManager.getSubscription())?.unsubscribe();
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(publicKey),
  });
  await apiRequest('POST', '/api/push/subscribe', bodyOf(subscription));
  return 'on';
}

/** Tells the server first (so nothing more is sent), then drops the browser's subscription. */
export async function switchPushOff(): Promise<PushState> {
  const subscription = await existingSubscription();
  if (subscription) {
    await apiRequest('POST', '/api/push/unsubscribe', { endpoint: subscription.endpoint });
    await subscription.unsubscribe();
  }
  return 'off';
}
