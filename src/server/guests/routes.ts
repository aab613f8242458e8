import {
  GAME_ERRORS,
  GuestAccountBody,
  GuestSeatBody,
  GuestSeatResponse,
  IdParams,
  VerificationRequired,
} from '../../core/protocol';
import { convertGuest } from '../accounts/guest-conversion';
import { countGuestSeat, createGuest, deleteUnseatedGuest } from '../accounts/guests';
import { RateLimiter } from '../accounts/rate-limit';
import { requireUser, setSessionCookie } from '../accounts/session';
import type { Feature } from '../feature';
import type { GameService } from '../games/service';
import { CORRESPONDENCE_NO_GUEST_SEAT } from '../games/setup/starts';
import { HttpError, notFound, parseWith } from '../http/errors';
import { installGuestGate } from './gate';

/** Each route's schemas, for the API description (decision 181); the handlers parse with the same objects. */
const SCHEMAS = {
  seat: { schema: { params: IdParams, body: GuestSeatBody, response: { 200: GuestSeatResponse } } },
  account: { schema: { body: GuestAccountBody, response: { 200: VerificationRequired } } },
};

export const SIGNED_IN_ALREADY = 'You are already signed in: join the game from its page.';

/**
 * Guest seats (issue 29, decision 287): a signed-out person takes an invitation's free seat as a guest,
 * later keeps the game by making an account from the guest session, and meanwhile reaches nothing else
 * (the gate). The guest's row and session are the accounts feature's; the seat is the referee's.
 */
export const guestsFeature: Feature<{ games: GameService }> = (app, ctx, { games }) => {
  const limiter = new RateLimiter(ctx.db);
  installGuestGate(app, games);

  app.post('/api/games/:id/guest', SCHEMAS.seat, async (request, reply): Promise<GuestSeatResponse> => {
    if (request.user) throw new HttpError('already_a_player', SIGNED_IN_ALREADY);
    const { id } = parseWith(IdParams, request.params);
    const body = parseWith(GuestSeatBody, request.body);
    // Refused before anyone is made: no such game, or no free seat any more (a second guest among them).
    const waiting = await games.snapshot(id);
    if (!waiting) throw notFound(GAME_ERRORS.notFound);
    if (waiting.whitePlayerId && waiting.blackPlayerId)
      throw new HttpError('game_full', GAME_ERRORS.gameFull);
    if (waiting.status !== 'waiting') throw new HttpError('game_over', GAME_ERRORS.notWaiting);
    // Asked again as the seat is taken; asked here too, so no guest is made for a seat they cannot have.
    if (waiting.daysPerMove != null) {
      throw new HttpError('correspondence_no_guest_seat', CORRESPONDENCE_NO_GUEST_SEAT);
    }
    await countGuestSeat(limiter, request.ip);
    const now = Date.now();
    const guest = await createGuest(ctx.db.kysely, body.displayName, now);
    let game: GuestSeatResponse['game'];
    try {
      game = await games.join(
        id,
        { id: guest.userId, username: guest.username, email: guest.email, displayName: body.displayName },
        // A guest's games are never rated; the host pays as for any invitation.
        { kind: 'guest_seat', casual: true },
      );
    } catch (error) {
      // The seat went meanwhile (or the host refuses contact): the guest was never made.
      await deleteUnseatedGuest(ctx.db, guest.userId);
      throw error;
    }
    setSessionCookie(reply, ctx.config, guest.token, guest.guestUntil - now);
    return { game, guestUntil: new Date(guest.guestUntil).toISOString() };
  });

  app.post('/api/guest/account', SCHEMAS.account, async (request): Promise<VerificationRequired> => {
    const guest = requireUser(request);
    const body = parseWith(GuestAccountBody, request.body);
    return convertGuest(
      { db: ctx.db, mailer: ctx.mailer, config: ctx.config, limiter },
      guest,
      request.sessionId ?? '',
      body,
      request.ip,
    );
  });
};
