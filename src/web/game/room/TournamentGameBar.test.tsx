import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ServerMessage } from '../../../core/protocol';
import { fakeServer } from '../../test/fake-server';
import { ScriptedSocket } from '../../test/scripted-socket';
import { member, renderSignedIn } from '../../test/signed-in';
import { tournamentPage } from '../../tournaments/test/tournament-fixtures';
import { BLACK, gameAfter } from '../test-game';
import { beforeOwnFirstMove, TournamentGameBar } from './TournamentGameBar';

beforeEach(() => {
  ScriptedSocket.sent = [];
  vi.stubGlobal('WebSocket', ScriptedSocket);
  window.history.pushState(null, '', '/game/g1');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const live = (message: ServerMessage) => act(() => ScriptedSocket.opened.at(-1)?.deliver(message));
const tournamentGame = (moves: string[], overrides = {}) =>
  gameAfter(moves, { origin: 'tournament', tournamentId: 't1', ...overrides });
const renderBar = (game: ReturnType<typeof tournamentGame>, myColor: 'white' | 'black' | null = 'white') =>
  renderSignedIn(member('free'), <TournamentGameBar game={game} myColor={myColor} tournamentId={null} />);

describe('a tournament game’s line in the room', () => {
  it('offers Berserk before the player’s own first move only', () => {
    expect(beforeOwnFirstMove(gameAfter([]), 'white')).toBe(true);
    expect(beforeOwnFirstMove(gameAfter(['e2-e4']), 'white')).toBe(false);
    expect(beforeOwnFirstMove(gameAfter(['e2-e4']), 'black')).toBe(true);
    expect(beforeOwnFirstMove(gameAfter(['e2-e4', 'e7-e5']), 'black')).toBe(false);
    fakeServer({});
    const view = renderBar(tournamentGame(['e2-e4']), 'black');
    expect(screen.getByRole('button', { name: 'Berserk' })).toBeTruthy();
    view.rerender(
      <TournamentGameBar game={tournamentGame(['e2-e4', 'e7-e5'])} myColor="black" tournamentId={null} />,
    );
    expect(screen.queryByRole('button', { name: 'Berserk' })).toBeNull();
  });

  it('berserks with the tournament and the game, and says the clock is halved', async () => {
    const server = fakeServer({
      'POST /api/tournaments/t1/berserk': {
        status: 200,
        body: { gameId: 'g1', color: 'white', whiteTimeRemaining: 150, blackTimeRemaining: 300 },
      },
    });
    renderBar(tournamentGame([]));
    fireEvent.click(screen.getByRole('button', { name: 'Berserk' }));
    expect((await screen.findByTestId('berserk-done')).textContent).toContain('Your clock is halved');
    expect(server.calls.at(-1)).toMatchObject({ url: '/api/tournaments/t1/berserk', body: { gameId: 'g1' } });
    cleanup();
    // The game says it too (its snapshot after the berserk, or after a reload): no second Berserk.
    renderBar(tournamentGame([], { berserk: { white: true, black: false } }));
    expect(screen.getByTestId('berserk-done')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Berserk' })).toBeNull();
  });

  it('shows a refused berserk with the server’s message', async () => {
    fakeServer({
      'POST /api/tournaments/t1/berserk': {
        status: 409,
        body: { code: 'already_berserk', message: 'You already went berserk in this game.' },
      },
    });
    renderBar(tournamentGame([]));
    fireEvent.click(screen.getByRole('button', { name: 'Berserk' }));
    expect((await screen.findByRole('alert')).textContent).toBe('You already went berserk in this game.');
  });

  it('is not there for a game outside a tournament, nor for a spectator', () => {
    fakeServer({});
    renderBar(gameAfter([]));
    expect(screen.queryByTestId('tournament-game-bar')).toBeNull();
    cleanup();
    renderBar(tournamentGame([]), null);
    expect(screen.queryByTestId('tournament-game-bar')).toBeNull();
  });

  it('after the game, counts down to the next one and opens its room by itself', async () => {
    fakeServer({ 'GET /api/tournaments/t1': { status: 200, body: tournamentPage() } });
    const over = tournamentGame(['e2-e4'], {
      status: 'completed',
      result: 'black_wins',
      termination: 'resignation',
    });
    renderBar(over);
    expect(screen.queryByRole('button', { name: 'Berserk' })).toBeNull();
    expect((await screen.findByTestId('after-the-game')).textContent).toBe('Waiting for your next opponent…');
    expect(screen.getByRole('link', { name: 'Standings' }).getAttribute('href')).toBe('/tournaments/t1');
    live({
      type: 'tournament_next_game',
      tournamentId: 't1',
      gameId: 'g2',
      startsAt: Date.now() + 2_000,
      color: 'black',
      opponent: BLACK,
    });
    expect((await screen.findByTestId('next-game')).textContent).toMatch(
      /^Next game in [12] s, against Bob\.$/,
    );
    expect(window.location.pathname).toBe('/game/g1');
    await waitFor(() => expect(window.location.pathname).toBe('/game/g2'), { timeout: 4_000 });
    expect(window.location.search).toBe('?tournament=t1');
  });

  it('learns the next game from the tournament when the pairing came before the room opened', async () => {
    fakeServer({
      'GET /api/tournaments/t1': {
        status: 200,
        body: tournamentPage({
          me: { status: 'active', gameId: null, nextGame: { gameId: 'g3', startsAt: Date.now() + 1_500 } },
        }),
      },
    });
    renderBar(tournamentGame(['e2-e4'], { status: 'completed', result: 'draw', termination: 'agreement' }));
    expect((await screen.findByTestId('next-game')).textContent).toMatch(/^Next game in [12] s\.$/);
    await waitFor(() => expect(window.location.pathname).toBe('/game/g3'), { timeout: 4_000 });
  });

  it('says so when the tournament is over instead of waiting for an opponent', async () => {
    fakeServer({
      'GET /api/tournaments/t1': {
        status: 200,
        body: tournamentPage({ tournament: { ...tournamentPage().tournament, status: 'finished' } }),
      },
    });
    renderBar(tournamentGame(['e2-e4'], { status: 'completed', result: 'draw', termination: 'agreement' }));
    expect((await screen.findByTestId('after-the-game')).textContent).toBe(
      'The tournament is over: see the final table.',
    );
  });
});
