import { describeOutcome } from '../../core/chess';
import { hasGameCard, sharedGameTitle, shownName } from '../../core/game-card';
import { SITE_NAME } from '../../core/pages';
import { type Game, Id } from '../../core/protocol';
import type { SharingCard } from '../http/page-meta';
import { gameCardPath } from './routes';

const GAME_PAGE = /^\/game\/([^/]+)\/?$/;

function describeGame(game: Game): string {
  const players = `${shownName(game.white)} (White) and ${shownName(game.black)} (Black)`;
  const outcome =
    game.result && game.termination
      ? describeOutcome({ result: game.result, termination: game.termination })
      : '';
  return `A game of chess between ${players}, played and talked through on ${SITE_NAME}. ${outcome}`.trim();
}

/**
 * The sharing card of `/game/{id}` once the game has finished: "Sam vs Alex · 1-0 · ChessChat" with the game
 * card as a large picture. Games still waiting or in play unfurl as the plain app (their state would be stale
 * in every chat app's cache).
 */
export function gameSharingCard(snapshot: (gameId: string) => Promise<Game | null>) {
  return async (pathname: string): Promise<SharingCard | null> => {
    const match = GAME_PAGE.exec(pathname);
    const id = Id.safeParse(match?.[1]);
    if (!id.success) return null;
    const game = await snapshot(id.data);
    if (!game || !hasGameCard(game)) return null;
    return {
      title: sharedGameTitle(game, SITE_NAME),
      description: describeGame(game),
      path: `/game/${encodeURIComponent(game.id)}`,
      imagePath: gameCardPath(game.id),
      largeImage: true,
    };
  };
}
