import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PlayerGame } from '../../core/protocol';
import { filterFromSearch, searchOfFilter } from '../history/history-filter';
import { fakeServer } from '../test/fake-server';
import { member, renderSignedIn } from '../test/signed-in';
import History from './History';

const game: PlayerGame = {
  id: 'abcdefghjkmn',
  status: 'completed',
  result: 'white_wins',
  termination: 'resignation',
  whitePlayerId: 'u1',
  blackPlayerId: 'b',
  white: { id: 'u1', username: 'alice', displayName: null, rating: 1208, avatarUrl: null },
  black: { id: 'b', username: 'bob', displayName: null, rating: 1192, avatarUrl: null },
  timeControl: 600,
  increment: 0,
  rated: true,
  moveCount: 20,
  createdAt: '2026-11-20T10:00:00.000Z',
  startedAt: '2026-11-20T10:00:05.000Z',
  endedAt: '2026-11-20T10:20:00.000Z',
  color: 'white',
  outcome: 'win',
  ratingChange: 8,
  ratingAfter: 1208,
};

/** The history's list requests, as the query each sent. */
function listQueries(calls: Array<{ url: string }>): string[] {
  return calls
    .filter((call) => call.url.startsWith('/api/users/u1/games'))
    .map((call) => new URL(call.url, 'http://app.test').search);
}

function openHistory(address: string) {
  window.history.replaceState(null, '', address);
  const server = fakeServer({
    'GET /api/users/u1/games': { status: 200, body: [game] },
    'GET /api/users/u1/stats': { status: 404, body: {} },
  });
  renderSignedIn(member('free'), <History />);
  return server;
}

const selected = (label: string) => (screen.getByLabelText(label) as HTMLSelectElement).value;

describe('the history filter in the address (decision 278)', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', '/');
  });

  it('reads and writes one link per filter, and ignores what it does not know', () => {
    const read = filterFromSearch(new URLSearchParams('result=win&tc=600+0&q=%20bob%20&status=nope'));
    expect(read).toEqual({ status: 'all', result: 'win', tc: '600+0', q: 'bob' });
    expect(searchOfFilter(read).toString()).toBe('result=win&tc=600%2B0&q=bob');
    expect(filterFromSearch(new URLSearchParams('tc=10min&result=Win'))).toEqual({
      status: 'all',
      result: 'all',
      tc: '',
      q: '',
    });
  });

  it('opens a shared link with its filter, and shows how each game ended', async () => {
    const server = openHistory('/history?result=win&tc=600+0&q=bob');
    await screen.findByText('Opponent resigned');
    expect(selected('Result')).toBe('win');
    expect(selected('Time control')).toBe('600+0');
    expect((screen.getByLabelText('Search') as HTMLInputElement).value).toBe('bob');
    expect(listQueries(server.calls)).toEqual(['?result=win&tc=600%2B0&q=bob']);
  });

  it('writes a change into the address, and going back restores the filter', async () => {
    const server = openHistory('/history?result=win');
    await screen.findByText('Opponent resigned');
    const steps = window.history.length;
    fireEvent.change(screen.getByLabelText('Time control'), { target: { value: '180+2' } });
    expect(window.location.search).toBe('?result=win&tc=180%2B2');
    expect(window.history.length).toBe(steps + 1);
    await waitFor(() => expect(listQueries(server.calls)).toContain('?result=win&tc=180%2B2'));
    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    expect(window.location.search).toBe('?result=win');
    expect(selected('Time control')).toBe('');
  });

  it('writes the search text once typing pauses, replacing the step rather than adding one', async () => {
    const server = openHistory('/history?status=completed');
    await screen.findByText('Opponent resigned');
    const steps = window.history.length;
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'bo' } });
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'bob' } });
    await waitFor(() => expect(window.location.search).toBe('?status=completed&q=bob'));
    expect(window.history.length).toBe(steps);
    await waitFor(() => expect(listQueries(server.calls)).toContain('?status=completed&q=bob'));
    expect(listQueries(server.calls)).not.toContain('?status=completed&q=bo');
  });
});
