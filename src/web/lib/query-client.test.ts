import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../test/fake-server';
import { ApiError } from './api';
import { getQueryFn } from './query-client';

afterEach(() => vi.unstubAllGlobals());

/** Runs the default query for `/api/user` as react-query would. */
async function ask(onAuthRequired: 'returnNull' | 'throw'): Promise<{ id: string } | null> {
  const queryFn = getQueryFn<{ id: string }>({ onAuthRequired });
  return queryFn({
    client: new QueryClient(),
    queryKey: ['/api/user'],
    signal: new AbortController().signal,
    meta: undefined,
  });
}

describe('the default query', () => {
  it('answers null when the server says sign-in is required, and the answer otherwise', async () => {
    fakeServer({
      'GET /api/user': { status: 401, body: { message: 'Authentication required', code: 'auth_required' } },
    });
    expect(await ask('returnNull')).toBeNull();
    await expect(ask('throw')).rejects.toMatchObject({ status: 401, code: 'auth_required' });
    fakeServer({ 'GET /api/user': { status: 200, body: { id: 'u1' } } });
    expect(await ask('returnNull')).toEqual({ id: 'u1' });
  });

  it('throws a 401 that is not the server\'s own refusal instead of calling it "signed out"', async () => {
    fakeServer({ 'GET /api/user': { status: 401, body: { message: 'Proxy sign-in required' } } });
    const error = await ask('returnNull').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: null });
  });
});
