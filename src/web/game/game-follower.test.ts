import { describe, expect, it } from 'vitest';
import { type Game, joinRef } from '../../core/protocol';
import { ApiError } from '../lib/api';
import { FakeLink, FakeScheduler, fakeGameApi, flush } from '../test/room-fakes';
import type { MoveEvent } from './game-feed';
import { GameFollower, JOIN_RETRY_MS, POLL_INTERVAL_MS } from './game-follower';
import type { LinkStatus } from './live-link';
import { gameAfter, moveEvent } from './test-game';

async function follower(game: Game, status: LinkStatus = 'open') {
  const link = new FakeLink(status);
  const scheduler = new FakeScheduler();
  const server = fakeGameApi(game);
  const changes: Array<{ before: Game | null; after: Game | null; event: MoveEvent | null }> = [];
  const failures: boolean[] = [];
  const joinRefusals: Array<string | null> = [];
  const follow: GameFollower = new GameFollower({
    gameId: game.id,
    link,
    api: server.api,
    scheduler,
    onChange: (before, event) => changes.push({ before, after: follow.game, event }),
    onFetchFailed: (notFound) => failures.push(notFound),
    onJoinRefused: (message) => joinRefusals.push(message),
  });
  await follow.start();
  return { follow, link, scheduler, server, changes, failures, joinRefusals };
}

describe('GameFollower', () => {
  it('joins the game on the socket, loads it over HTTP and does not poll while the socket is open', async () => {
    const start = gameAfter([]);
    const { follow, link, scheduler, server, changes } = await follower(start);
    expect(link.joined).toEqual(['g1']);
    expect(follow.game).toBe(start);
    expect(changes).toEqual([{ before: null, after: start, event: null }]);
    scheduler.advance(10_000);
    await flush();
    expect(server.calls).toEqual(['fetch']);
    follow.stop();
    expect(link.left).toEqual(['g1']);
    link.deliver(moveEvent(start, 'e2-e4'));
    expect(follow.game).toBe(start);
  });

  it('polls every 2 s only while the socket is down', async () => {
    const { follow, link, scheduler, server } = await follower(gameAfter([]), 'connecting');
    scheduler.advance(POLL_INTERVAL_MS * 2);
    await flush();
    expect(server.calls).toEqual(['fetch', 'fetch', 'fetch']);
    link.setStatus('open');
    scheduler.advance(POLL_INTERVAL_MS * 3);
    await flush();
    expect(server.calls).toHaveLength(3);
    link.setStatus('closed');
    follow.stop();
    scheduler.advance(POLL_INTERVAL_MS * 3);
    await flush();
    expect(server.calls).toHaveLength(3);
  });

  it('reports a failed load, and whether the game does not exist', async () => {
    const link = new FakeLink();
    const failures: boolean[] = [];
    const follow = new GameFollower({
      gameId: 'missing',
      link,
      api: {
        fetchGame: async () => {
          throw new ApiError(404, '{"message":"Game not found","code":"not_found"}', {
            message: 'Game not found',
            code: 'not_found',
          });
        },
      },
      scheduler: new FakeScheduler(),
      onChange: () => undefined,
      onFetchFailed: (notFound) => failures.push(notFound),
      onJoinRefused: () => undefined,
    });
    await follow.start();
    expect(failures).toEqual([true]);
    expect(follow.game).toBeNull();
  });

  it("takes only the server's not_found for a missing game, not a bare 404 from something in between", async () => {
    const failures: boolean[] = [];
    const follow = new GameFollower({
      gameId: 'g1',
      link: new FakeLink(),
      api: {
        fetchGame: async () => {
          throw new ApiError(404, '<html>No route to the game server</html>', null);
        },
      },
      scheduler: new FakeScheduler(),
      onChange: () => undefined,
      onFetchFailed: (notFound) => failures.push(notFound),
      onJoinRefused: () => undefined,
    });
    await follow.start();
    expect(failures).toEqual([false]);
  });

  it('reports a join refused for a full room, asks again later, and clears it once the socket follows', async () => {
    const start = gameAfter([]);
    const { link, scheduler, joinRefusals } = await follower(start);
    link.deliver({ type: 'error', message: 'Too fast', code: 'rate_limited', ref: 'move:1:1' });
    link.deliver({ type: 'error', message: 'No such game', code: 'not_found', ref: joinRef('g1') });
    expect(joinRefusals).toEqual([]);
    const crowded = 'This game has too many viewers right now. Please try again later.';
    link.deliver({ type: 'error', message: crowded, code: 'room_full', ref: joinRef('g1') });
    expect(joinRefusals).toEqual([crowded]);
    scheduler.advance(JOIN_RETRY_MS - 1);
    expect(link.sent).toEqual([]);
    scheduler.advance(1);
    expect(link.sent).toEqual([{ type: 'join_game', gameId: 'g1', ref: 'join:g1' }]);
    link.deliver({ type: 'game', game: start });
    expect(joinRefusals).toEqual([crowded, null]);
    scheduler.advance(JOIN_RETRY_MS * 3);
    expect(link.sent).toHaveLength(1);
  });

  it('applies a move event, telling which event changed the game', async () => {
    const start = gameAfter(['e2-e4']);
    const { follow, link, changes } = await follower(start);
    const event = moveEvent(start, 'd7-d5');
    link.deliver(event);
    expect(follow.game?.moves).toEqual(['e2-e4', 'd7-d5']);
    expect(changes.at(-1)).toEqual({ before: start, after: follow.game, event });
  });

  it('asks for a snapshot over the socket when events were missed', async () => {
    const { follow, link } = await follower(gameAfter([]));
    const later = gameAfter(['e2-e4', 'e7-e5']);
    link.deliver(moveEvent(later, 'g1-f3'));
    expect(link.sent).toEqual([{ type: 'join_game', gameId: 'g1', ref: 'join:g1' }]);
    link.deliver({ type: 'game', game: later });
    expect(follow.game?.moves).toEqual(['e2-e4', 'e7-e5']);
  });

  it('fetches over HTTP after a gap while the socket is down', async () => {
    const start = gameAfter([]);
    const { link, server } = await follower(start, 'closed');
    const later = gameAfter(['e2-e4', 'e7-e5']);
    server.setGame(later);
    link.deliver(moveEvent(later, 'g1-f3'));
    await flush();
    expect(server.calls).toEqual(['fetch', 'fetch']);
  });

  it('estimates local-minus-server time from the smallest delay seen', async () => {
    const start = gameAfter(['e2-e4']);
    const { follow, link, scheduler } = await follower(start);
    expect(follow.offsetMs).toBe(scheduler.time - start.serverNow);
    link.deliver(moveEvent(start, 'e7-e5', { serverNow: scheduler.time - 100 }));
    expect(follow.offsetMs).toBe(100);
  });

  it('asks for nothing after game_over: the final snapshot follows unasked', async () => {
    const start = gameAfter(['f2-f3', 'e7-e5', 'g2-g4']);
    const { follow, link, changes } = await follower(start);
    const mate = moveEvent(start, 'd8-h4');
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
    expect(follow.game).toBe(final);
    expect(changes.map((change) => change.after?.status)).toEqual([
      'active',
      'active',
      'completed',
      'completed',
    ]);
  });
});
