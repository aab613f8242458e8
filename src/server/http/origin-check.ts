import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Requests that are not made by our pages and carry their own proof (Stripe's signature). */
const EXEMPT_PATHS = new Set(['/api/stripe/webhook']);

/** True when the request visibly comes from a page of ours. */
export function isSameOrigin(request: FastifyRequest, appOrigin: string): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined) return origin === appOrigin;
  return request.headers['sec-fetch-site'] === 'same-origin';
}

/**
 * CSRF defence: a state-changing API call must carry an Origin matching APP_URL (or
 * `Sec-Fetch-Site: same-origin`). Cookies are SameSite=Lax as well; this closes what Lax leaves open.
 */
export function installOriginCheck(app: FastifyInstance, appOrigin: string): void {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const path = request.url.split('?')[0] ?? '';
    if (!path.startsWith('/api/') || EXEMPT_PATHS.has(path)) return;
    if (!isSameOrigin(request, appOrigin)) {
      throw new HttpError('origin_refused', 'Cross-site request refused');
    }
  });
}
