import { opposite } from '../../../core/chess/notation';
import { pendingTakeback } from '../../../core/chess/takeback';
import type { DrawBody, Game } from '../../../core/protocol';
import { HttpError } from '../../http/errors';
import { finishStep, requireSeat, writeStep } from '../record/changes';
import { findPlayers, gamesWithOffersBetween } from '../record/store';
import { opponentIn } from '../setup/starts';
import type { RefereeParts } from './referee-parts';
import { notActive } from './refusals';

/**
 * What one player offers the other during a game: a draw, made, accepted or declined (a new offer goes through the
 * contact check), and the withdrawal of every standing offer when one of the two blocks the other.
 */
export class GameOffers {
  constructor(private readonly parts: RefereeParts) {}

  /** Draw offers: offering when the opponent has offered accepts; any move clears an offer. */
  async draw(gameId: string, userId: string, action: DrawBody['action']): Promise<Game> {
    const { deps, changes, announcer } = this.parts;
    // A new offer reaches the opponent; answering theirs does not. Asked before the change, outside it.
    const opponentId = opponentIn(await findPlayers(deps.db, gameId), userId);
    const contact = opponentId ? await deps.contacts.check(userId, opponentId, 'draw_offer') : null;
    const changed = await changes.change(gameId, ({ game }, now) => {
      const seat = requireSeat(game, userId, deps.presence);
      if (game.status !== 'active') throw notActive(game.status);
      const offeredByOpponent = game.drawOffer === opposite(seat);
      if (action === 'accept' || (action === 'offer' && offeredByOpponent)) {
        if (!offeredByOpponent) throw new HttpError('no_draw_offer', 'There is no draw offer to accept');
        return finishStep(game, { result: 'draw', termination: 'agreement' }, now);
      }
      if (action === 'decline') {
        if (!offeredByOpponent) throw new HttpError('no_draw_offer', 'There is no draw offer to decline');
        return writeStep({ ...game, drawOffer: null, version: game.version + 1 });
      }
      if (game.drawOffer === seat) return { kind: 'unchanged' };
      if (contact && !contact.allowed) throw new HttpError(contact.code, contact.message);
      return writeStep({ ...game, drawOffer: seat, version: game.version + 1 });
    });
    return announcer.published(changed);
  }

  /**
   * A block between the two withdraws the offers standing between them (a draw offer or takeback request in a game being
   * played, a rematch offer not yet taken up): new ones are refused by the contact check (decision 251),
   * and one made just before the block must not keep showing in the blocker's room either.
   */
  async pairBlocked(a: string, b: string): Promise<void> {
    const { deps, changes, announcer } = this.parts;
    for (const gameId of await gamesWithOffersBetween(deps.db.kysely, a, b)) {
      const changed = await changes.change(gameId, ({ game }) =>
        game.drawOffer === null &&
        pendingTakeback(game.takeback, game.moves.length) === null &&
        (game.rematchOffer === null || game.rematchGameId !== null)
          ? { kind: 'unchanged' }
          : writeStep({
              ...game,
              drawOffer: null,
              takeback: null,
              rematchOffer: null,
              version: game.version + 1,
            }),
      );
      await announcer.published(changed);
    }
  }
}
