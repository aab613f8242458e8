import type { GameResult, Termination } from '../protocol/game';
import { displayRating, ratingChange } from '../ratings';
import { isUntimed } from './clock';
import { describeOutcome } from './outcome';
import { moveNumberOfPly } from './start-position';

/** A player's rating around one game (Glicko-2 figures as stored): present only when the game was rated. */
export interface PgnRating {
  before: number;
  after: number;
}

/** Both clocks right after one ply, in milliseconds. */
export interface PgnPlyClock {
  whiteMs: number;
  blackMs: number;
}

/** Everything a game's PGN says, as the game's record holds it (decision 278). */
export interface PgnRecord {
  /** Defaults to "Rated game" or "Casual game" (from `rated`), as lichess names its events without the speed. */
  event?: string;
  /**
   * Whether the game counts for ratings, as the game says (decision 277): not read from the ratings, which
   * a rated game has only once it is over, so one in progress or aborted is still a "Rated game".
   */
  rated: boolean;
  /** The game's address. */
  site: string;
  /** When the game started (or was created), epoch ms. */
  date: number;
  white: string;
  black: string;
  /** Each side's rating at this game; null when the game was not rated (its Elo tag is then "?"). */
  whiteRating?: PgnRating | null;
  blackRating?: PgnRating | null;
  /** Null while the game is in progress or when it was aborted. */
  result: GameResult | null;
  termination: Termination | null;
  timeControlSeconds: number;
  incrementSeconds: number;
  /** A correspondence game's days for each move (decision 316): its TimeControl is one move in that time. */
  daysPerMove?: number | null;
  san: readonly string[];
  /** Both clocks after each ply, parallel to `san`; a missing entry writes no clock comment for that move. */
  clocks?: readonly (PgnPlyClock | null | undefined)[];
  /** The opening the game reached; null when no listed opening was reached (the tags say "?"). */
  opening?: { eco: string; name: string } | null;
  /** A start position other than the standard one (a study board): written as SetUp and FEN tags. */
  fen?: string;
  /** Movetext tokens to write instead of `san` (a review's variations and comments). */
  movetext?: readonly string[];
}

const RESULT_TOKEN: Record<GameResult, string> = { white_wins: '1-0', black_wins: '0-1', draw: '1/2-1/2' };

/**
 * The Termination tag as lichess writes it: a player who left and was claimed against lost on the
 * disconnection clock, so that is a time forfeit too; only a game over before both sides moved is abandoned.
 */
export function terminationTag(termination: Termination | null): string {
  switch (termination) {
    case null:
      return 'Unterminated';
    case 'timeout':
    case 'timeout_insufficient_material':
    case 'opponent_left':
      return 'Time forfeit';
    case 'aborted':
    case 'idle':
      return 'Abandoned';
    default:
      return 'Normal';
  }
}

/**
 * The TimeControl tag: "-" for a game with no clock, as the PGN standard writes it; for a correspondence game the
 * standard's "moves/seconds" period of one move, "1/259200" for three days, as chess.com writes its daily games
 * (decision 325).
 */
const pgnTimeControl = (seconds: number, increment: number, daysPerMove: number | null | undefined) =>
  daysPerMove ? `1/${daysPerMove * 24 * 60 * 60}` : isUntimed(seconds) ? '-' : `${seconds}+${increment}`;

