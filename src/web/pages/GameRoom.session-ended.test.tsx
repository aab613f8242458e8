import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import { WS_CLOSE } from '../../core/limits';
import { gameAfter, WHITE } from '../game/test-game';
import { USER_QUERY_KEY } from '../lib/auth';
import { queryClient } from '../lib/query-client';
import { fakeServer } from '../test/fake-server';
import { InLanguage } from '../test/in-language';
import { ScriptedSocket } from '../test/scripted-socket';
import { member } from '../test/signed-in';
import GameRoom from './GameRoom';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the game room when the session is signed out elsewhere', () => {
  it('asks who is signed in, goes on showing the game signed out, and connects again signed out', async () => {
    ScriptedSocket.userId = WHITE.id;
    vi.stubGlobal('WebSocket', ScriptedSocket);
    const server = fakeServer({
      'GET /api/games/g1': { status: 200, body: { game: gameAfter(['e2-e4']) } },
      'GET /api/user': { status: 401, body: { message: 'Authentication required', code: 'auth_required' } },
    });
    queryClient.setQueryData(USER_QUERY_KEY, member('free', { id: WHITE.id }));
    window.history.pushState(null, '', '/game/g1');
    render(
      <QueryClientProvider client={queryClient}>
        <Route path="/game/:id">
          <GameRoom />
        </Route>
      </QueryClientProvider>,
      { wrapper: InLanguage },
    );
    await screen.findByTestId('game-status');
    expect(server.calls.some((call) => call.url === '/api/user')).toBe(false);

    ScriptedSocket.userId = null;
    act(() => ScriptedSocket.opened[0]?.closeWith(WS_CLOSE.sessionEnded));
    // Signed out, the player is a visitor who watches the game (decision 274): no call, no players' chat.
    await screen.findByRole('tab', { name: 'Spectators' });
    expect(window.location.pathname).toBe('/game/g1');
    expect(screen.queryByTestId('video-chat-panel')).toBeNull();
    expect(screen.getByTestId('game-status')).toBeTruthy();
    expect(server.calls.filter((call) => call.url === '/api/user')).toHaveLength(1);
    expect(queryClient.getQueryData(USER_QUERY_KEY)).toBeNull();
    await waitFor(() => expect(ScriptedSocket.opened).toHaveLength(2));
  });
});
