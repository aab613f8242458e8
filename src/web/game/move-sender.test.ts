import { describe, expect, it } from 'vitest';
import type { Game } from '../../core/protocol';
import { ApiError, type Refusal } from '../lib/api';
import { FakeLink, FakeScheduler, fakeGameApi, flush } from '../test/room-fakes';
import { MOVE_ACK_TIMEOUT_MS, MoveSender } from './move-sender';
import { gameAfter } from './test-game';

const start = gameAfter(['e2-e4', 'e7-e5']);
const predicted = gameAfter(['e2-e4', 'e7-e5', 'g1-f3']);

function sender(options: { status?: 'open' | 'closed' } = {}) {
  const link = new FakeLink(options.status ?? 'open');
  const scheduler = new FakeScheduler();
  const server = fakeGameApi(start);
  const answers: Game[] = [];
  const refusals: Refusal[] = [];
  const moves = new MoveSender({
    gameId: 'g1',
    link,
    api: server.api,
    scheduler,
    onAnswer: (game) => answers.push(game),
    onRefused: (refusal) => refusals.push(refusal),
  });
  moves.start();
  return { moves, link, scheduler, server, answers, refusals };
}

const moveFrames = (link: FakeLink) => link.sent.filter((m) => m.type === 'move');

describe('MoveSender', () => {
  it('sends the move with its ply and a ref on the socket, and settles once the game includes it', () => {
    const { moves, link } = sender();
    const pending = moves.send('g1-f3', 2, predicted);
    expect(moves.pending).toBe(pending);
    expect(moveFrames(link)).toEqual([
      { type: 'move', gameId: 'g1', move: 'g1-f3', ply: 2, ref: pending.ref },
    ]);
    moves.settle(start);
    expect(moves.pending).toBe(pending);
    moves.settle(predicted);
    expect(moves.pending).toBeNull();
  });

  it('takes the move back on an error frame with its ref, and only that ref', () => {
    const { moves, link, refusals } = sender();
    const pending = moves.send('d1-h5', 2, predicted);
    link.deliver({ type: 'error', message: 'Too fast', code: 'rate_limited', ref: 'chat:1' });
    link.deliver({ type: 'error', message: 'Too fast', code: 'rate_limited' });
    expect(moves.pending).toBe(pending);
    link.deliver({
      type: 'error',
      message: 'Cannot make moves in this game state',
      code: 'game_over',
      ref: pending.ref,
    });
    expect(moves.pending).toBeNull();
    expect(refusals).toEqual([{ message: 'Cannot make moves in this game state', code: 'game_over' }]);
  });

  it("keeps the rules' reason for a refused move, on the socket and over HTTP", async () => {
    const { moves, link, server, refusals } = sender();
    const pending = moves.send('g1-g5', 2, predicted);
    const refusal = { code: 'piece_cannot_go_there', piece: 'n', from: 'g1', to: 'g5' } as const;
    const message = 'That move is not allowed in this position';
    link.deliver({ type: 'error', message, code: 'illegal_move', refusal, ref: pending.ref });
    link.setStatus('closed');
    server.answerMoves(async () => {
      throw new ApiError(400, '', {
        message,
        code: 'illegal_move',
        refusal: { code: 'no_piece', square: 'e3' },
      });
    });
    moves.send('e3-e4', 2, predicted);
    await flush();
    // The room words the reason in the reader's language (room-text.test.ts, board/move-refusal-text.test.tsx).
    expect(refusals).toEqual([
      { message, code: 'illegal_move', rules: refusal },
      { message, code: 'illegal_move', rules: { code: 'no_piece', square: 'e3' } },
    ]);
  });

  it("passes on the socket refusal's code, whatever its sentence says", () => {
    const { moves, link, refusals } = sender();
    const first = moves.send('g1-f3', 2, predicted);
    link.deliver({ type: 'error', message: 'Please sign in again', code: 'auth_required', ref: first.ref });
    const second = moves.send('g1-f3', 2, predicted);
    link.deliver({
      type: 'error',
      message: 'Authentication required for a second device',
      code: 'rate_limited',
      ref: second.ref,
    });
    expect(refusals).toEqual([
      { message: 'Please sign in again', code: 'auth_required' },
      { message: 'Authentication required for a second device', code: 'rate_limited' },
    ]);
  });

  it('moves over HTTP while the socket is down, and reports a refusal that needs sign-in', async () => {
    const { moves, server, refusals } = sender({ status: 'closed' });
    server.answerMoves(async () => {
      throw new ApiError(401, '{"message":"Authentication required","code":"auth_required"}', {
        message: 'Authentication required',
        code: 'auth_required',
      });
    });
    moves.send('g1-f3', 2, predicted);
    await flush();
    expect(server.calls).toEqual(['move g1-f3 2']);
    expect(moves.pending).toBeNull();
    expect(refusals).toEqual([{ message: 'Authentication required', code: 'auth_required' }]);
  });

  it("gives no code for an HTTP refusal that is not the server's own answer", async () => {
    const { moves, server, refusals } = sender({ status: 'closed' });
    server.answerMoves(async () => {
      throw new ApiError(401, '<html>Authentication required</html>', null);
    });
    moves.send('g1-f3', 2, predicted);
    await flush();
    expect(refusals).toEqual([{ message: 'Unable to make move', code: null }]);
  });

  it('re-sends an unanswered move over HTTP, the same ply, after the acknowledgement timeout', async () => {
    const { moves, scheduler, server, answers } = sender();
    server.answerMoves(async () => ({
      isCheck: false,
      isCheckmate: false,
      playerColor: 'white',
      captured: null,
      game: predicted,
    }));
    moves.send('g1-f3', 2, predicted);
    scheduler.advance(MOVE_ACK_TIMEOUT_MS - 1);
    await flush();
    expect(server.calls).toEqual([]);
    scheduler.advance(1);
    await flush();
    expect(server.calls).toEqual(['move g1-f3 2']);
    expect(answers).toEqual([predicted]);
  });

  it('sends the same move again when the socket reconnects, with a fresh acknowledgement timer', () => {
    const { moves, link, scheduler } = sender();
    const pending = moves.send('g1-f3', 2, predicted);
    scheduler.advance(MOVE_ACK_TIMEOUT_MS / 2);
    link.setStatus('closed');
    link.setStatus('open');
    expect(moveFrames(link)).toHaveLength(2);
    expect(moveFrames(link)[1]).toMatchObject({ move: 'g1-f3', ply: 2, ref: pending.ref });
    expect(scheduler.pending).toBe(1);
  });

  it('stops waiting when the game ends before the move was answered', async () => {
    const { moves, scheduler, server } = sender();
    moves.send('g1-f3', 2, predicted);
    const over: Game = { ...start, status: 'completed', result: 'black_wins', termination: 'timeout' };
    moves.settle(over);
    expect(moves.pending).toBeNull();
    expect(scheduler.pending).toBe(0);
    scheduler.advance(MOVE_ACK_TIMEOUT_MS);
    await flush();
    expect(server.calls).toEqual([]);
  });

  it('ignores a late HTTP refusal of a move already settled', async () => {
    const { moves, server, refusals } = sender({ status: 'closed' });
    let refuse: (error: Error) => void = () => undefined;
    server.answerMoves(() => new Promise((_resolve, reject) => (refuse = reject)));
    moves.send('g1-f3', 2, predicted);
    moves.settle(predicted);
    refuse(new ApiError(409, '', { message: 'Another move was already played at this point of the game' }));
    await flush();
    expect(refusals).toEqual([]);
  });
});
