import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import { WS_CLOSE } from '../../core/limits';
import { joinRef } from '../../core/protocol';
import { gameAfter, WHITE } from '../game/test-game';
import { fakeServer } from '../test/fake-server';
import { ScriptedSocket } from '../test/scripted-socket';
import { member, renderSignedIn } from '../test/signed-in';
import GameRoom from './GameRoom';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the game room when the server turns the live channel away', () => {
  it("shows a full room's refusal, then the advice for too many sockets", async () => {
    const crowded = 'This game has too many viewers right now. Please try again later.';
    ScriptedSocket.joinAnswer = (ref) =>
      ref === joinRef('g1') ? { type: 'error', message: crowded, code: 'room_full', ref } : null;
    ScriptedSocket.userId = WHITE.id;
    vi.stubGlobal('WebSocket', ScriptedSocket);
    fakeServer({ 'GET /api/games/g1': { status: 200, body: { game: gameAfter(['e2-e4']) } } });
    window.history.pushState(null, '', '/game/g1');
    renderSignedIn(
      member('free', { id: WHITE.id }),
      <Route path="/game/:id">
        <GameRoom />
      </Route>,
    );

    expect((await screen.findByRole('alert')).textContent).toBe(crowded);
    expect(screen.queryByText('Loading chess game...')).toBeNull();

    act(() => ScriptedSocket.opened[0]?.closeWith(WS_CLOSE.tooManySockets));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many open tabs or connections — close some and reload',
    );
  });
});
