import { boardFromFen, type PieceLetter } from '../../core/chess';
import { GAME_CARD_HEIGHT, GAME_CARD_WIDTH, resultScore, shownName } from '../../core/game-card';
import { SITE_NAME } from '../../core/pages';
import type { Game, GameResult, PublicUser } from '../../core/protocol';
import { outcomeWords } from '../i18n/outcome-words';
import type { Words } from '../i18n/words';

/** The board's colours, as the 2D board draws them. */
const LIGHT = '#f0d9b5';
const DARK = '#b58863';
const BACKGROUND = '#1f2430';
const TEXT = '#f5f5f4';
const MUTED = '#a8a29e';
const SQUARE = 66;
const BOARD_X = 48;
const BOARD_Y = (GAME_CARD_HEIGHT - SQUARE * 8) / 2;
const PANEL_X = BOARD_X + SQUARE * 8 + 64;
const NAME_MAX = 24;

export interface CardPlayer {
  player: PublicUser | null;
  /** The rating the player had when the game started (their current one if the game was unrated). */
  rating: number | null;
}

export interface CardInput {
  game: Game;
  white: CardPlayer;
  black: CardPlayer;
}

/**
 * What XML 1.0 does not allow anywhere in a document: C0 controls but tab, line feed and carriage return,
 * lone surrogate halves, U+FFFE and U+FFFF. One of them in a name stored before names were held to the
 * rules (decision 244) would make resvg refuse the whole card, so it is dropped.
 */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** Text as XML character data or an attribute value: markup escaped, what XML cannot hold dropped. */
function escapeXml(text: string): string {
  return text
    .replace(NOT_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Long names are cut so they never run off the card. */
function clip(text: string): string {
  const chars = [...text];
  return chars.length > NAME_MAX ? `${chars.slice(0, NAME_MAX - 1).join('')}…` : text;
}

function boardSquares(fen: string, pieces: Map<PieceLetter, string>): string {
  const parts: string[] = [];
  boardFromFen(fen).forEach((row, rankIndex) => {
    row.forEach((letter, file) => {
      const x = BOARD_X + file * SQUARE;
      const y = BOARD_Y + rankIndex * SQUARE;
      const fill = (rankIndex + file) % 2 === 0 ? LIGHT : DARK;
      parts.push(`<rect x="${x}" y="${y}" width="${SQUARE}" height="${SQUARE}" fill="${fill}"/>`);
      const drawing = pieces.get(letter as PieceLetter);
      if (drawing)
        parts.push(
          drawing
            .replace('<svg ', `<svg x="${x}" y="${y}" `)
            .replace(/width="100%" height="100%"/, `width="${SQUARE}" height="${SQUARE}"`),
        );
    });
  });
  return parts.join('');
}

function playerLine(
  side: CardPlayer,
  colour: 'white' | 'black',
  words: Words,
  y: number,
  won: boolean,
): string {
  const name = escapeXml(clip(shownName(side.player)));
  const rating = side.rating === null ? '' : ` (${side.rating})`;
  const mark = colour === 'white' ? '#ffffff' : '#111111';
  const colourName = escapeXml(words.t(colour === 'white' ? 'color.white' : 'color.black'));
  return [
    `<circle cx="${PANEL_X + 14}" cy="${y - 12}" r="12" fill="${mark}" stroke="${MUTED}" stroke-width="2"/>`,
    `<text x="${PANEL_X + 40}" y="${y}" font-size="36" font-weight="${won ? 'bold' : 'normal'}" fill="${TEXT}">${name}</text>`,
    `<text x="${PANEL_X + 40}" y="${y + 36}" font-size="24" fill="${MUTED}">${colourName}${escapeXml(rating)}</text>`,
  ].join('');
}

function playedOn(game: Game, words: Words): string {
  const at = new Date(game.endedAt ?? game.createdAt);
  // English keeps the day-month order the card has always had.
  const locale = words.locale === 'en' ? 'en-GB' : words.locale;
  return at.toLocaleDateString(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** Characters of the outcome's 22-pixel text that fit the panel on one line (DejaVu Sans, about 12 px each). */
const OUTCOME_LINE_CHARS = 44;

/** How the game ended, on up to two lines under the score: a sentence in German or Russian outgrows one. */
function outcomeLines(outcome: string): string {
  const lines: string[] = [];
  for (const word of outcome.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= OUTCOME_LINE_CHARS)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines
    .slice(0, 2)
    .map(
      (line, index) =>
        `<text x="${PANEL_X}" y="${400 + index * 28}" font-size="22" fill="${MUTED}">${escapeXml(line)}</text>`,
    )
    .join('');
}

/**
 * The card of a finished game as SVG: the final position, both players, the result and the date, worded in the
 * language it was asked for (names, ratings and the score are the same in every language).
 */
export function gameCardSvg(
  { game, white, black }: CardInput,
  pieces: Map<PieceLetter, string>,
  words: Words,
): string {
  const result = game.result as GameResult;
  const outcome = game.termination ? outcomeWords(words, { result, termination: game.termination }) : '';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${GAME_CARD_WIDTH}" height="${GAME_CARD_HEIGHT}" viewBox="0 0 ${GAME_CARD_WIDTH} ${GAME_CARD_HEIGHT}" font-family="DejaVu Sans">`,
    `<rect width="100%" height="100%" fill="${BACKGROUND}"/>`,
    boardSquares(game.fen, pieces),
    `<text x="${PANEL_X}" y="92" font-size="30" font-weight="bold" fill="#d97706">${SITE_NAME}</text>`,
    playerLine(black, 'black', words, 190, result === 'black_wins'),
    `<text x="${PANEL_X}" y="356" font-size="96" font-weight="bold" fill="${TEXT}">${escapeXml(resultScore(result))}</text>`,
    outcomeLines(outcome),
    playerLine(white, 'white', words, 480, result === 'white_wins'),
    `<text x="${PANEL_X}" y="${GAME_CARD_HEIGHT - 48}" font-size="22" fill="${MUTED}">${escapeXml(playedOn(game, words))}</text>`,
    '</svg>',
  ].join('');
}
