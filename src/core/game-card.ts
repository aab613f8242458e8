import type { Game, GameResult, PublicUser } from './protocol';

/** The size of a game card: the 1.91:1 picture Open Graph and Twitter's large card show uncropped. */
export const GAME_CARD_WIDTH = 1200;
export const GAME_CARD_HEIGHT = 630;

const SCORE: Record<GameResult, string> = { white_wins: '1-0', black_wins: '0-1', draw: '½-½' };

/** "1-0", "0-1" or "½-½": the score as players write it. */
export function resultScore(result: GameResult): string {
  return SCORE[result];
}

/** The name other players see (decision 144): the display name, else the username. */
export function shownName(player: PublicUser | null): string {
  return player ? (player.displayName ?? player.username) : 'Nobody';
}

/** A game that has a card: one that ended with a result (not one aborted before both sides moved). */
export function hasGameCard(game: Pick<Game, 'result' | 'termination'>): boolean {
  return game.result !== null && game.termination !== 'aborted';
}

/** "Sam vs Alex · 1-0 · ChessChat": a shared game's title. */
export function sharedGameTitle(game: Game, siteName: string): string {
  const players = `${shownName(game.white)} vs ${shownName(game.black)}`;
  return game.result ? `${players} · ${resultScore(game.result)} · ${siteName}` : `${players} · ${siteName}`;
}
