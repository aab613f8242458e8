import type { FastifyInstance, FastifyRequest } from 'fastify';
import { NOT_INVITED_TEXT } from '../../core/protocol';
import { HttpError } from '../http/errors';
import { ACCOUNT_REQUIRED_TEXT } from '../safety/contact-policy';

/** What the gate asks of the referee: a game's two seats, or null for no such game. */
export interface GameSeatsLookup {
  players(gameId: string): Promise<{ whitePlayerId: string | null; blackPlayerId: string | null } | null>;
}

/**
 * The API routes a guest may call beyond their own games' (decision 287): who they are, signing out, making
 * their account, the call's ICE servers, the board's look (the defaults: a guest cannot save any), the games
 * left this month (the room offers a rematch only with one left), players' pictures, and the health routes.
 */
export const GUEST_ROUTES: ReadonlySet<string> = new Set([
  'GET /api/user',
  'POST /api/logout',
  'POST /api/guest/account',
  'GET /api/rtc-config',
  'GET /api/settings/board',
  'GET /api/billing/allowance',
  'GET /api/avatars/:userId',
  'GET /api/health',
  'GET /api/ready',
]);

/** A game's routes: `/api/games/:id` and everything under it, which a guest may call for their own games. */
const GAME_ROUTE = /^\/api\/games\/:id(\/|$)/;

/**
 * Guests reach only the games they sit in (decision 287). Before any handler runs, a guest's request is
 * refused with `account_required` on every API route not listed above and not a game's, and with
 * `not_invited` on the routes of a game they do not sit in (rematches included: they sit in those).
 * Members and signed-out visitors pass untouched. Pages, the client's files and `/ws` are not API routes;
 * the live channel refuses a guest's `join_game` of another game itself (`live/handlers.ts`).
 */
export function installGuestGate(app: FastifyInstance, games: GameSeatsLookup): void {
  app.addHook('preValidation', async (request) => {
    if (request.user?.guestUntil == null) return;
    const route = request.routeOptions.url;
    if (!route?.startsWith('/api/')) return;
    if (GUEST_ROUTES.has(`${request.method} ${route}`)) return;
    if (!GAME_ROUTE.test(route)) throw new HttpError('account_required', ACCOUNT_REQUIRED_TEXT);
    await requireOwnGame(request, games);
  });
}

async function requireOwnGame(request: FastifyRequest, games: GameSeatsLookup): Promise<void> {
  const gameId = (request.params as { id?: unknown }).id;
  const players = typeof gameId === 'string' ? await games.players(gameId) : null;
  const guestId = request.user?.id;
  if (players && (players.whitePlayerId === guestId || players.blackPlayerId === guestId)) return;
  throw new HttpError('not_invited', NOT_INVITED_TEXT);
}
