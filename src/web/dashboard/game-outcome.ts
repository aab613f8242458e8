import type { GameSummary } from './queries';

export type OutcomeLabel = 'In Progress' | 'Win' | 'Loss' | 'Draw' | 'Unknown' | 'Waiting' | 'Abandoned';

/** How a game reads from the viewer's side (spec §4); an abandoned game says so. */
export function outcomeFor(game: GameSummary, viewerId: string): OutcomeLabel {
  if (game.status === 'active') return 'In Progress';
  if (game.status === 'abandoned') return 'Abandoned';
  if (game.status === 'completed') {
    if (game.result === 'draw') return 'Draw';
    const viewerWhite = game.whitePlayerId === viewerId;
    const viewerBlack = game.blackPlayerId === viewerId;
    if (game.result === 'white_wins' && (viewerWhite || viewerBlack)) return viewerWhite ? 'Win' : 'Loss';
    if (game.result === 'black_wins' && (viewerWhite || viewerBlack)) return viewerBlack ? 'Win' : 'Loss';
    return 'Unknown';
  }
  return 'Waiting';
}

/** The opponent's name as the viewer sees it, or null while nobody has joined. */
export function opponentName(game: GameSummary, viewerId: string): string | null {
  const opponent = game.whitePlayerId === viewerId ? game.black : game.white;
  return opponent ? (opponent.displayName ?? opponent.username) : null;
}

/** Active and waiting games are joined (their room is live); finished ones are viewed as a replay. */
export function isJoinable(game: Pick<GameSummary, 'status'>): boolean {
  return game.status === 'active' || game.status === 'waiting';
}
