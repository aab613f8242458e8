import { checkStartPosition, isCustomStart } from '../../../core/chess/start-position';
import { computerLevelOf, computerPlayerId } from '../../../core/computer-levels';
import {
  type Color,
  type CreateComputerGameBody,
  type CreateGameResponse,
  GAME_ERRORS,
  type MoveBody,
} from '../../../core/protocol';
import { conflict, HttpError, notFound } from '../../http/errors';
import { RACE_LOST } from '../record/changes';
import { findPlayers, insertGame } from '../record/store';
import { startGame } from '../referee/lifecycle';
import type { MoveInput, MoveResult } from '../referee/moves';
import type { Actor, RefereeParts } from '../referee/referee-parts';
import { newGameRecord, seatFor } from './new-game';

/**
 * The checked start of a new computer game (decision 288): null for the standard start (no FEN, or the
 * standard one), else the FEN as chess.js writes it; a position that cannot start a game is refused
 * with its code (`invalid_fen`, `position_over`), before anything is written.
 */
function startFenOf(fen: string | undefined): string | null {
  if (fen === undefined) return null;
  const checked = checkStartPosition(fen);
  if (!checked.ok) throw new HttpError(checked.reason.code, checked.reason.message);
  return isCustomStart(checked.value) ? checked.value : null;
}

export const NOT_COMPUTER_GAME = 'This game is not played against the computer';

/** The computer's seat in a game and the person it plays, or null when nobody in it is the computer. */
export function computerSeatIn(players: {
  whitePlayerId: string | null;
  blackPlayerId: string | null;
}): { seat: Color; computerId: string; humanId: string | null } | null {
  if (computerLevelOf(players.whitePlayerId) !== null && players.whitePlayerId) {
    return { seat: 'white', computerId: players.whitePlayerId, humanId: players.blackPlayerId };
  }
  if (computerLevelOf(players.blackPlayerId) !== null && players.blackPlayerId) {
    return { seat: 'black', computerId: players.blackPlayerId, humanId: players.whitePlayerId };
  }
  return null;
}

/**
 * Games against the computer (issue 29, decision 286). The engine runs in the player's browser; the
 * server referees as for any game: the computer's seat is one of the computer accounts of migration 098,
 * and its moves, sent by the game's one person, are played through the same `play` as anyone's (legal,
 * the right side, the right ply). Started at once, origin `computer`, never rated, and with no host, so
 * no allowance is charged.
 */
export class ComputerGames {
  constructor(
    private readonly parts: RefereeParts,
    private readonly play: (input: MoveInput) => Promise<MoveResult>,
  ) {}

  async start(user: Actor, body: CreateComputerGameBody): Promise<CreateGameResponse> {
    const { deps, clocks } = this.parts;
    const color = seatFor(body.color);
    const startFen = startFenOf(body.fen);
    const now = Date.now();
    const started = await deps.db.kysely.transaction().execute(async (trx) => {
      const waiting = newGameRecord({
        seated: { userId: user.id, color },
        timeControl: body.timeControl,
        increment: body.increment,
        rated: false,
        now,
        rematchOfGameId: null,
        hostId: null,
        origin: 'computer',
        startFen,
      });
      await insertGame(trx, waiting);
      const active = await startGame(trx, waiting, computerPlayerId(body.level), now);
      if (!active) throw conflict(RACE_LOST);
      return active;
    });
    clocks.arm(started.id, started.deadlineAt);
    return { id: started.id, color };
  }

  /**
   * The computer's move, sent by the person it plays: refused to anyone else (`not_a_player`) and in a
   * game without a computer seat (`not_computer_game`); the referee then refuses it out of turn or
   * illegal as any move. A computer game's seats never change, so they are read before the game's lock.
   */
  async move(gameId: string, user: Actor, body: MoveBody): Promise<MoveResult> {
    const players = await findPlayers(this.parts.deps.db, gameId);
    if (!players) throw notFound(GAME_ERRORS.notFound);
    const computer = computerSeatIn(players);
    if (!computer) {
      const player = players.whitePlayerId === user.id || players.blackPlayerId === user.id;
      throw player
        ? new HttpError('not_computer_game', NOT_COMPUTER_GAME)
        : new HttpError('not_a_player', GAME_ERRORS.notPlayer);
    }
    if (computer.humanId !== user.id) throw new HttpError('not_a_player', GAME_ERRORS.notPlayer);
    return this.play({
      gameId,
      userId: computer.computerId,
      move: body.move,
      ...(body.ply === undefined ? {} : { ply: body.ply }),
    });
  }
}

/** The refusal of a claim that the computer left: it plays from the claimer's own browser. */
export const COMPUTER_NEVER_LEAVES = 'The computer never leaves a game: resign it instead';
