import { z } from 'zod';

/**
 * Web Push (decision 185). A browser's subscription is sent as `PushSubscription.toJSON()` gives it; the
 * server posts encrypted notices to its endpoint. Endpoints are https only: the server sends to whatever
 * address a subscription names, and no push service uses plain http.
 */
const Endpoint = z
  .string()
  .max(1000)
  .url()
  .refine((value) => value.startsWith('https://'), 'a push endpoint is an https:// address');

/** Base64url text of at most `max` characters (the keys are 65 and 16 bytes: 87 and 22 characters). */
const Base64Url = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, 'a key is base64url text');

/** `POST /api/push/subscribe`: this browser wants notices for the signed-in user. */
export const PushSubscribeBody = z.object({
  endpoint: Endpoint,
  /** Ignored beyond its type: push services set it, and it is informational. */
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: Base64Url(200), auth: Base64Url(100) }),
});
export type PushSubscribeBody = z.infer<typeof PushSubscribeBody>;

/** `POST /api/push/unsubscribe`: this browser no longer wants notices. */
export const PushUnsubscribeBody = z.object({ endpoint: Endpoint });
export type PushUnsubscribeBody = z.infer<typeof PushUnsubscribeBody>;

/** `GET /api/push/key`: the server's VAPID public key, the browser's `applicationServerKey`. */
export const PushKeyResponse = z.object({ publicKey: z.string() });
export type PushKeyResponse = z.infer<typeof PushKeyResponse>;

export const PUSH_KINDS = [
  'invitation',
  'your_turn',
  'challenge',
  'tournament_invitation',
  'correspondence_turn',
  'correspondence_reminder',
] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

/** What the service worker receives and shows; `url` is a path of this site, opened on click. */
export const PushNotice = z.object({
  kind: z.enum(PUSH_KINDS),
  title: z.string().min(1).max(120),
  body: z.string().max(300),
  url: z
    .string()
    .max(500)
    .regex(/^\/(?!\/)/, 'a notice opens a path of this site'),
  /** Notices with the same tag replace each other (one "your turn" per game), on the device and in transit. */
  tag: z.string().min(1).max(64).optional(),
});
export type PushNotice = z.infer<typeof PushNotice>;
