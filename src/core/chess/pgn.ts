import type { GameResult, Termination } from '../protocol/game';
import { describeOutcome } from './outcome';

export interface PgnGame {
  event?: string;
  site: string;
  /** When the game started (or was created), epoch ms. */
  date: number;
  white: string;
  black: string;
  /** Null while the game is in progress or when it was aborted. */
  result: GameResult | null;
  termination: Termination | null;
  timeControlSeconds: number;
  incrementSeconds: number;
  san: readonly string[];
  /** A start position other than the standard one (a study board): written as SetUp and FEN tags. */
  fen?: string;
  /** Movetext tokens to write instead of `san` (a review's variations and comments). */
  movetext?: readonly string[];
}

const RESULT_TOKEN: Record<GameResult, string> = { white_wins: '1-0', black_wins: '0-1', draw: '1/2-1/2' };

/** The standard PGN Termination tag for each way a game can end. */
function terminationTag(termination: Termination | null): string {
  switch (termination) {
    case null:
      return 'unterminated';
    case 'timeout':
    case 'timeout_insufficient_material':
      return 'time forfeit';
    case 'aborted':
    case 'opponent_left':
      return 'abandoned';
    default:
      return 'normal';
  }
}

const escapeTag = (value: string) => value.replace(/\\/g, '\\\\').replace(/"/g, '\\"');
const escapeComment = (value: string) => value.replace(/[{}]/g, '');

function pgnDate(epochMs: number, part: 'date' | 'time'): string {
  const iso = new Date(epochMs).toISOString();
  return part === 'date' ? iso.slice(0, 10).replace(/-/g, '.') : iso.slice(11, 19);
}

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

/** A game in PGN export format: the seven tag roster plus time control and termination, then the moves. */
export function writePgn(game: PgnGame): string {
  const result = game.result ? RESULT_TOKEN[game.result] : '*';
  const tags: Array<[string, string]> = [
    ['Event', game.event ?? 'ChessChat game'],
    ['Site', game.site],
    ['Date', pgnDate(game.date, 'date')],
    ['Round', '-'],
    ['White', game.white],
    ['Black', game.black],
    ['Result', result],
    ['UTCDate', pgnDate(game.date, 'date')],
    ['UTCTime', pgnDate(game.date, 'time')],
    ['TimeControl', `${game.timeControlSeconds}+${game.incrementSeconds}`],
    ['Termination', terminationTag(game.termination)],
  ];
  if (game.fen) tags.push(['SetUp', '1'], ['FEN', game.fen]);
  const tokens: string[] = [];
  if (game.movetext) tokens.push(...game.movetext);
  else
    game.san.forEach((san, ply) => {
      if (ply % 2 === 0) tokens.push(`${ply / 2 + 1}.`);
      tokens.push(san);
    });
  if (game.termination) {
    tokens.push(
      `{ ${escapeComment(describeOutcome({ result: game.result, termination: game.termination }))} }`,
    );
  }
  tokens.push(result);
  const header = tags.map(([name, value]) => `[${name} "${escapeTag(value)}"]`).join('\n');
  return `${header}\n\n${wrap(tokens)}\n`;
}
