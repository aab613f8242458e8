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

/** "Players in the lobby": everyone seeking or waiting in quick pairing, each counted once. */
export async function lobbyHeadcount(
  sources: Pick<LobbyStateSources, 'seeks' | 'waitingIds'>,
): Promise<number> {
  const [seekers, waiting] = await Promise.all([sources.seeks.seekers(), sources.waitingIds()]);
  return new Set([...seekers, ...waiting]).size;
}

/** Everything the lobby page shows one person. */
export async function lobbyStateOf(sources: LobbyStateSources, userId: string): Promise<LobbyState> {
  const [seeks, queue, bar, allowance, choice, waiting] = await Promise.all([
    sources.seeks.visibleTo(userId),
    sources.queueOf(userId),
    sources.barOf(userId),
    sources.lobbyGames.allowance(userId),
    sources.callChoice(userId),
    lobbyHeadcount(sources),
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
    waiting,
  };
}
