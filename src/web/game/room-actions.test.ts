import { describe, expect, it } from 'vitest';
import type { Game } from '../../core/protocol';
import { ApiError } from '../lib/api';
import { fakeGameApi } from '../test/room-fakes';
import { RoomActions } from './room-actions';
import type { RoomNotice } from './room-state';
import { gameAfter } from './test-game';

function actions(game: Game) {
  const server = fakeGameApi(game);
  const shown: Game[] = [];
  const busy: boolean[] = [];
  const notices: RoomNotice[] = [];
  const room = new RoomActions({
    gameId: game.id,
    api: server.api,
    applySnapshot: (answered) => shown.push(answered),
    setBusy: (value) => busy.push(value),
    notify: (notice) => notices.push(notice),
    takeback: (action) => server.calls.push(`takeback ${action}`),
  });
  return { room, server, shown, busy, notices };
}

describe('RoomActions', () => {
  it('is busy while an action is in flight and shows the game it answers with', async () => {
    const game = gameAfter(['e2-e4', 'e7-e5']);
    const { room, server, shown, busy } = actions(game);
    await room.offerDraw();
    expect(server.calls).toEqual(['draw offer']);
    expect(shown).toEqual([game]);
    expect(busy).toEqual([true, false]);
  });

  it("reports a refused action with the server's code", async () => {
    const { room, server, shown, busy, notices } = actions(gameAfter(['e2-e4', 'e7-e5']));
    server.api.resign = async () => {
      throw new ApiError(401, '{"message":"Authentication required","code":"auth_required"}', {
        message: 'Authentication required',
        code: 'auth_required',
      });
    };
    server.api.abort = async () => {
      throw new TypeError('Failed to fetch');
    };
    await room.resign();
    await room.abort();
    expect(shown).toEqual([]);
    expect(busy).toEqual([true, false, true, false]);
    expect(notices).toEqual([
      { kind: 'action_failed', message: 'Authentication required', code: 'auth_required' },
      { kind: 'action_failed', message: 'Please try again.', code: null },
    ]);
  });
});
