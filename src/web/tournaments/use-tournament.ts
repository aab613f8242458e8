import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import type { TournamentPage } from '../../core/tournament/schemas';
import type { ServerMessageOf } from '../lib/live-dispatcher';
import { getLiveSocket, type LiveSocket } from '../lib/live-socket';
import { useLiveHandlers } from '../lib/use-live-messages';
import { fetchTournament, TOURNAMENTS_KEY, tournamentGamePath, tournamentKey } from './tournament-api';

type StandingsFrame = ServerMessageOf<'tournament_standings'>;

/** The page with a standings frame applied: the live table, the state, and the podium once there is one. */
export function withStandings(page: TournamentPage, frame: StandingsFrame): TournamentPage {
  return {
    ...page,
    tournament: { ...page.tournament, status: frame.status, players: frame.standings.players },
    standings: frame.standings,
    podium: frame.podium ?? page.podium,
  };
}

/**
 * Tells the server this tab watches the tournament's standings while the page is open, again after every
 * reconnect (a new connection knows nothing of this tab, and frames were missed: the page is read again).
 */
export function useTournamentWatch(
  id: string,
  token: string | null,
  socket: LiveSocket,
  client: QueryClient,
): void {
  useEffect(() => {
    // A reader who came by a private tournament's link shows its token to watch it too.
    const watch = () =>
      socket.send({ type: 'tournament', tournamentId: id, watch: true, ...(token ? { token } : {}) });
    watch();
    const off = socket.on('hello', () => {
      watch();
      void client.invalidateQueries({ queryKey: tournamentKey(id) });
    });
    return () => {
      off();
      socket.send({ type: 'tournament', tournamentId: id, watch: false });
    };
  }, [id, token, socket, client]);
}

/**
 * One tournament as its page shows it: loaded once, then kept live by `/ws` (standings at most once a second,
 * its state changes), and a player whom the tournament pairs goes to the game's room at once, where the
 * countdown to its first move runs.
 */
export function useTournament(id: string, token: string | null, socket: LiveSocket = getLiveSocket()) {
  const client = useQueryClient();
  const [, navigate] = useLocation();
  const version = useRef(-1);
  const page = useQuery({
    queryKey: tournamentKey(id),
    queryFn: () => fetchTournament(id, token),
    refetchOnMount: 'always',
  });
  useTournamentWatch(id, token, socket, client);
  const refresh = () => {
    void client.invalidateQueries({ queryKey: tournamentKey(id) });
    void client.invalidateQueries({ queryKey: TOURNAMENTS_KEY, exact: true });
  };
  useLiveHandlers(
    {
      tournament_standings: (frame) => {
        if (frame.tournamentId !== id || frame.version < version.current) return;
        version.current = frame.version;
        const before = client.getQueryData<TournamentPage>(tournamentKey(id));
        client.setQueryData<TournamentPage>(tournamentKey(id), (data) =>
          data ? withStandings(data, frame) : data,
        );
        // The final table comes with the page, not the frame: read it again once the end is known, and after
        // it too, as the games in play at the end time finish and count.
        if (frame.status !== before?.tournament.status || frame.status === 'finished') refresh();
      },
      tournament_state: (frame) => {
        if (frame.tournamentId === id) refresh();
      },
      tournament_next_game: (frame) => {
        if (frame.tournamentId === id) navigate(tournamentGamePath(frame.gameId, id));
      },
    },
    socket,
  );
  // A page opened (or read again) while the reader's next game is already paired goes there too.
  const nextGameId = page.data?.me?.nextGame?.gameId ?? null;
  useEffect(() => {
    if (nextGameId) navigate(tournamentGamePath(nextGameId, id));
  }, [nextGameId, navigate, id]);
  return page;
}
