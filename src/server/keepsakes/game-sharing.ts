import { hasGameCard, sharedGameTitle, shownName } from '../../core/game-card';
import { type Locale, localizedPath } from '../../core/locales';
import { SITE_NAME } from '../../core/pages';
import { type Game, Id } from '../../core/protocol';
import type { SharingCard } from '../http/page-meta';
import { outcomeWords } from '../i18n/outcome-words';
import { type Words, wordsFor } from '../i18n/words';
import { gameCardPath } from './routes';

const GAME_PAGE = /^\/game\/([^/]+)\/?$/;

function describeGame(game: Game, words: Words): string {
  const outcome =
    game.result && game.termination
      ? outcomeWords(words, { result: game.result, termination: game.termination })
      : '';
  return words
    .t('card.description', {
      white: shownName(game.white),
      black: shownName(game.black),
      site: SITE_NAME,
      outcome,
    })
    .trim();
}

/**
 * The sharing card of `/game/{id}` once the game has finished: "Sam vs Alex · 1-0 · ChessChat" with the game
 * card as a large picture. Games still waiting or in play unfurl as the plain app (their state would be stale
 * in every chat app's cache). At a language's address (`/es/game/{id}`) the description and the card's words are
 * in that language (decision 323).
 */
export function gameSharingCard(snapshot: (gameId: string) => Promise<Game | null>) {
  return async (pathname: string, locale: Locale): Promise<SharingCard | null> => {
    const match = GAME_PAGE.exec(pathname);
    const id = Id.safeParse(match?.[1]);
    if (!id.success) return null;
    const game = await snapshot(id.data);
    if (!game || !hasGameCard(game)) return null;
    return {
      title: sharedGameTitle(game, SITE_NAME),
      description: describeGame(game, wordsFor(locale)),
      path: localizedPath(locale, `/game/${encodeURIComponent(game.id)}`),
      imagePath: gameCardPath(game.id, locale),
      largeImage: true,
    };
  };
}
