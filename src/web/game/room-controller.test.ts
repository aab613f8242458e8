import { describe, expect, it } from 'vitest';
import { type Game, joinRef } from '../../core/protocol';
import { ApiError } from '../lib/api';
import { inEnglish } from '../test/english';
import { FakeLink, FakeScheduler, fakeGameApi, flush } from '../test/room-fakes';
import { POLL_INTERVAL_MS } from './game-follower';
import type { LinkStatus } from './live-link';
import { MOVE_ACK_TIMEOUT_MS } from './move-sender';
import { REJECT_FLASH_MS, RoomController } from './room-controller';
import type { RoomNotice } from './room-state';
import { BLACK, gameAfter, moveEvent, WHITE } from './test-game';

// The takeback steps word their refusals in the page's language.
inEnglish();

async function room(game: Game, options: { viewer?: string | null; status?: LinkStatus } = {}) {
  const link = new FakeLink(options.status ?? 'open');
  const scheduler = new FakeScheduler();
  const server = fakeGameApi(game);
  const notices: RoomNotice[] = [];
  const controller = new RoomController({
    gameId: game.id,
    viewerId: options.viewer === undefined ? WHITE.id : options.viewer,
    link,
    api: server.api,
    scheduler,
    notify: (notice) => notices.push(notice),
  });
  controller.start();
  await flush();
  return { controller, link, scheduler, server, notices };
}

const moveSent = (link: FakeLink) => link.sent.filter((m) => m.type === 'move');

describe('RoomController: following the game', () => {
  it('joins the game on the socket, loads it over HTTP and does not poll while the socket is open', async () => {
    const { controller, link, scheduler, server } = await room(gameAfter([]));
    expect(link.joined).toEqual(['g1']);
    expect(controller.getState().phase).toBe('ready');
    expect(controller.myColor).toBe('white');
    scheduler.advance(10_000);
    await flush();
    expect(server.calls).toEqual(['fetch']);
    controller.stop();
    expect(link.left).toEqual(['g1']);
  });

  it('polls every 2 s only while the socket is down', async () => {
    const { controller, link, scheduler, server } = await room(gameAfter([]), { status: 'connecting' });
    scheduler.advance(POLL_INTERVAL_MS * 2);
    await flush();
    expect(server.calls).toEqual(['fetch', 'fetch', 'fetch']);
    link.setStatus('open');
    scheduler.advance(POLL_INTERVAL_MS * 3);
    await flush();
    expect(server.calls).toHaveLength(3);
    expect(controller.getState().connection).toBe('open');
  });

  it("holds the server's refusal of its join and its socket's status while they last", async () => {
    const start = gameAfter([]);
    const { controller, link } = await room(start);
    const crowded = 'This game has too many viewers right now. Please try again later.';
    link.deliver({ type: 'error', message: crowded, code: 'room_full', ref: joinRef('g1') });
    expect(controller.getState().joinRefusal).toBe(crowded);
    link.deliver({ type: 'game', game: start });
    expect(controller.getState().joinRefusal).toBeNull();
    link.setStatus('too_many_sockets');
    expect(controller.getState().connection).toBe('too_many_sockets');
  });

  it('shows Game Not Found for a 404', async () => {
    const link = new FakeLink();
    const scheduler = new FakeScheduler();
    const controller = new RoomController({
      gameId: 'missing',
      viewerId: null,
      link,
      api: {
        ...fakeGameApi(gameAfter([])).api,
        fetchGame: async () => {
          throw new ApiError(404, '{"message":"Game not found","code":"not_found"}', {
            message: 'Game not found',
            code: 'not_found',
          });
        },
      },
      scheduler,
      notify: () => undefined,
    });
    controller.start();
    await flush();
    expect(controller.getState().phase).toBe('not_found');
  });

  it("applies the opponent's move with a sound and a notice", async () => {
    const start = gameAfter(['e2-e4']);
    const { controller, link, notices } = await room(start);
    link.deliver(moveEvent(start, 'd7-d5'));
    const state = controller.getState();
    expect(state.game?.moves).toEqual(['e2-e4', 'd7-d5']);
    expect(state.game?.currentTurn).toBe('white');
    expect(notices).toContainEqual({ kind: 'sound', sound: 'move' });
    expect(notices).toContainEqual(
      expect.objectContaining({ kind: 'move', viewer: 'white', mover: 'black', san: 'd5' }),
    );
    expect(controller.shownStep().lastMove).toEqual({ from: 'd7', to: 'd5' });
  });

  it('tells White when Black joins, and announces the end without asking for more', async () => {
    const waiting = gameAfter([], { status: 'waiting', blackPlayerId: null, black: null, version: 1 });
    const { controller, link, notices } = await room(waiting);
    link.deliver({ type: 'player_joined', gameId: 'g1', version: 2, game: gameAfter([], { version: 2 }) });
    expect(notices).toContainEqual(expect.objectContaining({ kind: 'player_joined' }));
    link.sent.length = 0;
    link.deliver({ type: 'game_over', gameId: 'g1', version: 3, result: null, termination: 'aborted' });
    expect(controller.getState().game?.status).toBe('abandoned');
    expect(notices).toContainEqual(expect.objectContaining({ kind: 'game_over' }));
    expect(link.sent).toEqual([]);
  });

  it('takes a mating move in the two frames the server sends after it: game_over, then the final snapshot', async () => {
    const start = gameAfter(['f2-f3', 'e7-e5', 'g2-g4'], { serverNow: 5_000_000 });
    const { controller, link, notices } = await room(start);
    const mate = moveEvent(start, 'd8-h4', { blackTimeRemaining: 297.5 });
    link.deliver(mate);
    link.deliver({
      type: 'game_over',
      gameId: 'g1',
      version: mate.version,
      result: 'black_wins',
      termination: 'checkmate',
    });
    const final = gameAfter(['f2-f3', 'e7-e5', 'g2-g4', 'd8-h4'], {
      status: 'completed',
      result: 'black_wins',
      termination: 'checkmate',
      clockRunning: null,
      blackTimeRemaining: 297.5,
      version: mate.version,
    });
    link.deliver({ type: 'game', game: final });
    expect(link.sent).toEqual([]);
    expect(controller.getState()).toMatchObject({ game: final, clock: final });
    expect(notices.filter((notice) => notice.kind === 'game_over')).toHaveLength(1);
    expect(notices).toContainEqual(expect.objectContaining({ kind: 'move', san: 'Qh4#', isCheckmate: true }));
  });
});

