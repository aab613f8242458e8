import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PlayerGame } from '../../core/protocol';
import { filterFromSearch, searchOfFilter, tournamentHistoryHref } from '../history/history-filter';
import { activateLocale } from '../i18n/i18n';
import { fakeServer } from '../test/fake-server';
import { member, renderSignedIn } from '../test/signed-in';
import { summary } from '../tournaments/test/tournament-fixtures';
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

/** Two tournaments Alice played in, newest first, as `GET /api/users/alice/tournaments` lists them. */
const played = {
  tournaments: [
    {
      tournament: summary({
        id: 'friday2345ab',
        name: 'Friday friends',
        startsAt: '2026-11-27T18:00:00.000Z',
      }),
      rank: 1,
      score: 6,
      games: 3,
    },
    {
      tournament: summary({ id: 'hourly2345ab', name: 'Hourly blitz', kind: 'pro_arena' }),
      rank: 4,
      score: 2,
      games: 2,
    },
  ],
};

function openHistory(address: string, tournaments: unknown = { tournaments: [] }) {
  window.history.replaceState(null, '', address);
  const server = fakeServer({
    'GET /api/users/u1/games': { status: 200, body: [game] },
    'GET /api/users/u1/stats': { status: 404, body: {} },
    'GET /api/users/alice/tournaments': { status: 200, body: tournaments },
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
    expect(read).toEqual({ status: 'all', result: 'win', tc: '600+0', q: 'bob', tournament: '' });
    expect(searchOfFilter(read).toString()).toBe('result=win&tc=600%2B0&q=bob');
    expect(filterFromSearch(new URLSearchParams('tc=10min&result=Win&tournament=no%20such'))).toEqual({
      status: 'all',
      result: 'all',
      tc: '',
      q: '',
      tournament: '',
    });
    const arena = filterFromSearch(new URLSearchParams('tournament=arena2345&result=loss'));
    expect(arena.tournament).toBe('arena2345');
    expect(searchOfFilter(arena).toString()).toBe('result=loss&tournament=arena2345');
    expect(tournamentHistoryHref('arena2345')).toBe('/history?tournament=arena2345');
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

  it('lists the tournaments played in, filters by one in the address, and leads to its page', async () => {
    const server = openHistory('/history?tournament=friday2345ab', played);
    await screen.findByText('Opponent resigned');
    expect(listQueries(server.calls)).toEqual(['?tournament=friday2345ab']);
    await waitFor(() => expect(selected('Tournament')).toBe('friday2345ab'));
    const names = [...(screen.getByLabelText('Tournament') as HTMLSelectElement).options].map((o) => o.text);
    expect(names).toEqual([
      'All games',
      expect.stringMatching(/^Friday friends · Nov 27, 2026$/),
      expect.stringMatching(/^Hourly blitz · /),
    ]);
    expect(screen.getByRole('link', { name: 'Open the tournament' }).getAttribute('href')).toBe(
      '/tournaments/friday2345ab',
    );
    fireEvent.change(screen.getByLabelText('Tournament'), { target: { value: 'hourly2345ab' } });
    expect(window.location.search).toBe('?tournament=hourly2345ab');
    await waitFor(() => expect(listQueries(server.calls)).toContain('?tournament=hourly2345ab'));
    fireEvent.change(screen.getByLabelText('Tournament'), { target: { value: '' } });
    expect(window.location.search).toBe('');
    expect(screen.queryByRole('link', { name: 'Open the tournament' })).toBeNull();
  });

  it('keeps a linked tournament it does not list, and shows no list to one who never played in any', async () => {
    openHistory('/history?tournament=older2345ab', played);
    await screen.findByText('Opponent resigned');
    await waitFor(() => expect(selected('Tournament')).toBe('older2345ab'));
    expect(screen.getByRole('option', { name: 'Another tournament' })).toBeTruthy();
    cleanup();
    openHistory('/history');
    await screen.findByText('Opponent resigned');
    expect(screen.queryByLabelText('Tournament')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Showing 1 of 1 game');
  });

  it('speaks the reader’s language: the page, its filters, counts and how each game ended', async () => {
    await act(() => activateLocale('es'));
    try {
      openHistory('/history?tournament=friday2345ab', played);
      await screen.findByText('El rival abandonó');
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Historial de partidas');
      expect(screen.getByRole('status').textContent).toBe('Mostrando 1 de 1 partida');
      await waitFor(() => expect(selected('Torneo')).toBe('friday2345ab'));
      expect(screen.getByRole('option', { name: 'Todas las partidas' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Ver el torneo' })).toBeTruthy();
    } finally {
      await act(() => activateLocale('en'));
    }
  });

  it('invites a player with no games yet to start one', async () => {
    window.history.replaceState(null, '', '/history');
    fakeServer({
      'GET /api/users/u1/games': { status: 200, body: [] },
      'GET /api/users/u1/stats': { status: 404, body: {} },
      'GET /api/users/alice/tournaments': { status: 200, body: { tournaments: [] } },
    });
    renderSignedIn(member('free'), <History />);
    await screen.findByText('No games found');
    expect(screen.getByRole('link', { name: 'Start a game' }).getAttribute('href')).toBe('/game/new');
    expect(screen.getByRole('link', { name: 'Start a game' }).parentElement?.textContent).toBe(
      'Your games will show up here. Start a game to play your first.',
    );
  });
});
