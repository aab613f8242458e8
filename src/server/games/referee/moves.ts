import { chargeMove, clampLagCredit, isUntimed } from '../../../core/chess/clock';
import { opposite } from '../../../core/chess/notation';
import { type PlayedMove, Position } from '../../../core/chess/position';
import { type Color, GAME_ERRORS } from '../../../core/protocol';
import type { Db } from '../../db/database';
import { conflict, type HttpError, notFound } from '../../http/errors';
import { correspondenceTurnClock } from '../correspondence/clock';
import { seatVacationsOf } from '../correspondence/seat-vacations';
import type { GroupCommit } from '../record/group-commit';
import type { PositionCache } from '../record/positions';
import type { GameRecord } from '../record/record';
import type { SeatCache } from '../record/seats';
import { type GameSeats, loadGame, moveUpdate, wroteOne } from '../record/store';
import { decideMove, type MoveInput } from './decide-move';
import { deadlineOf, finishGame } from './lifecycle';

export type { MoveInput } from './decide-move';

/** What the mover is answered with: the move as played at `now`, and the game after it. */
export interface MoveAnswer {
  seat: Color;
  played: PlayedMove;
  game: GameRecord;
  seats: GameSeats;
  now: number;
}

export type MoveResult =
  | { kind: 'refused'; error: HttpError }
  /** The same move for an already-applied ply: answered as before, nothing changed. */
  | ({ kind: 'replayed' } & MoveAnswer)
  | ({
      kind: 'played';
      /** The game right after the move (what its `move` event describes). */
      moved: GameRecord;
      /** The game after the move ended it (mate, stalemate, repetition, fifty moves, material). */
      finished: GameRecord | null;
    } & MoveAnswer);

/** What `playMove` hands back to the service: a result, or a move that came after the mover's deadline. */
export type MoveOutcome = MoveResult | { kind: 'flagged' };

const MAX_ATTEMPTS = 3;
const RACE_LOST = 'The game changed while your move was handled. Please try again.';

export interface MoveDeps {
  db: Db;
  positions: PositionCache;
  seats: SeatCache;
  /** Runs a move's UPDATE, sharing a commit with other games' moves (SQLite). */
  writes: GroupCommit;
}

/**
 * Checks and commits one move; the caller holds the game's lock and publishes afterwards (decision 036).
 *
 * The move is first decided on the game as this instance last committed or read it, without reading the
 * row: the move and its clocks are one conditional UPDATE written only if the stored game is still at
 * that version, so a game changed meanwhile is found out by the write itself. Whenever that remembered
 * game would not simply play the move (it may be out of date: another instance's move makes it our turn),
 * or the write finds it changed, the row is read and the move decided again on it; a lost race is undone
 * in memory and tried again the same way. A move costs one write, and a read only when this instance did
 * not make the game's last change.
 */
export async function playMove(deps: MoveDeps, input: MoveInput): Promise<MoveOutcome> {
  const remembered = deps.positions.lastKnown(input.gameId);
  for (let attempt = remembered ? -1 : 0; attempt < MAX_ATTEMPTS; attempt++) {
    const stored = attempt >= 0;
    const known = stored ? await readStored(deps, input.gameId) : remembered;
    if (!known) return { kind: 'refused', error: notFound(GAME_ERRORS.notFound) };
    const { game, position } = known;
    const now = Date.now();
    const decision = decideMove(game, position, input, now);
    // The remembered game only ever plays a move: anything else is decided again on the stored row.
    if (decision.kind !== 'play' && !stored) continue;
    switch (decision.kind) {
      case 'refused':
      case 'flagged':
        return decision;
      case 'replay':
        return replay(game, await deps.seats.seatsOf(deps.db.kysely, game), decision.seat, decision.ply);
      case 'play': {
        const committed = await commitOrForget(
          deps,
          game,
          position,
          decision.seat,
          decision.played,
          now,
          input,
        );
        if (!committed) continue;
        const seats = await deps.seats.seatsOf(deps.db.kysely, committed.moved);
        return {
          kind: 'played',
          ...committed,
          seat: decision.seat,
          played: decision.played,
          game: committed.finished ?? committed.moved,
          seats,
          now,
        };
      }
    }
  }
  return { kind: 'refused', error: conflict(RACE_LOST) };
}

