import type { ErrorCode, Game, TakebackAction } from '../../../core/protocol';
import type { EventBus } from '../../bus';
import { publishToGame } from '../../bus/game-envelope';
import type { GamePlayers, PlayersSource } from '../../chat/players';
import type { MoveInput } from '../../games/referee/moves';
import { HttpError } from '../../http/errors';
import type { LiveGameService } from '../handlers';

type PlayResult = Awaited<ReturnType<LiveGameService['play']>>;

const EMPTY_BOARD = Array.from({ length: 8 }, () => Array.from({ length: 8 }, () => ''));

/**
 * A stand-in for the Referee's game service in the live channel's own tests: no chess, only what the
 * channel relies on (snapshots, versions, player seats, idempotent plies, publish after "commit").
 */
export class FakeReferee implements LiveGameService, PlayersSource {
  readonly games = new Map<string, Game>();
  readonly moveCalls: MoveInput[] = [];
  /** Run inside `snapshot` before and after the read: let a test commit events meanwhile. */
  beforeSnapshot: (() => Promise<void>) | null = null;
  afterSnapshot: (() => Promise<void>) | null = null;

  constructor(private readonly bus: EventBus) {}

  create(id: string, whitePlayerId: string, blackPlayerId: string | null = null): Game {
    const game: Game = {
      id,
      status: blackPlayerId ? 'active' : 'waiting',
      rated: true,
      whitePlayerId,
      blackPlayerId,
      white: null,
      black: null,
      timeControl: 600,
      increment: 0,
      moves: [],
      san: [],
      fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
      boardState: EMPTY_BOARD,
      currentTurn: 'white',
      whiteTimeRemaining: 600,
      blackTimeRemaining: 600,
      clockRunning: null,
      serverNow: Date.now(),
      result: null,
      termination: null,
      drawOffer: null,
      version: 1,
      createdAt: new Date().toISOString(),
      startedAt: null,
      endedAt: null,
    };
    this.games.set(id, game);
    return game;
  }

  async snapshot(gameId: string): Promise<Game | null> {
    await this.beforeSnapshot?.();
    const game = this.games.get(gameId);
    const copy = game ? structuredClone(game) : null;
    await this.afterSnapshot?.();
    return copy;
  }

  async players(gameId: string): Promise<GamePlayers | null> {
    const game = this.games.get(gameId);
    return game ? { whitePlayerId: game.whitePlayerId, blackPlayerId: game.blackPlayerId } : null;
  }

  async join(gameId: string, userId: string): Promise<void> {
    const game = this.games.get(gameId);
    if (!game) throw new HttpError('not_found', 'Game not found');
    game.blackPlayerId = userId;
    game.status = 'active';
    game.version += 1;
    await publishToGame(this.bus, gameId, { type: 'player_joined', gameId, version: game.version, game });
  }

  async play(input: MoveInput): Promise<PlayResult> {
    this.moveCalls.push(input);
    const refuse = (code: ErrorCode, message: string): PlayResult => ({
      kind: 'refused',
      error: new HttpError(code, message),
    });
    const game = this.games.get(input.gameId);
    if (!game) return refuse('not_found', 'Game not found');
    const color =
      game.whitePlayerId === input.userId ? 'white' : game.blackPlayerId === input.userId ? 'black' : null;
    if (!color) return refuse('not_a_player', 'You are not a player in this game');
    const ply = input.ply ?? game.moves.length;
    if (ply < game.moves.length && game.moves[ply] === input.move) return { kind: 'replayed' };
    if (ply !== game.moves.length) return refuse('out_of_sync', 'That move is out of date');
    if (game.currentTurn !== color) return refuse('not_your_turn', `It's ${game.currentTurn} player's turn`);
    game.moves.push(input.move);
    game.san.push(input.move);
    game.currentTurn = color === 'white' ? 'black' : 'white';
    game.version += 1;
    await publishToGame(this.bus, game.id, {
      type: 'move',
      gameId: game.id,
      version: game.version,
      move: input.move,
      san: input.move,
      ply,
      currentTurn: game.currentTurn,
      playerColor: color,
      isCheck: false,
      isCheckmate: false,
      captured: null,
      whiteTimeRemaining: 600,
      blackTimeRemaining: 600,
      serverNow: Date.now(),
      firstMoveDeadline: null,
    });
    return { kind: 'played' };
  }

  /** A request stands until answered; an accepted one undoes the requester's last ply (no chess here). */
  async takeback(gameId: string, userId: string, action: TakebackAction): Promise<Game> {
    const game = this.games.get(gameId);
    if (!game) throw new HttpError('not_found', 'Game not found');
    const color = game.whitePlayerId === userId ? 'white' : game.blackPlayerId === userId ? 'black' : null;
    if (!color) throw new HttpError('not_a_player', 'You are not a player in this game');
    if (action === 'request') game.takebackOffer = color;
    else if (!game.takebackOffer || game.takebackOffer === color) {
      throw new HttpError('no_takeback_request', 'There is no takeback request to answer');
    } else {
      if (action === 'accept') {
        game.moves.pop();
        game.san.pop();
        game.currentTurn = game.takebackOffer;
      }
      game.takebackOffer = null;
    }
    game.version += 1;
    await publishToGame(this.bus, game.id, { type: 'game', game });
    return structuredClone(game);
  }
}
