import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PROTOCOL_VERSION } from '../../core/limits';
import { ErrorBody } from '../../core/protocol';

/** Where the description is served: the readable page, and the document itself. */
export const API_DOCS_PREFIX = '/api/docs';
export const OPENAPI_PATH = `${API_DOCS_PREFIX}/openapi.json`;

/** Every refusal has this shape (decision 110); some add fields of their own, hence `loose`. */
const Refusal = ErrorBody.loose().describe(
  'A refusal: `code` says why (one of the ErrorCode values), `message` in words',
);

/**
 * The answers every route may give besides its own: a refusal (4xx) or a failure (5xx), both `{ message, code }`.
 * Added here rather than in each route so a route lists only what is particular to it.
 */
const COMMON_ANSWERS = { '4XX': Refusal, '5XX': Refusal };

/** The page groups calls by area, the first pattern matching a route's path naming its group (none: "default"). */
const AREAS: [RegExp, string][] = [
  [/^\/api\/(health|ready)$/, 'operations'],
  [/^\/api\/games\/[^/]+\/(chat|call-events)$|^\/api\/rtc-config$/, 'chat and video'],
  [/^\/api\/users\/|^\/api\/profiles\/|^\/api\/games\/[^/]+\/(ratings|moves)$/, 'players'],
  [/^\/api\/(games|invitations)\b/, 'games'],
  [/^\/api\/(billing|config\/stripe|create-checkout-session|stripe|manage-subscription)\b/, 'billing'],
  [
    /^\/api\/(user|login|logout|register|confirm-email|resend-confirmation|forgot-password|reset-password)\b/,
    'accounts',
  ],
];
const areaOf = (url: string) => AREAS.find(([pattern]) => pattern.test(url))?.[1];

/**
 * Only the routes that declare a schema are described; routes without one (the built client's files, the
 * socket, the docs themselves) are left out. `openapi.test.ts` fails for any route left out but not exempted.
 */
const transform: typeof jsonSchemaTransform = (document) => {
  const { schema } = document;
  if (!schema || Object.keys(schema).length === 0) return { schema: { hide: true }, url: document.url };
  const response = { ...COMMON_ANSWERS, ...(schema.response as Record<string, unknown> | undefined) };
  const area = areaOf(document.url);
  return jsonSchemaTransform({
    ...document,
    schema: { ...schema, response, ...(area ? { tags: [area] } : {}) },
  });
};

/**
 * Route schemas are zod objects that describe; input passes through to the handlers' own `parseWith`, and
 * answers go out as plain JSON. Any app registering our features needs this (a stand-in app in tests too).
 */
export function schemasDescribeOnly(app: FastifyInstance): void {
  app.setValidatorCompiler(() => (value) => ({ value }));
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
}

/**
 * The OpenAPI description, made from the zod schemas the routes declare (decision 181). Registered before the
 * features so its `onRoute` hook sees every route. The schemas describe; the handlers still parse with the same
 * core schema (`parseWith`), so the compilers below pass input through and answers go out as plain JSON.
 */
export async function installApiDocs(app: FastifyInstance): Promise<void> {
  schemasDescribeOnly(app);
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'ChessChat API',
        // The page-to-server protocol's version: the API changes with it.
        version: String(PROTOCOL_VERSION),
        description:
          'The HTTP API of ChessChat. Signed-in calls carry the session cookie; calls that change anything must ' +
          'come from the app’s own Origin. Every refusal is `{ message, code }`, its status set by the code. ' +
          'The live channel (`/ws`) is described in DESIGN.md, not here.',
      },
    },
    transform,
  });
  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PREFIX,
    // No call to swagger.io's validator: the page stays within our own origin and its CSP.
    uiConfig: { validatorUrl: null, deepLinking: true },
  });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());
}

/** The answer of routes that send a file rather than JSON: described by its content type. */
export function fileAnswer(contentType: string, description: string) {
  return { description, content: { [contentType]: { schema: z.string() } } };
}