/** The stored game, read now, with its position caught up; remembered as the latest known. */
async function readStored(
  deps: MoveDeps,
  gameId: string,
): Promise<{ game: GameRecord; position: Position } | null> {
  const game = await loadGame(deps.db.kysely, gameId);
  if (!game) return null;
  const position = deps.positions.positionOf(game);
  deps.positions.remember(game);
  return { game, position };
}

interface Committed {
  moved: GameRecord;
  finished: GameRecord | null;
}

/** Commits the played move; a lost race undoes it in memory and answers null, a failure forgets the game. */
async function commitOrForget(
  deps: MoveDeps,
  game: GameRecord,
  position: Position,
  seat: Color,
  played: PlayedMove,
  now: number,
  input: MoveInput,
): Promise<Committed | null> {
  let committed: Committed | null;
  try {
    committed = await commitMove(deps, game, seat, played, position.fen, now, input.lagCreditMs);
  } catch (error) {
    deps.positions.forget(game.id);
    throw error;
  }
  if (!committed) {
    position.undo();
    deps.positions.distrust(game.id);
    return null;
  }
  deps.positions.remember(committed.moved);
  return committed;
}

async function commitMove(
  { db, writes }: MoveDeps,
  game: GameRecord,
  seat: Color,
  played: PlayedMove,
  fen: string,
  now: number,
  lagCreditMs: number | undefined,
): Promise<Committed | null> {
  const ply = game.moves.length;
  const clock =
    game.daysPerMove !== null
      ? // Each correspondence move has the whole of its days; nothing is carried over (decision 301).
        correspondenceTurnClock(game.daysPerMove, opposite(seat), now)
      : chargeMove(game.clock, {
          ply,
          mover: seat,
          now,
          // A side that went berserk plays without increment (decision 289).
          incrementMs: game.berserk[seat] ? 0 : game.increment * 1000,
          lagCreditMs: clampLagCredit(lagCreditMs),
          untimed: isUntimed(game.timeControl),
        });
  const moves = [...game.moves, played.move];
  // The next mover's vacations move their deadline (decision 325); a game with a clock reads none.
  const vacations = await seatVacationsOf(db.kysely, game, now);
  const moved: GameRecord = {
    ...game,
    moves,
    san: [...game.san, played.san],
    fen,
    clock,
    deadlineAt: deadlineOf({ ...game, clock, moves }, vacations),
    drawOffer: null,
    clockHistory: [...game.clockHistory, { whiteMs: clock.whiteMs, blackMs: clock.blackMs }],
    version: game.version + 1,
  };
  if (!played.outcome) return (await writes.move(moved)) ? { moved, finished: null } : null;
  const outcome = played.outcome;
  return db.kysely.transaction().execute(async (trx) => {
    if (!wroteOne(await trx.executeQuery(moveUpdate(db, moved)))) return null;
    const finished = await finishGame(trx, moved, outcome, now);
    // The row was written by this transaction a moment ago; nobody else can have changed it.
    if (!finished) throw new Error(`Game ${game.id} changed inside its own move transaction`);
    return { moved, finished };
  });
}

/** A resend of an applied ply, answered as it was (check, mate and capture found by replaying to that ply, a rare path). */
function replay(game: GameRecord, seats: GameSeats, seat: Color, ply: number): MoveResult {
  const before = Position.fromMoves(game.moves.slice(0, ply), game.startFen ?? undefined);
  const played = before.ok ? before.value.play(game.moves[ply] as string) : before;
  if (!played.ok)
    throw new Error(
      `Game ${game.id} has an illegal stored move at ply ${ply}: ${typeof played.reason === 'string' ? played.reason : played.reason.code}`,
    );
  return { kind: 'replayed', seat, played: played.value, game, seats, now: Date.now() };
}
