import type { LobbyBar, LobbyState, QueueState } from '../../core/protocol';
import type { StrangerCallChoice } from '../accounts/stranger-call-columns';
import type { LobbyGames } from './lobby-games';
import type { SeekBoard } from './seeks/seek-board';

/** What `GET /api/lobby` reads, each part from its owner. */
export interface LobbyStateSources {
  seeks: SeekBoard;
  lobbyGames: LobbyGames;
  callChoice(userId: string): Promise<StrangerCallChoice | undefined>;
  /** A standing bar from the lobby (decision 285's sanction), or null. */
  barOf(userId: string): Promise<LobbyBar | null>;
  /** Where the person waits in quick pairing, and how many wait there. */
  queueOf(userId: string): Promise<QueueState | null>;
  waitingIds(): Promise<ReadonlySet<string>>;
}

/** Everything the lobby page shows one person. */
export async function lobbyStateOf(sources: LobbyStateSources, userId: string): Promise<LobbyState> {
  const [seeks, queue, bar, allowance, choice, seekers, waiting] = await Promise.all([
    sources.seeks.visibleTo(userId),
    sources.queueOf(userId),
    sources.barOf(userId),
    sources.lobbyGames.allowance(userId),
    sources.callChoice(userId),
    sources.seeks.seekers(),
    sources.waitingIds(),
  ]);
  return {
    seeks,
    queue,
    bar,
    allowance,
    calls: {
      adultDeclared: (choice?.adultDeclaredAt ?? null) !== null,
      strangerCalls: choice?.strangerCalls ?? true,
    },
    waiting: new Set([...seekers, ...waiting]).size,
  };
}
