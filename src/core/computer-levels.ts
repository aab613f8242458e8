/**
 * The computer's eight levels (issue 29), played by Stockfish in the player's browser.
 *
 * The approach is lichess's: a level is not one knob but three. Stockfish's own "Skill Level" (0–20)
 * makes it choose, now and then, a weaker move among its candidates; a depth limit keeps it from seeing
 * far; a time limit per move keeps the low levels quick and stops the top level from thinking for long.
 * Low levels therefore both search little and pick imperfect moves, so a beginner can win, while level 8
 * is the engine at full skill with a second a move. The numbers follow the shape of lichess's published
 * table; `bench/computer-levels.mjs` measures what each level costs in the browser.
 *
 * Stockfish is free software under the GNU GPL v3; it is credited on the credits page and in
 * docs/credits.md, and served unmodified from `/engine/`.
 */
export interface ComputerLevel {
  level: number;
  /** Stockfish's `Skill Level` option, 0 (weakest) to 20 (full strength). */
  skill: number;
  /** The deepest the search may go, in plies. */
  depth: number;
  /** The longest the engine may think about one move, in milliseconds. */
  moveTimeMs: number;
}

export const COMPUTER_LEVELS: readonly ComputerLevel[] = [
  { level: 1, skill: 0, depth: 1, moveTimeMs: 50 },
  { level: 2, skill: 3, depth: 1, moveTimeMs: 100 },
  { level: 3, skill: 6, depth: 2, moveTimeMs: 150 },
  { level: 4, skill: 10, depth: 3, moveTimeMs: 200 },
  { level: 5, skill: 14, depth: 5, moveTimeMs: 300 },
  { level: 6, skill: 16, depth: 8, moveTimeMs: 400 },
  { level: 7, skill: 18, depth: 13, moveTimeMs: 500 },
  { level: 8, skill: 20, depth: 22, moveTimeMs: 1000 },
];

/**
 * How the engine searches for a hint against the computer (decision 288): full skill, as deep as level 7
 * in at most half a second, whatever the level played, so a hint is a good move and comes at once.
 */
export const HINT_SEARCH: Omit<ComputerLevel, 'level'> = { skill: 20, depth: 13, moveTimeMs: 500 };

export const COMPUTER_LEVEL_MIN = 1;
export const COMPUTER_LEVEL_MAX = COMPUTER_LEVELS.length;

/** The settings of level `level` (1–8); throws for any other number, which the schemas never let through. */
export function computerLevel(level: number): ComputerLevel {
  const found = COMPUTER_LEVELS.find((entry) => entry.level === level);
  if (!found) throw new RangeError(`There is no computer level ${level}`);
  return found;
}

/**
 * The computer's seat is an account of its own per level, made by migration 098: closed from birth (so
 * nobody can sign in as it, find it by name, befriend, invite or challenge it) and shown by its display
 * name, "Computer (level N)", wherever a player's name is shown.
 */
const COMPUTER_ID_PREFIX = 'computer-level-';

export function computerPlayerId(level: number): string {
  return `${COMPUTER_ID_PREFIX}${computerLevel(level).level}`;
}

/** The level a player id stands for, or null for a person. */
export function computerLevelOf(userId: string | null | undefined): number | null {
  if (!userId?.startsWith(COMPUTER_ID_PREFIX)) return null;
  const level = Number(userId.slice(COMPUTER_ID_PREFIX.length));
  return COMPUTER_LEVELS.some((entry) => entry.level === level) && computerPlayerId(level) === userId
    ? level
    : null;
}

export function isComputerPlayer(userId: string | null | undefined): boolean {
  return computerLevelOf(userId) !== null;
}

/** "Computer (level 3)": the seat's name everywhere. */
export function computerName(level: number): string {
  return `Computer (level ${computerLevel(level).level})`;
}
