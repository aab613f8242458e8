import { chargeMove, clampLagCredit } from '../../core/chess/clock';
import { type PlayedMove, Position } from '../../core/chess/position';
import { type Color, GAME_ERRORS, type MoveResponse, turnMessage } from '../../core/protocol';
import type { Db } from '../db/database';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../http/errors';
import { deadlineOf, finishGame } from './lifecycle';
import type { PositionCache } from './positions';
import { type GameRecord, seatOf, turnOf } from './record';
import type { SeatCache } from './seats';
import { commitGame, type GameSeats, loadGame } from './store';
import { toWireGame } from './wire';

export interface MoveInput {
  gameId: string;
  userId: string;
  /** from-to[promo], already checked against `MoveText`. */
  move: string;
  /** The ply this move is meant to be (0 for White's first); a resend of an applied ply is answered again. */
  ply?: number;
  /** Network lag to credit, measured by the live channel (clamped to 0.5 s). */
  lagCreditMs?: number;
}

export type MoveOutcome =
  /** The same move for an already-applied ply: answered as before, nothing changed. */
  | { kind: 'replayed'; response: MoveResponse }
  /** The mover's time (or first-move window) ran out before the move arrived. */
  | { kind: 'flagged' }
  | {
      kind: 'played';
      moved: GameRecord;
      /** The game after the move ended it (mate, stalemate, repetition, fifty moves, material). */
      finished: GameRecord | null;
      played: PlayedMove;
      response: MoveResponse;
    };

const MAX_ATTEMPTS = 3;
const PLY_TAKEN = 'Another move was already played at this point of the game';
const RACE_LOST = 'The game changed while your move was handled. Please try again.';

export interface MoveDeps {
  db: Db;
  positions: PositionCache;
  seats: SeatCache;
}

/**
 * Checks and commits one move; the caller holds the game's lock and publishes afterwards. The game row
 * is read fresh first, so a move made through another instance is seen (the cached position catches
 * up). The move and its clocks are one conditional UPDATE, written only if the game is still at the
 * version read (with the game's end in the same transaction when the move ends it); a lost race is
 * undone in memory and tried again, where it becomes an idempotent replay, a turn error or a ply
 * conflict. A move costs one read and one write.
 */
export async function playMove(deps: MoveDeps, input: MoveInput): Promise<MoveOutcome> {
  const { db, positions } = deps;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const game = await loadGame(db.kysely, input.gameId);
    if (!game) throw notFound(GAME_ERRORS.notFound);
    const seat = seatOf(game, input.userId);
    if (!seat) throw forbidden(GAME_ERRORS.notPlayer);
    const seats = await deps.seats.seatsOf(db.kysely, game);
    if (input.ply !== undefined && input.ply < game.moves.length) return replay(game, seats, seat, input);
    if (game.status !== 'active') throw conflict(GAME_ERRORS.notActive);
    const turn = turnOf(game);
    if (turn !== seat) throw conflict(turnMessage(turn));
    if (input.ply !== undefined && input.ply > game.moves.length) {
      throw conflict(`This move is ahead of the game: ${game.moves.length} moves have been played`);
    }
    const now = Date.now();
    if (game.deadlineAt !== null && now >= game.deadlineAt) return { kind: 'flagged' };

    const position = positions.positionOf(game);
    const played = position.play(input.move);
    if (!played.ok) throw badRequest(played.reason);
    let committed: { moved: GameRecord; finished: GameRecord | null } | null;
    try {
      committed = await commitMove(db, game, seat, played.value, position.fen, now, input.lagCreditMs);
    } catch (error) {
      positions.forget(game.id);
      throw error;
    }
    if (!committed) {
      position.undo();
      continue;
    }
    const { moved, finished } = committed;
    const response: MoveResponse = {
      isCheck: played.value.isCheck,
      isCheckmate: played.value.isCheckmate,
      playerColor: seat,
      captured: played.value.captured,
      game: toWireGame(finished ?? moved, seats, now),
    };
    return { kind: 'played', moved, finished, played: played.value, response };
  }
  throw new HttpError(409, RACE_LOST);
}

async function commitMove(
  db: Db,
  game: GameRecord,
  seat: Color,
  played: PlayedMove,
  fen: string,
  now: number,
  lagCreditMs: number | undefined,
): Promise<{ moved: GameRecord; finished: GameRecord | null } | null> {
  const ply = game.moves.length;
  const clock = chargeMove(game.clock, {
    ply,
    mover: seat,
    now,
    incrementMs: game.increment * 1000,
    lagCreditMs: clampLagCredit(lagCreditMs),
  });
  const moves = [...game.moves, played.move];
  const moved: GameRecord = {
    ...game,
    moves,
    san: [...game.san, played.san],
    fen,
    clock,
    deadlineAt: deadlineOf({ clock, moves }),
    drawOffer: null,
    clockHistory: [...game.clockHistory, { whiteMs: clock.whiteMs, blackMs: clock.blackMs }],
    version: game.version + 1,
  };
  if (!played.outcome) return (await commitGame(db.kysely, moved)) ? { moved, finished: null } : null;
  const outcome = played.outcome;
  return db.kysely.transaction().execute(async (trx) => {
    if (!(await commitGame(trx, moved))) return null;
    const finished = await finishGame(trx, moved, outcome, now);
    // The row was written by this transaction a moment ago; nobody else can have changed it.
    if (!finished) throw new Error(`Game ${game.id} changed inside its own move transaction`);
    return { moved, finished };
  });
}

/**
 * A resend of an applied ply: the same move by the same side answers as it did (check, mate and capture
 * found by replaying to that ply, a rare path); a different move lost to the one stored.
 */
function replay(game: GameRecord, seats: GameSeats, seat: Color, input: MoveInput): MoveOutcome {
  const ply = input.ply as number;
  const moverOfPly: Color = ply % 2 === 0 ? 'white' : 'black';
  if (game.moves[ply] !== input.move || moverOfPly !== seat) throw conflict(PLY_TAKEN);
  const before = Position.fromMoves(game.moves.slice(0, ply));
  const played = before.ok ? before.value.play(input.move) : before;
  if (!played.ok)
    throw new Error(`Game ${game.id} has an illegal stored move at ply ${ply}: ${played.reason}`);
  return {
    kind: 'replayed',
    response: {
      isCheck: played.value.isCheck,
      isCheckmate: played.value.isCheckmate,
      playerColor: seat,
      captured: played.value.captured,
      game: toWireGame(game, seats, Date.now()),
    },
  };
}
