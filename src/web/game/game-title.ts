import type { Game, PublicUser } from '../../core/protocol';

function nameOf(player: PublicUser | null): string {
  return player ? (player.displayName ?? player.username) : 'an empty seat';
}

/** The room's page name: "Game vs Sam" for a player, "Ann vs Sam" for a spectator (signed out too). */
export function gameTitle(game: Game, viewerId: string | null): string {
  if (viewerId === null) return `${nameOf(game.white)} vs ${nameOf(game.black)}`;
  if (game.whitePlayerId === viewerId) return `Game vs ${nameOf(game.black)}`;
  if (game.blackPlayerId === viewerId) return `Game vs ${nameOf(game.white)}`;
  return `${nameOf(game.white)} vs ${nameOf(game.black)}`;
}
