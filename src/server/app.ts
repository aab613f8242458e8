import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type RouteOptions } from 'fastify';
import { HTTP_BODY_LIMIT_BYTES } from '../core/limits';
import { installSessionHook, sessionCookieName } from './accounts/session';
import type { AppContext } from './context';
import { isDatabaseUnavailable } from './db/unavailable';
import { features } from './features';
import { installApiDocs } from './http/api-docs';
import { installClientApp } from './http/client-app';
import { answerClientError, answerError, installErrorHandler } from './http/error-handler';
import { databaseUnavailable, HttpError, mediaUnavailable } from './http/errors';
import { installGracefulClose } from './http/graceful-close';
import { installNulGuard } from './http/nul-guard';
import { installOriginCheck } from './http/origin-check';
import { installSecurityHeaders } from './http/security-headers';
import { fastifyTrustProxy } from './http/trust-proxy';
import { gameSharingCard } from './keepsakes/game-sharing';
import { websocketPluginOptions } from './live/socket-errors';
import { MediaUnavailableError } from './media/unavailable';
import { openRouteLimitStore } from './route-limits';
import type { Services } from './services';

export interface BuildOptions {
  /** Told of every route as it is registered (the tests list the app's routes this way). */
  onRoute?: (route: RouteOptions) => void;
  /** Prefix for the app's keys in Redis, instead of `REDIS_PREFIX` (tests sharing one Redis). */
  busPrefix?: string;
}

/** Builds the HTTP and socket app on top of already opened resources and started services. */
export async function buildApp(
  ctx: AppContext,
  services: Services,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const { config } = ctx;
  const app = Fastify({
    // Typed as Fastify's base logger so plugins and features share one FastifyInstance type.
    loggerInstance: ctx.log as FastifyBaseLogger,
    bodyLimit: HTTP_BODY_LIMIT_BYTES,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    return503OnClosing: true,
    frameworkErrors: answerError,
    clientErrorHandler: answerClientError,
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);

  installErrorHandler(app, (error) => {
    // The store's first: its cause (a refused connection to the bucket) would read as the database's.
    if (error instanceof MediaUnavailableError) return mediaUnavailable();
    return isDatabaseUnavailable(error) ? databaseUnavailable() : null;
  });
  installGracefulClose(app);
  await installSecurityHeaders(app, config.appOrigin);
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(cookie, { secret: config.sessionSecret });
  const routeLimits = await openRouteLimitStore({
    db: ctx.db,
    redisUrl: config.redisUrl,
    keyPrefix: options.busPrefix ?? config.redisPrefix,
    log: ctx.log,
  });
  app.addHook('onClose', () => routeLimits.close());
  await app.register(rateLimit, {
    global: false,
    ...routeLimits.options,
    errorResponseBuilder: (_request, context) =>
      new HttpError('rate_limited', `Too many requests. Please wait ${context.after} and try again.`),
  });
  await app.register(websocket, websocketPluginOptions);
  installOriginCheck(app, config.appOrigin);
  installNulGuard(app);
  installSessionHook(app, ctx.db, sessionCookieName(config));
  await installApiDocs(app);

  for (const feature of features) await feature(app, ctx, services);

  await installClientApp(
    app,
    config.webDist,
    config.appUrl,
    config.payments,
    gameSharingCard((gameId) => services.games.snapshot(gameId)),
  );
  return app;
}
