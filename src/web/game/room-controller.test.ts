import { describe, expect, it } from 'vitest';
import type { ClientMessage, Game, MoveResponse, ServerMessage } from '../../core/protocol';
import { ApiError } from '../lib/api';
import type { GameApi } from './game-api';
import {
  type LinkStatus,
  type LiveLink,
  MOVE_ACK_TIMEOUT_MS,
  POLL_INTERVAL_MS,
  REJECT_FLASH_MS,
  RoomController,
  type RoomNotice,
  type Scheduler,
} from './room-controller';
import { BLACK, gameAfter, moveEvent, WHITE } from './test-game';

class FakeLink implements LiveLink {
  sent: ClientMessage[] = [];
  joined: string[] = [];
  left: string[] = [];
  private statusListeners = new Set<(s: LinkStatus) => void>();
  private handlers = new Set<(m: ServerMessage) => void>();
  constructor(private current: LinkStatus = 'open') {}
  status = () => this.current;
  onStatus(listener: (s: LinkStatus) => void) {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }
  onMessage(handler: (m: ServerMessage) => void) {
    this.handlers.add(handler);
    return () => this.handlers.delete(handler);
  }
  send(message: ClientMessage) {
    if (this.current !== 'open') return false;
    this.sent.push(message);
    return true;
  }
  joinGame(id: string) {
    this.joined.push(id);
  }
  leaveGame(id: string) {
    this.left.push(id);
  }
  setStatus(status: LinkStatus) {
    this.current = status;
    for (const listener of this.statusListeners) listener(status);
  }
  deliver(message: ServerMessage) {
    for (const handler of this.handlers) handler(message);
  }
}

class FakeScheduler implements Scheduler {
  time = 5_000_000;
  private timers = new Map<number, { at: number; every: number | null; callback: () => void }>();
  private next = 1;
  now = () => this.time;
  setTimeout(callback: () => void, ms: number) {
    this.next += 1;
    this.timers.set(this.next, { at: this.time + ms, every: null, callback });
    return this.next;
  }
  setInterval(callback: () => void, ms: number) {
    this.next += 1;
    this.timers.set(this.next, { at: this.time + ms, every: ms, callback });
    return this.next;
  }
  clearTimeout(handle: unknown) {
    this.timers.delete(handle as number);
  }
  clearInterval(handle: unknown) {
    this.timers.delete(handle as number);
  }
  get pending() {
    return this.timers.size;
  }
  advance(ms: number) {
    const until = this.time + ms;
    for (;;) {
      const due = [...this.timers.entries()]
        .filter(([, t]) => t.at <= until)
        .sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      const [id, timer] = due;
      this.time = timer.at;
      if (timer.every === null) this.timers.delete(id);
      else timer.at += timer.every;
      timer.callback();
    }
    this.time = until;
  }
}

/** An API whose answers the test sets; every call is recorded. */
function fakeApi(initial: Game) {
  const calls: string[] = [];
  let current = initial;
  let moveAnswer: (body: { move: string; ply?: number }) => Promise<MoveResponse> = async () => {
    throw new ApiError(500, '', null);
  };
  const api: GameApi = {
    fetchGame: async () => {
      calls.push('fetch');
      return current;
    },
    join: async () => {
      calls.push('join');
      return current;
    },
    move: async (_id, body) => {
      calls.push(`move ${body.move} ${body.ply}`);
      return moveAnswer(body);
    },
    resign: async () => {
      calls.push('resign');
      return current;
    },
    abort: async () => current,
    draw: async (_id, action) => {
      calls.push(`draw ${action}`);
      return current;
    },
    rematch: async () => {
      calls.push('rematch');
      return current;
    },
    claim: async (_id, result) => {
      calls.push(`claim ${result}`);
      return current;
    },
  };
  return {
    api,
    calls,
    setGame(game: Game) {
      current = game;
    },
    answerMoves(answer: typeof moveAnswer) {
      moveAnswer = answer;
    },
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

async function room(game: Game, options: { viewer?: string | null; status?: LinkStatus } = {}) {
  const link = new FakeLink(options.status ?? 'open');
  const scheduler = new FakeScheduler();
  const server = fakeApi(game);
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

  it('shows Game Not Found for a 404', async () => {
    const link = new FakeLink();
    const scheduler = new FakeScheduler();
    const controller = new RoomController({
      gameId: 'missing',
      viewerId: null,
      link,
      api: {
        ...fakeApi(gameAfter([])).api,
        fetchGame: async () => {
          throw new ApiError(404, '{"message":"Game not found"}', { message: 'Game not found' });
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

  it('asks for a snapshot over the socket when events were missed', async () => {
    const start = gameAfter([]);
    const { controller, link } = await room(start);
    const later = gameAfter(['e2-e4', 'e7-e5']);
    link.deliver(moveEvent(later, 'g1-f3'));
    expect(link.sent).toContainEqual({ type: 'join_game', gameId: 'g1' });
    link.deliver({ type: 'game', game: later });
    expect(controller.getState().game?.moves).toEqual(['e2-e4', 'e7-e5']);
  });

  it('tells White when Black joins, and asks for final clocks after game over', async () => {
    const waiting = gameAfter([], { status: 'waiting', blackPlayerId: null, black: null, version: 1 });
    const { controller, link, notices } = await room(waiting);
    link.deliver({ type: 'player_joined', gameId: 'g1', version: 2, game: gameAfter([], { version: 2 }) });
    expect(notices).toContainEqual(expect.objectContaining({ kind: 'player_joined' }));
    link.sent.length = 0;
    link.deliver({ type: 'game_over', gameId: 'g1', version: 3, result: null, termination: 'aborted' });
    expect(controller.getState().game?.status).toBe('abandoned');
    expect(notices).toContainEqual(expect.objectContaining({ kind: 'game_over' }));
    expect(link.sent).toEqual([{ type: 'join_game', gameId: 'g1' }]);
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
      authRequired: false,
    });
  });

  it('moves over HTTP while the socket is down, and reports a refusal that needs sign-in', async () => {
    const start = gameAfter(['e2-e4', 'e7-e5']);
    const { controller, server, notices } = await room(start, { status: 'closed' });
    server.answerMoves(async () => {
      throw new ApiError(401, '{"message":"Authentication required"}', {
        message: 'Authentication required',
      });
    });
    controller.drop('g1', 'f3');
    await flush();
    expect(server.calls).toContain('move g1-f3 2');
    expect(controller.getState().game?.moves).toHaveLength(2);
    expect(notices).toContainEqual({
      kind: 'move_failed',
      message: 'Authentication required',
      authRequired: true,
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
    await expect(controller.join()).resolves.toBe(true);
    expect(controller.myColor).toBe('black');
    expect(notices).toContainEqual({ kind: 'joined' });

    const failing = await room(waiting, { viewer: BLACK.id });
    failing.server.api.join = async () => {
      throw new ApiError(409, '{"message":"Game is full"}', { message: 'Game is full' });
    };
    await expect(failing.controller.join()).resolves.toBe(false);
    expect(failing.notices).toContainEqual({ kind: 'join_failed', message: 'Game is full' });
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
    await controller.resign();
    expect(controller.getState().game?.result).toBe('black_wins');
    await controller.answerDraw(false);
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
    await controller.rematch();
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
    await controller.claim('draw');
    expect(server.calls).toContain('claim draw');
  });
});
