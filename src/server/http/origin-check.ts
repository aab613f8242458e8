import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route is called by another site's server, not by our pages, and proves itself another
     * way (Stripe's signature): the Origin check lets it through.
     */
    crossSiteCaller?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** True when the request visibly comes from a page of ours. */
export function isSameOrigin(request: FastifyRequest, appOrigin: string): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined) return origin === appOrigin;
  return request.headers['sec-fetch-site'] === 'same-origin';
}

/**
 * CSRF defence: every state-changing request must carry an Origin matching APP_URL (or
 * `Sec-Fetch-Site: same-origin`), whatever its path. The exemption is read from the route the
 * router chose, never from the raw URL, so no spelling of a path (percent-encoding, case, extra
 * slashes, dot segments) can reach a route unchecked. Cookies are SameSite=Lax as well; this closes
 * what Lax leaves open.
 */
export function installOriginCheck(app: FastifyInstance, appOrigin: string): void {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (request.routeOptions.config.crossSiteCaller === true) return;
    if (!isSameOrigin(request, appOrigin)) {
      throw new HttpError('origin_refused', 'Cross-site request refused');
    }
  });
}
