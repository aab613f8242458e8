import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import CreateGame from '../../pages/CreateGame';
import { fakeServer } from '../../test/fake-server';
import { member, renderSignedIn } from '../../test/signed-in';

const allowance = {
  status: 200,
  body: {
    plan: 'free',
    allowance: 3,
    used: 3,
    remaining: 0,
    resetsAt: '2026-12-01T00:00:00.000Z',
    has3dBoard: false,
  },
};

describe('the create screen’s computer option', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('starts a game against the chosen level, even with no games left this month', async () => {
    const server = fakeServer({
      'GET /api/billing/allowance': allowance,
      'GET /api/friends': { status: 200, body: { friends: [], incoming: [], outgoing: [], blocked: [] } },
      'POST /api/games/computer': { status: 200, body: { id: 'c42', color: 'black' } },
    });
    renderSignedIn(member('free'), <CreateGame />);
    fireEvent.click(await screen.findByRole('radio', { name: 'Play the computer' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Level 6' }));
    expect(screen.getByTestId('level-hint').textContent).toBe('Level 6: A strong club player.');
    fireEvent.change(screen.getByLabelText('Time control'), { target: { value: '90+30' } });
    fireEvent.change(screen.getByLabelText('Your colour'), { target: { value: 'black' } });
    expect(screen.getByTestId('computer-summary').textContent).toBe(
      'You play Black against Computer (level 6); 90 min + 30 s for each side, casual.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Play the Computer' }));
    await waitFor(() => expect(server.calls.some((call) => call.method === 'POST')).toBe(true));
    const post = server.calls.find((call) => call.method === 'POST');
    expect(post?.url).toBe('/api/games/computer');
    expect(post?.body).toEqual({ level: 6, timeControl: 5400, increment: 30, color: 'black' });
  });

  it('starts from a pasted position with no clock, refusing a bad FEN beside the field first', async () => {
    const server = fakeServer({
      'GET /api/billing/allowance': allowance,
      'GET /api/friends': { status: 200, body: { friends: [], incoming: [], outgoing: [], blocked: [] } },
      'POST /api/games/computer': { status: 200, body: { id: 'c43', color: 'white' } },
    });
    renderSignedIn(member('free'), <CreateGame />);
    fireEvent.click(await screen.findByRole('radio', { name: 'Play the computer' }));
    fireEvent.change(screen.getByLabelText('Time control'), { target: { value: 'none' } });
    fireEvent.change(screen.getByLabelText('Start from'), { target: { value: 'fen' } });
    fireEvent.change(screen.getByLabelText('FEN'), { target: { value: '4k3/4R3/8/8/8/8/8/4K3 w - - 0 1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Play the Computer' }));
    expect((await screen.findByText(/the side not to move is in check/)).textContent).toContain(
      'not a legal position',
    );
    expect(server.calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.change(screen.getByLabelText('FEN'), {
      target: { value: '6k1/p4ppp/8/8/8/8/5PPP/3R2K1 b - -' },
    });
    expect(screen.getByTestId('computer-summary').textContent).toBe(
      'You play White against Computer (level 1); no clock, from your position, casual.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Play the Computer' }));
    await waitFor(() => expect(server.calls.some((call) => call.method === 'POST')).toBe(true));
    expect(server.calls.find((call) => call.method === 'POST')?.body).toEqual({
      level: 1,
      timeControl: 0,
      increment: 0,
      color: 'white',
      fen: '6k1/p4ppp/8/8/8/8/5PPP/3R2K1 b - - 0 1',
    });
  });
});
