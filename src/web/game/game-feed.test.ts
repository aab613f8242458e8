import { describe, expect, it } from 'vitest';
import { GameFeed } from './game-feed';
import { gameAfter, moveEvent } from './test-game';

describe('GameFeed', () => {
  it('advances a snapshot by move events, with the rules giving the FEN and board', () => {
    const feed = new GameFeed('g1');
    const start = gameAfter([]);
    expect(feed.applySnapshot(start).kind).toBe('snapshot');
    const first = feed.receive(moveEvent(start, 'e2-e4'), 0);
    expect(first.kind).toBe('move');
    const game = feed.game!;
    expect(game.moves).toEqual(['e2-e4']);
    expect(game.san).toEqual(['e4']);
    expect(game.fen).toBe(gameAfter(['e2-e4']).fen);
    expect(game.boardState[4]?.[4]).toBe('P');
    expect(game.currentTurn).toBe('black');
    expect(game.clockRunning).toBeNull();
    expect(game.version).toBe(start.version + 1);
    feed.receive(moveEvent(game, 'e7-e5'), 0);
    expect(feed.game?.clockRunning).toBe('white');
  });

  it('takes the first-move deadline from each move, so it is gone once both sides have moved', () => {
    const feed = new GameFeed('g1');
    const start = { ...gameAfter([]), firstMoveDeadline: 5_000 };
    feed.applySnapshot(start);
    feed.receive(moveEvent(start, 'e2-e4', { firstMoveDeadline: 40_000 }), 0);
    expect(feed.game?.firstMoveDeadline).toBe(40_000);
    feed.receive(moveEvent(feed.game!, 'e7-e5', { firstMoveDeadline: null }), 0);
    expect(feed.game?.firstMoveDeadline).toBeNull();
  });

  it('takes a correspondence game’s next deadline from each move', () => {
    const feed = new GameFeed('g1');
    const start = {
      ...gameAfter([]),
      daysPerMove: 1 as const,
      deadline: 90_000_000,
      firstMoveDeadline: null,
    };
    feed.applySnapshot(start);
    feed.receive(moveEvent(start, 'e2-e4', { firstMoveDeadline: null, deadline: 170_000_000 }), 0);
    expect(feed.game).toMatchObject({ deadline: 170_000_000, firstMoveDeadline: null, daysPerMove: 1 });
  });

  it('ignores a repeated event and asks for a snapshot after a gap', () => {
    const feed = new GameFeed('g1');
    const start = gameAfter([]);
    feed.applySnapshot(start);
    const event = moveEvent(start, 'e2-e4');
    feed.receive(event, 0);
    expect(feed.receive(event, 0).kind).toBe('ignored');
    const later = gameAfter(['e2-e4', 'e7-e5']);
    expect(feed.receive(moveEvent(later, 'g1-f3', { version: later.version + 5 }), 0).kind).toBe('gap');
    expect(feed.game?.moves).toEqual(['e2-e4']);
  });

  it('asks for a snapshot when an event names the wrong ply or an illegal move', () => {
    const feed = new GameFeed('g1');
    const start = gameAfter([]);
    feed.applySnapshot(start);
    expect(feed.receive({ ...moveEvent(start, 'e2-e4'), ply: 3 }, 0).kind).toBe('gap');
    expect(feed.receive({ ...moveEvent(start, 'e2-e4'), move: 'e2-e5' }, 0).kind).toBe('gap');
  });

  it('keeps the newest snapshot and ignores other games', () => {
    const feed = new GameFeed('g1');
    const newer = gameAfter(['e2-e4']);
    feed.applySnapshot(newer);
    expect(feed.applySnapshot(gameAfter([])).kind).toBe('ignored');
    expect(feed.applySnapshot({ ...newer, id: 'other', version: 99 }).kind).toBe('ignored');
    expect(feed.receive(moveEvent({ ...newer, id: 'other' }, 'e7-e5'), 0).kind).toBe('ignored');
    expect(feed.game).toBe(newer);
  });

  it('reports a join once and ends the game on game_over', () => {
    const feed = new GameFeed('g1');
    const waiting = gameAfter([], { status: 'waiting', blackPlayerId: null, black: null, version: 1 });
    feed.applySnapshot(waiting);
    const joined = gameAfter([], { version: 2 });
    const message = { type: 'player_joined' as const, gameId: 'g1', version: 2, game: joined };
    expect(feed.receive(message, 0).kind).toBe('joined');
    expect(feed.receive(message, 0).kind).toBe('ignored');
    const over = feed.receive(
      { type: 'game_over', gameId: 'g1', version: 3, result: 'black_wins', termination: 'resignation' },
      Date.parse('2026-01-01T00:10:00.000Z'),
    );
    expect(over.kind).toBe('over');
    expect(feed.game).toMatchObject({
      status: 'completed',
      result: 'black_wins',
      termination: 'resignation',
      clockRunning: null,
      endedAt: '2026-01-01T00:10:00.000Z',
    });
  });

  it('takes a game_over that shares the version of the mating move, and marks an abort abandoned', () => {
    const feed = new GameFeed('g1');
    const start = gameAfter(['f2-f3', 'e7-e5', 'g2-g4']);
    feed.applySnapshot(start);
    const mate = moveEvent(start, 'd8-h4');
    expect(mate.isCheckmate).toBe(true);
    feed.receive(mate, 0);
    expect(feed.game?.clockRunning).toBeNull();
    const over = {
      type: 'game_over' as const,
      gameId: 'g1',
      version: mate.version,
      result: 'black_wins' as const,
      termination: 'checkmate' as const,
    };
    expect(feed.receive(over, 0).kind).toBe('over');
    expect(feed.receive(over, 0).kind).toBe('ignored');

    const aborted = new GameFeed('g1');
    aborted.applySnapshot(gameAfter([]));
    aborted.receive({ type: 'game_over', gameId: 'g1', version: 3, result: null, termination: 'aborted' }, 0);
    expect(aborted.game?.status).toBe('abandoned');
  });
});
