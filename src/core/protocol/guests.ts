import { z } from 'zod';
import { GuestName, RegisterBody } from './accounts';
import { GameResponse } from './game';

/**
 * `POST /api/games/:id/guest` (decision 287): a signed-out person opening an invitation link takes its free
 * seat as a guest, under a name of their choosing, having accepted the terms.
 */
export const GuestSeatBody = z.object({
  displayName: GuestName,
  acceptTerms: z.literal(true, { error: 'Please accept the terms of service and privacy policy' }),
});
export type GuestSeatBody = z.infer<typeof GuestSeatBody>;
export type GuestSeatInput = z.input<typeof GuestSeatBody>;

/** The seat taken: the started game, and the guest session's end (ISO). */
export const GuestSeatResponse = GameResponse.extend({ guestUntil: z.string() });
export type GuestSeatResponse = z.infer<typeof GuestSeatResponse>;

/**
 * `POST /api/guest/account`: "Keep this game: create an account". The sign-up form's fields; the guest's
 * own row becomes the account, so its games stay in the new account's history.
 */
export const GuestAccountBody = RegisterBody;
export type GuestAccountBody = z.infer<typeof GuestAccountBody>;

/** A guest asking for a game they do not sit in, over HTTP or the live channel (`not_invited`). */
export const NOT_INVITED_TEXT = 'Guests can open only the game they were invited to.';
