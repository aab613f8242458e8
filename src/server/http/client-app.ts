import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { publicPageAt } from '../../core/pages';
import { installCrawlerFiles } from './crawlers';
import { notFound } from './errors';
import { withPageMeta } from './page-meta';

/**
 * Serves the built client. Hashed assets are cached for a year; index.html is always revalidated.
 * Client routes fall back to index.html, with a public page's own title, description and sharing cards;
 * unknown `/api/…` paths answer a 404 JSON message.
 */
export async function installClientApp(app: FastifyInstance, webDist: string, appUrl: string): Promise<void> {
  installCrawlerFiles(app, appUrl);
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
    const publicPage = publicPageAt(pathname);
    if (wantsPage && hasClient && publicPage) {
      // Read on each request: a rebuilt client must not be answered with the old build's asset names.
      const html = withPageMeta(await readFile(indexFile, 'utf8'), publicPage, appUrl);
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
    }
    if (wantsPage && hasClient) {
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
    }
    throw notFound(`Not found: ${request.method} ${pathname}`);
  });
}
