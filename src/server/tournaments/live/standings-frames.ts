import type { ServerMessage } from '../../../core/protocol';
import { standingsFor } from '../service/table';
import type { TournamentView } from '../service/view';

/** One batch's frames and what each reader sees in them. */
export interface BatchFrames {
  /** The reader's frame, encoded. */
  frameOf(readerId: string | null): Buffer;
  /**
   * What the reader sees of this batch, leaving out what their page follows on its own: the version, and the
   * positions of the live games (a page's small boards follow each game's moves once shown). Two batches with the
   * same key for a reader tell them nothing new, so the second is not written to them.
   */
  seenBy(readerId: string | null): string;
}

/**
 * One batch's frames, serialised once: the frame without a reader's line is written as JSON once and ends with
 * `"me":null}}` (the standings last in the frame, `me` last in the standings), so a player's own frame is that
 * text with their line in place of `null`. Before, each of a thousand players' frames (5–6 KB, the top ten's
 * sheets and the live boards) was built and serialised whole for each batch (bench/README.md).
 */
export function framesFor(view: TournamentView): BatchFrames {
  const t = view.tournament;
  const finished = t.status === 'finished';
  const { players, top, games } = standingsFor(view.table, finished ? [] : view.live, null);
  const podium = finished ? view.table.lines.slice(0, 3) : null;
  const frame: ServerMessage = {
    type: 'tournament_standings',
    tournamentId: t.id,
    status: t.status,
    version: t.version,
    podium,
    standings: { players, top, games, me: null },
  };
  const text = JSON.stringify(frame);
  const tail = 'null}}';
  if (!text.endsWith(`"me":${tail}`)) throw new Error('standings frame not in the expected order');
  const head = Buffer.from(text.slice(0, -tail.length));
  const end = Buffer.from('}}');
  const shared = Buffer.from(text);
  const sharedSeen = JSON.stringify([
    t.status,
    podium,
    players,
    top,
    games.map(({ fen: _followedLive, ...game }) => game),
  ]);
  const lineText = (readerId: string | null) => {
    const line = readerId === null ? undefined : view.table.byUser.get(readerId);
    return line ? JSON.stringify(line) : null;
  };
  return {
    frameOf(readerId) {
      const line = lineText(readerId);
      return line ? Buffer.concat([head, Buffer.from(line), end]) : shared;
    },
    seenBy(readerId) {
      const line = lineText(readerId);
      return line ? `${sharedSeen}${line}` : sharedSeen;
    },
  };
}
