import type { I18n } from '@lingui/core';
import type { Game, PublicUser } from '../../core/protocol';

function nameOf(i18n: I18n, player: PublicUser | null): string {
  return player ? (player.displayName ?? player.username) : i18n._('room.title.emptySeat');
}

/** The room's page name: "Game vs Sam" for a player, "Ann vs Sam" for a spectator (signed out too). */
export function gameTitle(i18n: I18n, game: Game, viewerId: string | null): string {
  const spectator = () =>
    i18n._('room.title.spectator', { white: nameOf(i18n, game.white), black: nameOf(i18n, game.black) });
  if (viewerId === null) return spectator();
  if (game.whitePlayerId === viewerId)
    return i18n._('room.title.player', { opponent: nameOf(i18n, game.black) });
  if (game.blackPlayerId === viewerId)
    return i18n._('room.title.player', { opponent: nameOf(i18n, game.white) });
  return spectator();
}