describe('RoomController: the viewer moves', () => {
  it('shows the move at once, sends it with its ply, and settles on the acknowledgement', async () => {
    const start = gameAfter(['e2-e4', 'e7-e5']);
    const { controller, link, notices } = await room(start);
    controller.clickSquare('g1');
    expect(controller.targets().sort()).toEqual(['e2', 'f3', 'h3']);
    controller.clickSquare('f3');
    expect(controller.getState().game?.moves.at(-1)).toBe('g1-f3');
    expect(controller.getState().pending?.ply).toBe(2);
    expect(notices).toEqual([{ kind: 'sound', sound: 'move' }]);
    const [sent] = moveSent(link);
    expect(sent).toMatchObject({ type: 'move', gameId: 'g1', move: 'g1-f3', ply: 2 });
    link.deliver(moveEvent(start, 'g1-f3'));
    expect(controller.getState().pending).toBeNull();
    expect(controller.getState().game?.version).toBe(start.version + 1);
    expect(notices.filter((n) => n.kind === 'sound')).toHaveLength(1);
  });

  it('takes the move back and reports the reason when the server refuses it', async () => {
    const start = gameAfter(['e2-e4', 'e7-e5']);
    const { controller, link, notices } = await room(start);
    controller.drop('d1', 'h5');
    const sent = moveSent(link)[0];
    if (sent?.type !== 'move') throw new Error('no move sent');
    link.deliver({
      type: 'error',
      message: 'Cannot make moves in this game state',
      code: 'game_over',
      ref: sent.ref,
    });
    expect(controller.getState().game).toBe(start);
    expect(controller.getState().pending).toBeNull();
    expect(notices).toContainEqual({
      kind: 'move_failed',
      message: 'Cannot make moves in this game state',
      code: 'game_over',
    });
  });

  it('moves over HTTP while the socket is down, and reports a refusal that needs sign-in', async () => {
    const start = gameAfter(['e2-e4', 'e7-e5']);
    const { controller, server, notices } = await room(start, { status: 'closed' });
    server.answerMoves(async () => {
      throw new ApiError(401, '{"message":"Authentication required","code":"auth_required"}', {
        message: 'Authentication required',
        code: 'auth_required',
      });
    });
    controller.drop('g1', 'f3');
    await flush();
    expect(server.calls).toContain('move g1-f3 2');
    expect(controller.getState().game?.moves).toHaveLength(2);
    expect(notices).toContainEqual({
      kind: 'move_failed',
      message: 'Authentication required',
      code: 'auth_required',
    });
  });

  it('re-sends an unanswered move over HTTP, the same ply, after the acknowledgement timeout', async () => {
    const start = gameAfter(['e2-e4', 'e7-e5']);
    const { controller, scheduler, server } = await room(start);
    const after = gameAfter(['e2-e4', 'e7-e5', 'g1-f3']);
    server.answerMoves(async () => ({
      isCheck: false,
      isCheckmate: false,
      playerColor: 'white',
      captured: null,
      game: after,
    }));
    controller.drop('g1', 'f3');
    scheduler.advance(MOVE_ACK_TIMEOUT_MS);
    await flush();
    expect(server.calls).toContain('move g1-f3 2');
    expect(controller.getState().pending).toBeNull();
    expect(controller.getState().game).toBe(after);
  });

  it('drops a move still unanswered when the game ends, and stops waiting for its answer', async () => {
    const start = gameAfter(['e2-e4', 'e7-e5']);
    const { controller, link, scheduler, server } = await room(start);
    controller.drop('g1', 'f3');
    expect(controller.getState().pending?.move).toBe('g1-f3');
    link.deliver({
      type: 'game_over',
      gameId: 'g1',
      version: start.version + 1,
      result: 'black_wins',
      termination: 'timeout',
    });
    expect(controller.getState()).toMatchObject({
      pending: null,
      game: { status: 'completed', moves: start.moves },
    });
    expect(scheduler.pending).toBe(0);
    scheduler.advance(MOVE_ACK_TIMEOUT_MS);
    await flush();
    expect(server.calls.filter((call) => call.startsWith('move'))).toEqual([]);
  });

  it('rings an illegal target for 500 ms and sends nothing', async () => {
    const { controller, link, scheduler } = await room(gameAfter([]));
    controller.clickSquare('e2');
    controller.clickSquare('e5');
    expect(controller.getState().selection.rejected?.square).toBe('e5');
    expect(moveSent(link)).toEqual([]);
    scheduler.advance(REJECT_FLASH_MS);
    expect(controller.getState().selection.rejected).toBeNull();
  });

  it('asks for the promotion piece and sends the move with it', async () => {
    const fen = '8/4P3/8/8/8/8/k7/7K w - - 0 1';
    const game = { ...gameAfter(['e2-e4', 'e7-e5']), fen };
    const { controller, link } = await room(game);
    controller.drop('e7', 'e8');
    expect(controller.getState().selection.promotion).toEqual({ from: 'e7', to: 'e8', premove: false });
    expect(moveSent(link)).toEqual([]);
    controller.pickPromotion('n');
    expect(moveSent(link)[0]).toMatchObject({ move: 'e7-e8n' });
    expect(controller.getState().game?.san.at(-1)).toBe('e8=N');
  });

  it('plays the premove the moment the opponent has moved, if it is legal', async () => {
    const start = gameAfter(['e2-e4']);
    const { controller, link } = await room(start);
    controller.clickSquare('g1');
    controller.clickSquare('f3');
    expect(moveSent(link)).toEqual([]);
    expect(controller.getState().selection.premove).toEqual({ from: 'g1', to: 'f3' });
    link.deliver(moveEvent(start, 'e7-e5'));
    expect(moveSent(link)[0]).toMatchObject({ move: 'g1-f3', ply: 2 });
    expect(controller.getState().selection.premove).toBeNull();
  });

  it('plays the premove even while the player looks back through the moves', async () => {
    const start = gameAfter(['e2-e4']);
    const { controller, link } = await room(start);
    controller.drop('g1', 'f3');
    controller.viewAt(0);
    link.deliver(moveEvent(start, 'e7-e5'));
    expect(moveSent(link)[0]).toMatchObject({ move: 'g1-f3', ply: 2 });
    expect(controller.getState().viewPly).toBeNull();
  });

  it('forgets a premove that the opponent made illegal', async () => {
    const start = gameAfter(['e2-e4']);
    const { controller, link } = await room(start);
    controller.drop('e4', 'e5');
    link.deliver(moveEvent(start, 'e7-e5'));
    expect(moveSent(link)).toEqual([]);
    expect(controller.getState().selection.premove).toBeNull();
  });

  it('lets a spectator do nothing but look', async () => {
    const { controller, link } = await room(gameAfter([]), { viewer: 'someone-else' });
    controller.clickSquare('e2');
    controller.drop('e2', 'e4');
    expect(controller.getState().selection.selected).toBeNull();
    expect(moveSent(link)).toEqual([]);
    expect(controller.myColor).toBeNull();
  });
});

