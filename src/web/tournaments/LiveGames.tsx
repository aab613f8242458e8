import { useLingui } from '@lingui/react';
import { Zap } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { Position } from '../../core/chess/position';
import type { LiveTournamentGame } from '../../core/tournament/schemas';
import { MiniBoard } from '../board/MiniBoard';
import { getLiveSocket, type LiveSocket } from '../lib/live-socket';
import { useLiveHandlers } from '../lib/use-live-messages';
import { nameOf } from './tournament-text';

/** The position after one more move, or the same one when the move does not follow (a snapshot comes next). */
export function afterMove(fen: string, move: string): string {
  const position = Position.fromFen(fen);
  if (!position.ok) return fen;
  const played = position.value.play(move);
  return played.ok ? played.value.fen : fen;
}

/**
 * The position of a game in play, kept live: the tab follows the game on `/ws` while the board is shown
 * (its `game` snapshot, then each move), starting from the position the standings carried.
 */
function useLivePosition(gameId: string, fen: string, socket: LiveSocket): string {
  const [position, setPosition] = useState({ gameId, fen });
  const shown = position.gameId === gameId ? position.fen : fen;
  useEffect(() => {
    socket.joinGame(gameId);
    return () => socket.leaveGame(gameId);
  }, [gameId, socket]);
  useLiveHandlers(
    {
      game: ({ game }) => {
        if (game.id === gameId) setPosition({ gameId, fen: game.fen });
      },
      move: (event) => {
        if (event.gameId === gameId) setPosition((now) => ({ gameId, fen: afterMove(now.fen, event.move) }));
      },
    },
    socket,
  );
  return shown;
}

function Side({ side }: { side: LiveTournamentGame['white'] }) {
  const { i18n } = useLingui();
  return (
    <span className="flex min-w-0 items-center gap-1 text-xs">
      <span className="tabular-nums text-muted-foreground">#{side.rank}</span>
      <span className="truncate font-medium">{nameOf(side.player)}</span>
      {side.berserk ? (
        <Zap
          className="size-3 shrink-0 fill-amber-400 text-amber-500"
          aria-label={i18n._('tournaments.sheet.berserkLabel')}
        />
      ) : null}
    </span>
  );
}

function LiveGameBoard({ game, socket }: { game: LiveTournamentGame; socket: LiveSocket }) {
  const { i18n } = useLingui();
  const fen = useLivePosition(game.gameId, game.fen, socket);
  const label = i18n._('tournaments.live.versus', {
    white: nameOf(game.white.player),
    black: nameOf(game.black.player),
  });
  return (
    <Link
      href={`/game/${encodeURIComponent(game.gameId)}`}
      className="grid gap-1 rounded-lg p-1.5 transition-colors hover:bg-muted"
      data-testid="live-game"
      aria-label={i18n._('tournaments.live.watch', { game: label })}
    >
      <Side side={game.black} />
      <MiniBoard fen={fen} label={label} />
      <Side side={game.white} />
    </Link>
  );
}

/** The best games in play (the top players' first) as small boards that follow each move; each opens its room. */
export function LiveGames({
  games,
  socket = getLiveSocket(),
}: {
  games: readonly LiveTournamentGame[];
  socket?: LiveSocket;
}) {
  const { i18n } = useLingui();
  if (games.length === 0)
    return <p className="text-sm text-muted-foreground">{i18n._('tournaments.live.none')}</p>;
  return (
    <ul
      className="grid grid-cols-2 gap-2 sm:grid-cols-3 xl:grid-cols-4"
      aria-label={i18n._('tournaments.live.title')}
    >
      {games.map((game) => (
        <li key={game.gameId}>
          <LiveGameBoard game={game} socket={socket} />
        </li>
      ))}
    </ul>
  );
}
