import { createHash } from 'node:crypto';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { THEME_INIT_SCRIPT } from '../../core/theme-init';
import { WAKE_ON_TOUCH_SCRIPT } from '../../core/wake-on-touch';

const cspHash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
/** An inline script allowed: the theme set before the first paint (decision 221), by its hash. */
export const THEME_INIT_HASH = cspHash(THEME_INIT_SCRIPT);
/** The other: the script that holds taps until the app is live and wakes a public page (decision 239). */
export const WAKE_ON_TOUCH_HASH = cspHash(WAKE_ON_TOUCH_SCRIPT);

/**
 * Powerful browser features: camera and microphone for the app's own pages (the video call), fullscreen for the
 * room; everything else a page could ask the visitor for is off, for us and for anything we might ever embed.
 */
export const PERMISSIONS_POLICY = [
  'camera=(self)',
  'microphone=(self)',
  'fullscreen=(self)',
  'display-capture=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'midi=()',
  'accelerometer=()',
  'gyroscope=()',
  'magnetometer=()',
].join(', ');

/**
 * Security headers with a CSP the app runs under: only our own scripts (and the two inline ones, by hash),
 * our own socket, camera
 * streams as blob/media, no framing. Inline styles are allowed because React and Radix set style attributes.
 * Also the Permissions-Policy above, and `Cache-Control: no-store` on every answer that sets no caching of its
 * own (decision 115).
 */
export async function installSecurityHeaders(app: FastifyInstance, appOrigin: string): Promise<void> {
  const secure = appOrigin.startsWith('https:');
  const socketOrigin = appOrigin.replace(/^http/, 'ws');
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // WebAssembly compilation for the engine's worker (decision 232; JavaScript eval stays refused), and the
        // two inline scripts by their hashes: the theme before the first paint (decision 221) and wake-on-touch
        // (decision 239).
        scriptSrc: ["'self'", "'wasm-unsafe-eval'", THEME_INIT_HASH, WAKE_ON_TOUCH_HASH],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", socketOrigin],
        mediaSrc: ["'self'", 'blob:', 'mediastream:'],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(secure ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: secure,
  });
  // A callback hook, not an async one: it runs on every answer. Only what says how it may be kept is kept (the page
  // and its hashed assets, see client-app.ts); every other answer — all of `/api`, errors, redirects — may carry a
  // session's data, so no browser or proxy stores it.
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
