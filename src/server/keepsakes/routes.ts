import { GAME_ERRORS, IdParams } from '../../core/protocol';
import type { Feature } from '../feature';
import type { GameService } from '../games/service';
import { fileAnswer } from '../http/api-docs';
import { notFound, parseWith } from '../http/errors';
import { cardInput } from './card-data';
import type { CardRenderer } from './card-renderer';

/** A day: long enough for chat apps and CDNs to keep the picture, short enough that a renamed player shows. */
const CARD_MAX_AGE_S = 86_400;

/** The path of a game's card; outside `/api/` because a shared picture may be cached (decision 190). */
export function gameCardPath(gameId: string): string {
  return `/game/${encodeURIComponent(gameId)}/card.png`;
}

/** Keepsakes of finished games: the game card (decision 190). */
export const keepsakesFeature: Feature<{ games: GameService; cards: CardRenderer }> = (
  app,
  { db },
  { games, cards },
) => {
  const schema = {
    params: IdParams,
    response: { 200: fileAnswer('image/png', 'The finished game’s card, 1200×630') },
  };
  app.get('/game/:id/card.png', { schema }, async (request, reply) => {
    const { id } = parseWith(IdParams, request.params);
    const png = await cards.png(id, async () => cardInput(db, await games.snapshot(id)));
    if (!png) throw notFound(GAME_ERRORS.notFound);
    return reply.type('image/png').header('cache-control', `public, max-age=${CARD_MAX_AGE_S}`).send(png);
  });
};
