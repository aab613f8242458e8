import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../test/fake-server';
import { member, renderSignedIn } from '../test/signed-in';
import CreateGame from './CreateGame';

const allowance = (remaining: number) => ({
  status: 200,
  body: {
    plan: 'free',
    allowance: 3,
    used: 3 - remaining,
    remaining,
    resetsAt: '2026-12-01T00:00:00.000Z',
    has3dBoard: false,
  },
});

describe('the create screen', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('replaces Create Game by the reason and an upgrade link when no games are left', async () => {
    const server = fakeServer({ 'GET /api/billing/allowance': allowance(0) });
    renderSignedIn(member('free'), <CreateGame />);
    await screen.findByText(/You have no games left this month on the Free plan/);
    expect(screen.queryByRole('button', { name: 'Create Game' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Upgrade to play more' }).getAttribute('href')).toBe('/pricing');
    expect(server.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('offers Create Game while games are left', async () => {
    fakeServer({ 'GET /api/billing/allowance': allowance(2) });
    renderSignedIn(member('free'), <CreateGame />);
    await screen.findByText('2 of 3 games left this month on the Free plan.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create Game' })).toBeTruthy());
  });
});