describe('RoomController: history, presence and actions', () => {
  it('steps back and forth through the positions and returns to the live one', async () => {
    const start = gameAfter(['e2-e4', 'e7-e5', 'g1-f3']);
    const { controller } = await room(start, { viewer: BLACK.id });
    controller.stepView(-1);
    expect(controller.getState().viewPly).toBe(2);
    expect(controller.shownStep().fen).toBe(gameAfter(['e2-e4', 'e7-e5']).fen);
    controller.clickSquare('b8');
    expect(controller.getState().selection.selected).toBeNull();
    controller.viewAt(0);
    expect(controller.shownStep().lastMove).toBeNull();
    controller.stepView(5);
    expect(controller.getState().viewPly).toBeNull();
    expect(controller.shownStep().fen).toBe(start.fen);
  });

  it("starts the opponent's away time when presence shows them gone", async () => {
    const { controller, link, scheduler } = await room(gameAfter(['e2-e4', 'e7-e5']));
    let renders = 0;
    controller.subscribe(() => {
      renders += 1;
    });
    link.deliver({ type: 'presence', gameId: 'g1', white: true, black: false, spectators: 2 });
    expect(renders).toBe(1);
    expect(controller.getState().opponentAwaySince).toBe(scheduler.time);
    expect(controller.getState().presence?.spectators).toBe(2);
    scheduler.advance(1000);
    link.deliver({ type: 'presence', gameId: 'g1', white: true, black: false, spectators: 1 });
    expect(controller.getState().opponentAwaySince).toBe(scheduler.time - 1000);
    link.deliver({ type: 'presence', gameId: 'g1', white: true, black: true, spectators: 1 });
    expect(controller.getState().opponentAwaySince).toBeNull();
  });

  it('joins over HTTP and announces it, or reports the failure', async () => {
    const waiting = gameAfter([], { status: 'waiting', blackPlayerId: null, black: null });
    const { controller, server, notices } = await room(waiting, { viewer: BLACK.id });
    server.setGame(gameAfter([], { version: waiting.version + 1 }));
    await expect(controller.actions.join()).resolves.toBe(true);
    expect(controller.myColor).toBe('black');
    expect(notices).toContainEqual({ kind: 'joined' });

    const failing = await room(waiting, { viewer: BLACK.id });
    failing.server.api.join = async () => {
      throw new ApiError(409, '{"message":"Game is full","code":"game_full"}', {
        message: 'Game is full',
        code: 'game_full',
      });
    };
    await expect(failing.controller.actions.join()).resolves.toBe(false);
    expect(failing.notices).toContainEqual({
      kind: 'join_failed',
      message: 'Game is full',
      code: 'game_full',
    });
  });

  it('sends draw answers and resignations and shows the answered game', async () => {
    const { controller, server } = await room(gameAfter(['e2-e4', 'e7-e5']));
    server.setGame(
      gameAfter(['e2-e4', 'e7-e5'], {
        status: 'completed',
        result: 'black_wins',
        termination: 'resignation',
        version: 99,
      }),
    );
    await controller.actions.resign();
    expect(controller.getState().game?.result).toBe('black_wins');
    await controller.actions.answerDraw(false);
    expect(server.calls).toContain('draw decline');
  });

  it('offers a rematch and announces the new game once both agreed', async () => {
    const over = gameAfter(['e2-e4', 'e7-e5'], {
      status: 'completed',
      result: 'draw',
      termination: 'agreement',
    });
    const { controller, server, link, notices } = await room(over);
    server.setGame({ ...over, rematchOffer: 'white', version: over.version + 1 });
    await controller.actions.rematch();
    expect(server.calls).toContain('rematch');
    expect(controller.getState().game?.rematchOffer).toBe('white');
    expect(notices.some((n) => n.kind === 'rematch')).toBe(false);
    link.deliver({
      type: 'game',
      game: { ...over, rematchOffer: null, rematchGameId: 'g2', version: over.version + 2 },
    });
    expect(notices).toContainEqual({ kind: 'rematch', gameId: 'g2' });
  });

  it('claims the game after the opponent left', async () => {
    const { controller, server } = await room(gameAfter(['e2-e4', 'e7-e5']));
    await controller.actions.claim('draw');
    expect(server.calls).toContain('claim draw');
  });
});

