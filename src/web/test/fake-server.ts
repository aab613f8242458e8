import { vi } from 'vitest';

export interface FakeCall {
  method: string;
  url: string;
  body: unknown;
}

/** Statuses whose answer has no body. */
const NO_BODY = new Set([204, 205, 304]);

type Answer = { status: number; body: unknown } | 'network-error';

/**
 * A stand-in for the server behind `fetch`: answers by "METHOD path" from a table the test fills,
 * and records every call. A route answered with a function gets each call's body.
 */
export function fakeServer(routes: Record<string, Answer | ((body: unknown) => Answer)>) {
  const calls: FakeCall[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, url, body });
    const route = routes[`${method} ${new URL(url, 'http://app.test').pathname}`];
    const answer = typeof route === 'function' ? route(body) : route;
    if (!answer) return new Response(JSON.stringify({ message: 'Not found' }), { status: 404 });
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    // A 204 or 304 has no body, as a real server sends it (and as `Response` insists).
    if (NO_BODY.has(answer.status)) return new Response(null, { status: answer.status });
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, routes };
}
