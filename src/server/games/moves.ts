import { chargeMove, clampLagCredit } from '../../core/chess/clock';
import { type PlayedMove, Position } from '../../core/chess/position';
import { type Color, GAME_ERRORS, type MoveResponse, turnMessage } from '../../core/protocol';
import type { Db } from '../db/database';
import { conflict, HttpError, notFound } from '../http/errors';
import type { GroupCommit } from './group-commit';
import { deadlineOf, finishGame } from './lifecycle';
import type { PositionCache } from './positions';
import { type GameRecord, seatOf, turnOf } from './record';
import { notActive } from './refusals';
import type { SeatCache } from './seats';
import { type GameSeats, loadGame, moveUpdate, wroteOne } from './store';
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
  | { kind: 'replayed'; answer: () => MoveResponse }
  /** The mover's time (or first-move window) ran out before the move arrived. */
  | { kind: 'flagged' }
  | {
      kind: 'played';
      moved: GameRecord;
      /** The game after the move ended it (mate, stalemate, repetition, fifty moves, material). */
      finished: GameRecord | null;
      played: PlayedMove;
      /** When it was played: the instant the clocks were read at. */
      now: number;
      /** The HTTP answer, built only when asked for (the socket's answer is the `move` event). */
      answer: () => MoveResponse;
    };

const MAX_ATTEMPTS = 3;
const PLY_TAKEN = 'Another move was already played at this point of the game';
const RACE_LOST = 'The game changed while your move was handled. Please try again.';

export interface MoveDeps {
  db: Db;
  positions: PositionCache;
  seats: SeatCache;
  /** Runs a move's UPDATE, sharing a commit with other games' moves (SQLite). */
  writes: GroupCommit;
}

/**
 * Checks and commits one move; the caller holds the game's lock and publishes afterwards.
 *
 * The game is taken as this instance last committed or read it, without reading the row: the move and
 * its clocks are one conditional UPDATE written only if the stored game is still at that version (with
 * the game's end in the same transaction when the move ends it), so a game changed meanwhile by another
 * instance or request is found out by the write itself. Then, and whenever the remembered game would
 * refuse the move (it may be out of date: another instance's move makes it our turn), the row is read
 * fresh and the move decided again, where it becomes a replay, a refusal, a ply conflict or a move made
 * on the caught-up position. A lost race is undone in memory and tried again the same way. A move costs
 * one write, and a read only when this instance did not make the game's last change.
 */
export async function playMove(deps: MoveDeps, input: MoveInput): Promise<MoveOutcome> {
  const known = deps.positions.lastKnown(input.gameId);
  if (known) {
    const outcome = await attemptMove(deps, known.game, known.position, input, false);
    if (outcome) return outcome;
  }
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const game = await loadGame(deps.db.kysely, input.gameId);
    if (!game) throw notFound(GAME_ERRORS.notFound);
    const outcome = await attemptMove(deps, game, null, input, true);
    if (outcome) return outcome;
  }
  throw conflict(RACE_LOST);
}

/**
 * Decides and commits the move against `game`. A `fresh` game (just read) refuses by throwing; a
 * remembered one, which may be out of date, answers null instead of refusing or replaying, and so does
 * a lost race: the caller then reads the row and tries again.
 */
async function attemptMove(
  deps: MoveDeps,
  game: GameRecord,
  cachedPosition: Position | null,
  input: MoveInput,
  fresh: boolean,
): Promise<MoveOutcome | null> {
  const { db, positions } = deps;
  const refuse = (error: HttpError): null => {
    if (fresh) throw error;
    return null;
  };
  const seat = seatOf(game, input.userId);
  if (!seat) return refuse(new HttpError('not_a_player', GAME_ERRORS.notPlayer));
  if (input.ply !== undefined && input.ply < game.moves.length) {
    if (!fresh) return null;
    return replay(game, await deps.seats.seatsOf(db.kysely, game), seat, input);
  }
  if (game.status !== 'active') return refuse(notActive(game.status));
  const turn = turnOf(game);
  if (turn !== seat) return refuse(new HttpError('not_your_turn', turnMessage(turn)));
  if (input.ply !== undefined && input.ply > game.moves.length) {
    return refuse(
      new HttpError(
        'out_of_sync',
        `This move is ahead of the game: ${game.moves.length} moves have been played`,
      ),
    );
  }
  const now = Date.now();
  if (game.deadlineAt !== null && now >= game.deadlineAt) return fresh ? { kind: 'flagged' } : null;

  const position = cachedPosition ?? positions.positionOf(game);
  if (fresh) positions.remember(game);
  const played = position.play(input.move);
  if (!played.ok) return refuse(new HttpError('illegal_move', played.reason));
  let committed: { moved: GameRecord; finished: GameRecord | null } | null;
  try {
    committed = await commitMove(deps, game, seat, played.value, position.fen, now, input.lagCreditMs);
  } catch (error) {
    positions.forget(game.id);
    throw error;
  }
  if (!committed) {
    position.undo();
    positions.distrust(game.id);
    return null;
  }
  const { moved, finished } = committed;
  positions.remember(moved);
  const seats = await deps.seats.seatsOf(db.kysely, moved);
  const answer = (): MoveResponse => ({
    isCheck: played.value.isCheck,
    isCheckmate: played.value.isCheckmate,
    playerColor: seat,
    captured: played.value.captured,
    game: toWireGame(finished ?? moved, seats, now),
  });
  return { kind: 'played', moved, finished, played: played.value, now, answer };
}

async function commitMove(
  { db, writes }: MoveDeps,
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
  if (!played.outcome)
    return wroteOne(await writes.run(moveUpdate(db, moved))) ? { moved, finished: null } : null;
  const outcome = played.outcome;
  return db.kysely.transaction().execute(async (trx) => {
    if (!wroteOne(await trx.executeQuery(moveUpdate(db, moved)))) return null;
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
  if (game.moves[ply] !== input.move || moverOfPly !== seat) throw new HttpError('out_of_sync', PLY_TAKEN);
  const before = Position.fromMoves(game.moves.slice(0, ply));
  const played = before.ok ? before.value.play(input.move) : before;
  if (!played.ok)
    throw new Error(`Game ${game.id} has an illegal stored move at ply ${ply}: ${played.reason}`);
  const response: MoveResponse = {
    isCheck: played.value.isCheck,
    isCheckmate: played.value.isCheckmate,
    playerColor: seat,
    captured: played.value.captured,
    game: toWireGame(game, seats, Date.now()),
  };
  return { kind: 'replayed', answer: () => response };
}