describe('RoomController: takebacks', () => {
  it('sends the request on the socket, and tells the requester the answer', async () => {
    const start = gameAfter(['e2-e4', 'e7-e5'], { version: 5 });
    const { controller, link, notices } = await room(start);
    controller.actions.requestTakeback();
    const sent = link.sent.filter((m) => m.type === 'takeback');
    expect(sent).toEqual([{ type: 'takeback', gameId: 'g1', action: 'request', ref: 'takeback:request:1' }]);
    expect(controller.getState().busy).toBe(true);
    const asked = { ...start, takebackOffer: 'white' as const, version: 6 };
    link.deliver({ type: 'game', game: asked });
    expect(controller.getState().busy).toBe(false);
    link.deliver({ type: 'game', game: { ...asked, takebackOffer: null, version: 7 } });
    expect(notices).toContainEqual({
      kind: 'takeback',
      answer: 'declined',
      requester: 'white',
      viewer: 'white',
    });
    link.deliver({ type: 'game', game: { ...gameAfter(['e2-e4']), takebackOffer: 'white', version: 8 } });
    controller.viewAt(1);
    link.deliver({ type: 'game', game: { ...gameAfter([]), takebackOffer: null, version: 9 } });
    expect(notices).toContainEqual({
      kind: 'takeback',
      answer: 'accepted',
      requester: 'white',
      viewer: 'white',
    });
    const state = controller.getState();
    expect([state.game?.moves, state.viewPly]).toEqual([[], null]);
  });

  it('words a refusal naming its frame, and says so when the socket is down', async () => {
    const { controller, link, notices } = await room(gameAfter(['e2-e4', 'e7-e5', 'g1-f3']), {
      viewer: BLACK.id,
    });
    controller.actions.answerTakeback(true);
    link.deliver({
      type: 'error',
      message: 'server words',
      code: 'no_takeback_request',
      ref: 'takeback:accept:1',
    });
    expect(notices).toContainEqual({
      kind: 'action_failed',
      code: 'no_takeback_request',
      message: 'That takeback request is no longer open',
    });
    expect(controller.getState().busy).toBe(false);
    link.setStatus('closed');
    controller.actions.requestTakeback();
    expect(notices).toContainEqual(
      expect.objectContaining({
        kind: 'action_failed',
        message: 'Not connected. Try again when the game is live again.',
      }),
    );
    expect(link.sent.filter((m) => m.type === 'takeback')).toHaveLength(1);
  });
});
