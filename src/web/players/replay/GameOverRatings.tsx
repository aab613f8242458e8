import { Trans } from '@lingui/react';
import type { Color, Game } from '../../../core/protocol';
import { formatRatingChange } from '../../../core/ratings';
import { useGameRatings } from '../players-api';

/**
 * The rating change under the game-over banner: the viewer's own first when they played, then the
 * other side's. Nothing for unrated games (aborted ones).
 */
export function GameOverRatings({ game, myColor }: { game: Game; myColor: Color | null }) {
  const over = game.status === 'completed' || game.status === 'abandoned';
  const ratings = useGameRatings(game.id, over && game.result !== null);
  if (!ratings.data?.rated) return null;
  const sides: Color[] = myColor === 'black' ? ['black', 'white'] : ['white', 'black'];
  return (
    <p className="text-sm opacity-90" data-testid="game-over-ratings">
      {sides.map((color, index) => {
        const side = ratings.data[color];
        if (!side) return null;
        // The figures isolated, so a right-to-left line keeps "1362 (+12)" as it is written.
        const figures = { 0: <bdi dir="ltr" /> };
        const values = { rating: side.after, change: formatRatingChange(side.change) };
        return (
          <span key={color}>
            {index > 0 ? ' · ' : ''}
            {/* Each side's figures on one line: a narrow screen breaks between the sides. */}
            <span className="whitespace-nowrap">
              {color === myColor ? (
                <Trans id="room.ratings.yours" values={values} components={figures} />
              ) : (
                <Trans id="room.ratings.side" values={{ ...values, color }} components={figures} />
              )}
            </span>
          </span>
        );
      })}
    </p>
  );
}
