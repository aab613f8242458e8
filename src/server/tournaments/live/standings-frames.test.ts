import { describe, expect, it } from 'vitest';
import type { PublicUser } from '../../../core/protocol';
import { TournamentStandingsFrame } from '../../../core/tournament/schemas';
import { buildTable, standingsFor } from '../service/table';
import type { TournamentView } from '../service/view';
import type { Entry } from '../store/entry-rows';
import type { TournamentGame } from '../store/game-rows';
import type { Tournament } from '../store/tournament-rows';
import { framesFor } from './standings-frames';

const user = (id: string): PublicUser => ({
  id,
  // A name that looks like the frame's end must not confuse the splice.
  username: `p_${id}`,
  displayName: id === 'u1' ? '"me":null}}' : null,
  rating: 1500,
  avatarUrl: null,
});

function view(status: Tournament['status']): TournamentView {
  const ids = ['u1', 'u2', 'u3'];
  const entries: Entry[] = ids.map((userId, n) => ({
    tournamentId: 't1',
    userId,
    status: 'active',
    ratingAtStart: 1500 + n,
    joinedAt: 0,
  }));
  const games: TournamentGame[] = [
    {
      gameId: 'g1',
      tournamentId: 't1',
      whiteId: 'u1',
      blackId: 'u2',
      pairedAt: 1,
      startsAt: 1,
      ended: true,
      result: 'white_wins',
      plies: 30,
      agreedDraw: false,
      berserk: { white: true, black: false },
      endedAt: 2,
    },
  ];
  const table = buildTable(entries, games, new Map(ids.map((id) => [id, user(id)])));
  const tournament: Tournament = {
    id: 't1',
    kind: 'private',
    name: 'Friday arena',
    createdBy: 'u1',
    slotKey: null,
    timeControl: 180,
    increment: 2,
    minutes: 30,
    startsAt: 0,
    endsAt: 1_800_000,
    rated: true,
    maxPlayers: 10,
    status,
    inviteToken: 'token',
    createdAt: 0,
    version: 7,
  };
  return { tournament, entries, games, table, live: [], creator: user('u1') };
}

const parse = (data: Buffer) => TournamentStandingsFrame.parse(JSON.parse(data.toString()));

describe('framesFor', () => {
  it('gives a watcher who does not play the shared frame, without a line of their own', () => {
    const frames = framesFor(view('started'));
    const frame = parse(frames.frameOf(null));
    expect(frame).toMatchObject({ tournamentId: 't1', status: 'started', version: 7, podium: null });
    expect(frame.standings.me).toBeNull();
    expect(frame.standings.top.map((line) => line.player.id)).toEqual(['u1', 'u2', 'u3']);
    expect(frames.frameOf('someone-else')).toBe(frames.frameOf(null));
  });

  it('gives each player the same frame with their own line', () => {
    const v = view('started');
    const frames = framesFor(v);
    for (const id of ['u1', 'u2', 'u3']) {
      const frame = parse(frames.frameOf(id));
      expect(frame.standings).toEqual(JSON.parse(JSON.stringify(standingsFor(v.table, [], id))));
    }
    expect(parse(frames.frameOf('u1')).standings.me?.score).toBe(3);
  });

  it('carries the podium once finished', () => {
    const frame = parse(framesFor(view('finished')).frameOf('u2'));
    expect(frame.podium?.map((line) => line.rank)).toEqual([1, 2, 3]);
    expect(frame.standings.me?.player.id).toBe('u2');
  });
  it("sees a batch the same when only the version or the live boards' positions moved", () => {
    const v = view('started');
    const game = (fen: string) => ({
      gameId: 'g1',
      white: { player: user('u1'), rank: 1, berserk: false },
      black: { player: user('u2'), rank: 2, berserk: false },
      fen,
    });
    const before = framesFor({ ...v, live: [game('8/8/8/8/8/8/8/K6k w - - 0 1')] });
    const moved = framesFor({
      ...v,
      tournament: { ...v.tournament, version: 8 },
      live: [game('8/8/8/8/8/8/8/1K5k b - - 1 1')],
    });
    expect(moved.seenBy(null)).toBe(before.seenBy(null));
    expect(moved.seenBy('u1')).toBe(before.seenBy('u1'));
    // A player's own line is part of what they see, and not of what others see.
    expect(before.seenBy('u1')).not.toBe(before.seenBy(null));
    expect(before.seenBy('u1')).not.toBe(before.seenBy('u2'));
    expect(before.seenBy('someone-else')).toBe(before.seenBy(null));
    // Another game on the small boards, or the end, is news.
    expect(
      framesFor({ ...v, live: [{ ...game('8/8/8/8/8/8/8/K6k w - - 0 1'), gameId: 'g2' }] }).seenBy(null),
    ).not.toBe(before.seenBy(null));
    expect(framesFor(view('finished')).seenBy(null)).not.toBe(framesFor(view('started')).seenBy(null));
  });
});
