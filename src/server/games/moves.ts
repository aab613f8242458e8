import { chargeMove, clampLagCredit } from '../../core/chess/clock';
import type { PlayedMove } from '../../core/chess/position';
import { type Color, GAME_ERRORS, type MoveResponse, turnMessage } from '../../core/protocol';
import type { Db } from '../db/database';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../http/errors';
import { deadlineOf, finishGame } from './lifecycle';
import type { PositionCache } from './positions';
import { type GameRecord, seatOf, turnOf } from './record';
import { commitGame, findMove, insertMove, type LoadedGame, loadGameWithSeats } from './store';
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
}

/**
 * Checks and commits one move; the caller holds the game's lock and publishes afterwards. The game is
 * read fresh from the database first, so a move made through another instance is seen (the cached
 * position catches up). The move, its per-ply row and any game end are one transaction, written only
 * if the game is still at the version read; a lost race is undone in memory and tried again, where it
 * becomes an idempotent replay, a turn error or a ply conflict.
 */
export async function playMove(deps: MoveDeps, input: MoveInput): Promise<MoveOutcome> {
  const { db, positions } = deps;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const loaded = await loadGameWithSeats(db.kysely, input.gameId);
    if (!loaded) throw notFound(GAME_ERRORS.notFound);
    const { game } = loaded;
    const seat = seatOf(game, input.userId);
    if (!seat) throw forbidden(GAME_ERRORS.notPlayer);
    if (input.ply !== undefined && input.ply < game.moves.length) return replay(db, loaded, seat, input);
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
      game: toWireGame(finished ?? moved, loaded.seats, now),
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
    version: game.version + 1,
  };
  return db.kysely.transaction().execute(async (trx) => {
    if (!(await commitGame(trx, moved))) return null;
    await insertMove(trx, {
      gameId: game.id,
      ply,
      move: played.move,
      san: played.san,
      captured: played.captured,
      whiteMs: clock.whiteMs,
      blackMs: clock.blackMs,
      playedAt: now,
    });
    if (!played.outcome) return { moved, finished: null };
    const finished = await finishGame(trx, moved, played.outcome, now);
    // The row was written by this transaction a moment ago; nobody else can have changed it.
    if (!finished) throw new Error(`Game ${game.id} changed inside its own move transaction`);
    return { moved, finished };
  });
}

/** A resend of an applied ply: the same move answers as it did; a different one lost to it. */
async function replay(db: Db, loaded: LoadedGame, seat: Color, input: MoveInput): Promise<MoveOutcome> {
  const ply = input.ply as number;
  const { game } = loaded;
  const moverOfPly: Color = ply % 2 === 0 ? 'white' : 'black';
  if (game.moves[ply] !== input.move || moverOfPly !== seat) throw conflict(PLY_TAKEN);
  const row = await findMove(db.kysely, game.id, ply);
  const san = row?.san ?? game.san[ply] ?? '';
  return {
    kind: 'replayed',
    response: {
      isCheck: /[+#]$/.test(san),
      isCheckmate: san.endsWith('#'),
      playerColor: seat,
      captured: row?.captured ?? null,
      game: toWireGame(game, loaded.seats, Date.now()),
    },
  };
}
