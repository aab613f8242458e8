import type { ErrorCode } from '../../core/protocol/errors';

/** What the one refused can do next: see the plans, start their own game, or ask again. */
export type WayForward = 'upgrade' | 'new_game' | 'retry';

export interface JoinRefusalScreen {
  title: string;
  detail: string;
  way: WayForward;
}

/** The refusals a joiner cannot get past by asking again; each has its own screen. */
const SCREENS: Partial<Record<ErrorCode, (serverMessage: string | null) => JoinRefusalScreen>> = {
  allowance_exhausted: (message) => ({
    title: 'No games left this month',
    detail: message ?? 'The monthly games allowance is used up, so this game cannot start.',
    way: 'upgrade',
  }),
  game_full: () => ({
    title: 'Game is Full',
    detail: 'This game already has two players. Start your own game to play chess!',
    way: 'new_game',
  }),
  game_over: () => ({
    title: 'This game has ended',
    detail: 'The game is no longer waiting for a player. Start your own game to play chess!',
    way: 'new_game',
  }),
  // Neutral words whatever the reason (a block is silent, decision 201): asking again would not help.
  contact_refused: () => ({
    title: 'You cannot join this game',
    detail: 'This game is not open to you. Start your own game to play chess!',
    way: 'new_game',
  }),
  seat_reserved: (message) => ({
    title: 'This seat is reserved',
    detail: `${message ?? 'The seat is held for an invited player'}. Start your own game to play chess!`,
    way: 'new_game',
  }),
};

/** The screen for a refused join, decided by the refusal's code; null when asking again may work. */
export function joinRefusalScreen(
  code: ErrorCode | null,
  serverMessage: string | null,
): JoinRefusalScreen | null {
  const screen = code ? SCREENS[code] : undefined;
  return screen ? screen(serverMessage) : null;
}

/** Why someone could not join, as the host reads it: "Sam could not join: the game is full". */
export function hostJoinNotice(name: string, code: ErrorCode): string {
  return `${name} could not join: ${HOST_REASONS[code] ?? 'the server refused'}`;
}

const HOST_REASONS: Partial<Record<ErrorCode, string>> = {
  allowance_exhausted: 'one of you has no games left this month',
  game_full: 'the game already has two players',
  game_over: 'the game is over',
  seat_reserved: 'the seat is held for the player you invited',
};
