import { Trans, useLingui } from '@lingui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trophy, Zap } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { firstMoverOf } from '../../../core/chess/start-position';
import { type Color, type Game, isFinished } from '../../../core/protocol';
import { Button } from '../../components/ui/button';
import { messageOf } from '../../lib/api';
import type { ServerMessageOf } from '../../lib/live-dispatcher';
import { getLiveSocket } from '../../lib/live-socket';
import { useLiveHandlers } from '../../lib/use-live-messages';
import {
  berserk,
  fetchTournament,
  tournamentGamePath,
  tournamentKey,
} from '../../tournaments/tournament-api';
import { useTournamentWatch } from '../../tournaments/use-tournament';
import { useNow } from './use-room';

type NextGame = ServerMessageOf<'tournament_next_game'>;

/** Whether `color` has not made its first move yet: berserk is allowed only until then. */
export function beforeOwnFirstMove(game: Pick<Game, 'moves' | 'startFen'>, color: Color): boolean {
  const firstPly = firstMoverOf(game.startFen) === color ? 0 : 1;
  return game.moves.length <= firstPly;
}

/** The player went berserk in this game: said for as long as it is played. */
function BerserkDone() {
  return (
    <p className="flex items-center gap-2 text-sm font-medium" data-testid="berserk-done">
      <Zap className="size-4 fill-amber-400 text-amber-500" aria-hidden="true" />{' '}
      <Trans id="room.tournament.berserkDone" />
    </p>
  );
}

/** "Berserk": halve one's own clock before one's first move, for an extra point on a win (issue 30). */
function BerserkButton({ tournamentId, game }: { tournamentId: string; game: Game }) {
  const { i18n } = useLingui();
  const go = useMutation({ mutationFn: () => berserk(tournamentId, game.id) });
  if (go.isSuccess) return <BerserkDone />;
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <Button size="sm" variant="accent" disabled={go.isPending} onClick={() => go.mutate()}>
        <Zap /> <Trans id="room.tournament.berserk" />
      </Button>
      <span className="text-muted-foreground">
        <Trans id="room.tournament.berserkHint" />
      </span>
      {go.error ? (
        <span role="alert" className="w-full text-destructive">
          {messageOf(go.error, i18n._('room.tournament.berserkFailed'))}
        </span>
      ) : null}
    </div>
  );
}

/** The next game as the room counts down to it: from the pairing frame, or from the tournament's page. */
interface Upcoming {
  gameId: string;
  tournamentId: string;
  startsAt: number;
  opponentName: string | null;
}

/**
 * Between games: waiting to be paired, paused, or the tournament is over, read from the tournament's page (again
 * when the tournament tells its players it changed). A page opened after the pairing frame went by learns the
 * next game there too, and goes on to it.
 */
function AfterTheGame({ tournamentId, gameId }: { tournamentId: string; gameId: string }) {
  const { i18n } = useLingui();
  const client = useQueryClient();
  const [, navigate] = useLocation();
  const page = useQuery({
    queryKey: tournamentKey(tournamentId),
    queryFn: () => fetchTournament(tournamentId, null),
    refetchOnMount: 'always',
  });
  // Watching the tournament, the room hears its end at once (its state frame), even when the last game ended just
  // before the tournament was finished and the page read above still said it runs.
  useTournamentWatch(tournamentId, null, getLiveSocket(), client);
  useLiveHandlers({
    tournament_state: (frame) => {
      if (frame.tournamentId === tournamentId)
        void client.invalidateQueries({ queryKey: tournamentKey(tournamentId) });
    },
  });
  const me = page.data?.me ?? null;
  const playing = me?.gameId && me.gameId !== gameId ? me.gameId : null;
  useEffect(() => {
    if (playing) navigate(tournamentGamePath(playing, tournamentId));
  }, [playing, tournamentId, navigate]);
  const next = me?.nextGame && me.nextGame.gameId !== gameId ? me.nextGame : null;
  if (next) return <NextGameCountdown next={{ ...next, tournamentId, opponentName: null }} />;
  const status = page.data?.tournament.status;
  const text =
    status === 'finished' || status === 'cancelled'
      ? i18n._('room.tournament.over')
      : me?.status === 'paused'
        ? i18n._('room.tournament.paused')
        : page.data
          ? i18n._('room.tournament.waiting')
          : null;
  return text ? (
    <p className="text-muted-foreground" data-testid="after-the-game">
      {text}
    </p>
  ) : null;
}

/** "Next game in 7 s", then the next game's room, by itself: nothing to click (issue 30). */
function NextGameCountdown({ next }: { next: Upcoming }) {
  const [, navigate] = useLocation();
  const now = useNow(250, true);
  const left = Math.max(0, Math.ceil((next.startsAt - now) / 1000));
  useEffect(() => {
    if (left === 0) navigate(tournamentGamePath(next.gameId, next.tournamentId));
  }, [left, next.gameId, next.tournamentId, navigate]);
  return (
    <p role="status" className="font-medium" data-testid="next-game">
      <Trans
        id={next.opponentName ? 'room.tournament.nextGameAgainst' : 'room.tournament.nextGame'}
        values={{ seconds: left, name: next.opponentName }}
        components={{ 0: <span className="tabular-nums" /> }}
      />
    </p>
  );
}

/**
 * A tournament game's own line in the room: Berserk before the player's first move, and once the game is over
 * the countdown to the next game the tournament paired, which then opens by itself. The tournament comes from
 * the game, else from the address (`?tournament=`, as the tournament's pages open its games).
 */
export function TournamentGameBar({
  game,
  myColor,
  tournamentId,
}: {
  game: Game;
  myColor: Color | null;
  tournamentId: string | null;
}) {
  const [next, setNext] = useState<NextGame | null>(null);
  useLiveHandlers({
    tournament_next_game: (frame) => {
      if (frame.gameId !== game.id) setNext(frame);
    },
  });
  const id = game.tournamentId ?? tournamentId ?? next?.tournamentId ?? null;
  if (game.origin !== 'tournament' || myColor === null) return null;
  const finished = isFinished(game);
  const wentBerserk = game.berserk?.[myColor] === true;
  const canBerserk = !finished && id !== null && !wentBerserk && beforeOwnFirstMove(game, myColor);
  if (!canBerserk && !wentBerserk && !finished && !next) return null;
  return (
    <div
      className="grid gap-2 rounded-lg border border-primary/30 bg-primary/5 px-3 py-2 text-sm"
      data-testid="tournament-game-bar"
    >
      {canBerserk && id ? <BerserkButton tournamentId={id} game={game} /> : null}
      {wentBerserk && !finished ? <BerserkDone /> : null}
      {next ? (
        <NextGameCountdown
          next={{
            gameId: next.gameId,
            tournamentId: next.tournamentId,
            startsAt: next.startsAt,
            opponentName: next.opponent.displayName ?? next.opponent.username,
          }}
        />
      ) : null}
      {finished && !next && id ? <AfterTheGame tournamentId={id} gameId={game.id} /> : null}
      {finished && id ? (
        <Link
          href={`/tournaments/${encodeURIComponent(id)}`}
          className="flex items-center gap-1 font-medium text-primary underline"
        >
          <Trophy className="size-4" aria-hidden="true" /> <Trans id="room.tournament.standings" />
        </Link>
      ) : null}
    </div>
  );
}
