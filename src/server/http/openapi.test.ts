import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../core/protocol';
import { startTestApp, type TestApp } from '../test/harness';
import { API_DOCS_PREFIX, OPENAPI_PATH } from './api-docs';

/**
 * Routes left out of the API description on purpose, each with its reason. Every other route the app registers
 * must be described with its schemas, so a new route without them fails here (decision 181).
 */
const EXEMPT: Record<string, string> = {
  'GET /ws':
    'the live socket: its frames are the zod unions of src/core/protocol/live.ts, described in DESIGN.md',
  'GET /robots.txt': 'a text file for crawlers, not part of the API',
  'GET /sitemap.xml': 'an XML file for crawlers, not part of the API',
  'GET /metrics': 'Prometheus text format for a scraper, described in the README',
};

/** The readable page and its files (Swagger UI) are the description itself. */
const isDocsRoute = (url: string) => url === API_DOCS_PREFIX || url.startsWith(`${API_DOCS_PREFIX}/`);

/** Calls that change something yet read no body: the action is the path itself. */
const TAKES_NO_BODY = new Set([
  'POST /api/logout',
  'POST /api/logout-everywhere',
  'POST /api/user/sessions/sign-out-others',
  'DELETE /api/user/sessions/:id',
  'DELETE /api/user/avatar',
  'POST /api/games/:id/join',
  'POST /api/studies/:id/join',
  'POST /api/studies/:id/leave',
  'DELETE /api/studies/:id',
  'POST /api/games/:id/resign',
  'POST /api/games/:id/abort',
  'POST /api/games/:id/rematch',
  'POST /api/friends/requests/:id/accept',
  'POST /api/friends/requests/:id/decline',
  'DELETE /api/friends/requests/:id',
  'DELETE /api/friends/:userId',
  'DELETE /api/blocks/:userId',
  'POST /api/challenges/:id/accept',
  'POST /api/challenges/:id/decline',
  'DELETE /api/challenges/:id',
  'POST /api/notifications/read',
  'POST /api/invitations/:id/decline',
  'DELETE /api/lobby/seeks/:id',
  'POST /api/lobby/seeks/:id/accept',
  'POST /api/tournaments/:id/pause',
  'POST /api/tournaments/:id/withdraw',
  'POST /api/tournaments/:id/start',
  'POST /api/tournaments/:id/cancel',
  'DELETE /api/lobby/pool',
  'DELETE /api/correspondence/vacation',
]);

interface Operation {
  tags?: string[];
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { description?: string; content?: Record<string, { schema: unknown }> }>;
}
interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
}

const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');
const pathParams = (url: string) => [...url.matchAll(/:(\w+)/g)].map((m) => m[1]);

let app: TestApp;
let spec: OpenApiDocument;

beforeAll(async () => {
  app = await startTestApp();
  const response = await app.request('GET', OPENAPI_PATH);
  expect(response.status).toBe(200);
  spec = response.body as OpenApiDocument;
});
afterAll(() => app?.close());

describe('the OpenAPI description', () => {
  it('describes every route but the exempted ones, with its parameters, body and answers', () => {
    const routes = app.routes.filter((r) => r.method !== 'HEAD' && !isDocsRoute(r.url));
    const problems: string[] = [];
    for (const route of routes) {
      const key = `${route.method} ${route.url}`;
      if (key in EXEMPT) continue;
      const operation = spec.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      if (!operation) {
        problems.push(`${key}: no schema (declare one, or exempt it with a reason)`);
        continue;
      }
      const declared = new Set(
        (operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
      );
      for (const name of pathParams(route.url)) {
        if (!declared.has(name as string)) problems.push(`${key}: path parameter ${name} has no schema`);
      }
      const success = Object.entries(operation.responses).filter(([status]) => /^[23]\d\d$/.test(status));
      if (success.length === 0) problems.push(`${key}: no schema for its successful answer`);
      const readsBody = route.method !== 'GET' && !TAKES_NO_BODY.has(key);
      if (readsBody && !operation.requestBody) problems.push(`${key}: no body schema`);
      if (!readsBody && operation.requestBody)
        problems.push(`${key}: a body schema, but listed as taking none`);
    }
    expect(problems).toEqual([]);
  });

  it('lists only routes that exist, and exempts only routes that exist', () => {
    const registered = new Set(app.routes.map((r) => `${r.method} ${openApiPath(r.url)}`));
    const described = Object.entries(spec.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(described.filter((key) => !registered.has(key))).toEqual([]);
    const routeKeys = new Set(app.routes.map((r) => `${r.method} ${r.url}`));
    expect(Object.keys(EXEMPT).filter((key) => !routeKeys.has(key))).toEqual([]);
    expect([...TAKES_NO_BODY].filter((key) => !routeKeys.has(key))).toEqual([]);
  });

  it('documents refusals as { message, code } with every ErrorCode', () => {
    const operation = spec.paths['/api/games/{id}/move']?.post;
    const refusal = operation?.responses['4XX']?.content?.['application/json']?.schema as {
      properties: { code: { enum: string[] } };
      required: string[];
    };
    expect(refusal.required).toEqual(expect.arrayContaining(['message', 'code']));
    expect(refusal.properties.code.enum).toEqual([...ERROR_CODES]);
  });

  it('groups the calls by area', () => {
    const tags = (path: string, method: string) => spec.paths[path]?.[method]?.tags;
    expect(tags('/api/games/{id}/move', 'post')).toEqual(['games']);
    expect(tags('/api/games/{id}/moves', 'get')).toEqual(['players']);
    expect(tags('/api/user', 'patch')).toEqual(['accounts']);
    expect(tags('/api/confirm-email-change', 'post')).toEqual(['accounts']);
    expect(tags('/api/stripe/webhook', 'post')).toEqual(['billing']);
  });

  it('shows a readable page under the app’s own CSP', async () => {
    const page = await app.request('GET', `${API_DOCS_PREFIX}/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.text).toContain('swagger-ui');
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    // Every script the page loads is one of our own files, never inline (which the CSP would block).
    expect(page.text).not.toMatch(/<script>(?!\s*<\/script>)/);
    const initializer = await app.request('GET', `${API_DOCS_PREFIX}/static/swagger-initializer.js`);
    expect(initializer.status).toBe(200);
  });
});
