import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import type { CurrentUser, SubscriptionTier } from '../../core/protocol';
import { USER_QUERY_KEY } from '../lib/auth';
import { createQueryClient } from '../lib/query-client';

/** A signed-in user as GET /api/user gives it. */
export function member(tier: SubscriptionTier, overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 'u1',
    username: 'alice',
    email: 'alice@example.test',
    firstName: 'Alice',
    fullName: 'Alice Example',
    displayName: null,
    bio: '',
    profileImageUrl: null,
    createdAt: '2026-03-14T10:00:00.000Z',
    rating: 1200,
    subscriptionTier: tier,
    stripeCustomerId: tier === 'free' ? null : 'demo_cus_1',
    stripeSubscriptionId: tier === 'free' ? null : 'demo_sub_1',
    pendingDowngrade: null,
    cancelAtPeriodEnd: false,
    currentPeriodEnd: tier === 'free' ? null : '2026-12-21T09:30:00.000Z',
    ...overrides,
  };
}

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
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
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

/** Renders with a fresh query client in which the given user is signed in (or nobody). */
export function renderSignedIn(user: CurrentUser | null, ui: ReactNode) {
  const client = createQueryClient();
  client.setQueryData(USER_QUERY_KEY, user);
  return { client, ...render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>) };
}
