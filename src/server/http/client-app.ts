import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { notFound } from './errors';

/**
 * Serves the built client. Hashed assets are cached for a year; index.html is always revalidated.
 * Client routes fall back to index.html; unknown `/api/…` paths answer a 404 JSON message.
 */
export async function installClientApp(app: FastifyInstance, webDist: string): Promise<void> {
  const indexFile = path.join(webDist, 'index.html');
  const hasClient = existsSync(indexFile);
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api/') &&
      pathname !== '/ws' &&
      !pathname.startsWith('/assets/');
    if (wantsPage && hasClient) {
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
    }
    throw notFound(`Not found: ${request.method} ${pathname}`);
  });
}
