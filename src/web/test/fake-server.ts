import { vi } from 'vitest';

export interface FakeCall {
  method: string;
  url: string;
  body: unknown;
}

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
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, routes };
}
