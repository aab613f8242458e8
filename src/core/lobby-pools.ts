/**
 * The lobby's time controls (issue 28, decision 283): quick pairing's pools and the seeks one may post.
 * The create screen's four (5, 10, 15 and 30 minutes), and 1+0 and 3+2, the two busiest pools of online
 * chess: strangers who meet for a quick game mostly want a short one, and a small number of pools keeps
 * each one full enough to pair within seconds.
 */
export interface LobbyPool {
  /** "3+2": minutes and increment, the id the protocol and the pairing wave use. */
  id: string;
  /** Initial seconds per side. */
  timeControl: number;
  /** Seconds added after each move. */
  increment: number;
  /** "Bullet", "Blitz", "Rapid" or "Classical", as the tiles name them. */
  speed: 'Bullet' | 'Blitz' | 'Rapid' | 'Classical';
}

export const LOBBY_POOL_IDS = ['1+0', '3+2', '5+0', '10+0', '15+0', '30+0'] as const;
export type LobbyPoolId = (typeof LOBBY_POOL_IDS)[number];

export const LOBBY_POOLS: Record<LobbyPoolId, LobbyPool> = {
  '1+0': { id: '1+0', timeControl: 60, increment: 0, speed: 'Bullet' },
  '3+2': { id: '3+2', timeControl: 180, increment: 2, speed: 'Blitz' },
  '5+0': { id: '5+0', timeControl: 300, increment: 0, speed: 'Blitz' },
  '10+0': { id: '10+0', timeControl: 600, increment: 0, speed: 'Rapid' },
  '15+0': { id: '15+0', timeControl: 900, increment: 0, speed: 'Rapid' },
  '30+0': { id: '30+0', timeControl: 1800, increment: 0, speed: 'Classical' },
};

export const LOBBY_POOL_LIST: readonly LobbyPool[] = LOBBY_POOL_IDS.map((id) => LOBBY_POOLS[id]);

/** Open seeks one person may have at once: enough for a few time controls, not enough to flood the list. */
export const SEEKS_PER_PERSON_MAX = 3;

/**
 * How often a lobby page hears of seeks that came and went, at most (decision 283). One frame per page per
 * batch rather than one per seek: a thousand lobby pages and ten seeks a second were twenty thousand socket
 * writes a second, half of a server's time; a list a fraction of a second behind reads the same to a person.
 */
export const LOBBY_BATCH_MS = 500;