const escapeTag = (value: string) => value.replace(/\\/g, '\\\\').replace(/"/g, '\\"');
const escapeComment = (value: string) => value.replace(/[{}]/g, '');

function pgnDate(epochMs: number, part: 'date' | 'time'): string {
  const iso = new Date(epochMs).toISOString();
  return part === 'date' ? iso.slice(0, 10).replace(/-/g, '.') : iso.slice(11, 19);
}

/** A clock reading as `[%clk h:mm:ss]` writes it, to the nearest second as lichess does. */
export function clockComment(ms: number): string {
  const total = Math.max(0, Math.round(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const pad = (value: number) => String(value).padStart(2, '0');
  return `{ [%clk ${hours}:${pad(minutes)}:${pad(seconds)}] }`;
}

const signed = (change: number) => (change >= 0 ? `+${change}` : `${change}`);

/** Movetext tokens wrapped to lines of at most 80 characters, as the PGN export format asks. */
function wrap(tokens: string[]): string {
  const lines: string[] = [];
  let line = '';
  for (const token of tokens) {
    if (line && line.length + 1 + token.length > 80) {
      lines.push(line);
      line = token;
    } else {
      line = line ? `${line} ${token}` : token;
    }
  }
  if (line) lines.push(line);
  return lines.join('\n');
}

/** Numbered moves, each followed by the mover's clock after it where one was kept (lichess's layout). */
function moveTokens(
  san: readonly string[],
  clocks: PgnRecord['clocks'],
  startFen: string | undefined,
): string[] {
  const tokens: string[] = [];
  let commented = false;
  san.forEach((move, ply) => {
    // Numbered from the start position's counter; Black may move first from a position (decision 288).
    const { number, color } = moveNumberOfPly(ply, startFen);
    if (color === 'white') tokens.push(`${number}.`);
    // After a comment, and as the first move, Black's move is numbered so it reads on its own.
    else if (commented || ply === 0) tokens.push(`${number}...`);
    tokens.push(move);
    const clock = clocks?.[ply];
    commented = Boolean(clock);
    if (clock) tokens.push(clockComment(color === 'white' ? clock.whiteMs : clock.blackMs));
  });
  return tokens;
}

/**
 * A game in PGN export format, with the tags lichess writes: the seven tag roster, UTC date and time,
 * both ratings at the game and their change, variant, time control, opening and termination; then the
 * moves with each mover's clock, a closing comment saying how it ended, and the result.
 */
export function gamePgn(game: PgnRecord): string {
  const result = game.result ? RESULT_TOKEN[game.result] : '*';
  const tags: Array<[string, string]> = [
    ['Event', game.event ?? (game.rated ? 'Rated game' : 'Casual game')],
    ['Site', game.site],
    ['Date', pgnDate(game.date, 'date')],
    ['Round', '-'],
    ['White', game.white],
    ['Black', game.black],
    ['Result', result],
    ['UTCDate', pgnDate(game.date, 'date')],
    ['UTCTime', pgnDate(game.date, 'time')],
    ['WhiteElo', game.whiteRating ? String(displayRating(game.whiteRating.before)) : '?'],
    ['BlackElo', game.blackRating ? String(displayRating(game.blackRating.before)) : '?'],
  ];
  if (game.whiteRating && game.blackRating) {
    tags.push(
      ['WhiteRatingDiff', signed(ratingChange(game.whiteRating.before, game.whiteRating.after))],
      ['BlackRatingDiff', signed(ratingChange(game.blackRating.before, game.blackRating.after))],
    );
  }
  tags.push(
    ['Variant', 'Standard'],
    ['TimeControl', pgnTimeControl(game.timeControlSeconds, game.incrementSeconds, game.daysPerMove)],
  );
  if (game.opening !== undefined) {
    tags.push(['ECO', game.opening?.eco ?? '?'], ['Opening', game.opening?.name ?? '?']);
  }
  tags.push(['Termination', terminationTag(game.termination)]);
  if (game.fen) tags.push(['SetUp', '1'], ['FEN', game.fen]);
  // A game with no clock kept none worth writing (decision 288).
  // A correspondence move's clock reading says nothing a player kept: each move has its whole days (decision 301).
  const clocks = isUntimed(game.timeControlSeconds) || game.daysPerMove ? undefined : game.clocks;
  const tokens = game.movetext ? [...game.movetext] : moveTokens(game.san, clocks, game.fen);
  if (game.termination) {
    tokens.push(
      `{ ${escapeComment(describeOutcome({ result: game.result, termination: game.termination }))} }`,
    );
  }
  tokens.push(result);
  const header = tags.map(([name, value]) => `[${name} "${escapeTag(value)}"]`).join('\n');
  return `${header}\n\n${wrap(tokens)}\n`;
}
