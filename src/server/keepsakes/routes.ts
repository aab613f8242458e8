import { z } from 'zod';
import { LOCALE_CODES, type Locale, SOURCE_LOCALE } from '../../core/locales';
import { GAME_ERRORS, IdParams } from '../../core/protocol';
import type { Feature } from '../feature';
import type { GameService } from '../games/service';
import { fileAnswer } from '../http/api-docs';
import { notFound, parseWith } from '../http/errors';
import { wordsFor } from '../i18n/words';
import { cardInput } from './card-data';
import type { CardRenderer } from './card-renderer';

/** A day: long enough for chat apps and CDNs to keep the picture, short enough that a renamed player shows. */
const CARD_MAX_AGE_S = 86_400;

/** The path of a game's card; outside `/api/` because a shared picture may be cached (decision 190). */
export function gameCardPath(gameId: string, locale: Locale = SOURCE_LOCALE): string {
  const path = `/game/${encodeURIComponent(gameId)}/card.png`;
  return locale === SOURCE_LOCALE ? path : `${path}?lang=${encodeURIComponent(locale)}`;
}

/** `?lang=`: the card's words in that language (decision 323); English without it. */
const CardQuery = z.object({ lang: z.enum(LOCALE_CODES).optional() });

/** Keepsakes of finished games: the game card (decision 190). */
export const keepsakesFeature: Feature<{ games: GameService; cards: CardRenderer }> = (
  app,
  { db },
  { games, cards },
) => {
  const schema = {
    params: IdParams,
    querystring: CardQuery,
    response: { 200: fileAnswer('image/png', 'The finished game’s card, 1200×630') },
  };
  app.get('/game/:id/card.png', { schema }, async (request, reply) => {
    const { id } = parseWith(IdParams, request.params);
    const locale = parseWith(CardQuery, request.query).lang ?? SOURCE_LOCALE;
    const png = await cards.png(
      `${id}:${locale}`,
      async () => cardInput(db, await games.snapshot(id)),
      wordsFor(locale),
    );
    if (!png) throw notFound(GAME_ERRORS.notFound);
    return reply.type('image/png').header('cache-control', `public, max-age=${CARD_MAX_AGE_S}`).send(png);
  });
};
