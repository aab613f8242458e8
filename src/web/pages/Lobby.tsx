import { Link } from 'wouter';
import { PageSpinner } from '../components/ui/spinner';
import { useAuth } from '../lib/auth';
import { BarBanner, LobbyFacts } from '../lobby/LobbyStatus';
import { gamesLeft } from '../lobby/lobby-text';
import { OpenSeeks } from '../lobby/OpenSeeks';
import { QuickPairing } from '../lobby/QuickPairing';
import { useLobby } from '../lobby/use-lobby';

/** `/lobby`: meet someone new — quick pairing in pools, and open seeks (issue 28). */
export default function Lobby() {
  const { user } = useAuth();
  const lobby = useLobby();
  if (lobby.isPending || !user) return <PageSpinner />;
  if (lobby.isError)
    return (
      <p role="alert" className="p-8 text-center">
        Couldn&apos;t load the lobby. Please try again later.
      </p>
    );
  const state = lobby.data;
  // Barred, or today's lobby games used up: nothing here can start a game (the server refuses it too).
  const blocked = state.bar !== null || gamesLeft(state.allowance) === 0;
  return (
    <main className="mx-auto grid max-w-5xl gap-6 px-4 py-8">
      <div className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Lobby</h1>
        <LobbyFacts lobby={state} />
        <p className="text-sm text-muted-foreground">
          Rather a series of games?{' '}
          <Link href="/tournaments" className="font-medium text-primary underline">
            Play in a tournament
          </Link>
        </p>
      </div>
      {state.bar ? <BarBanner bar={state.bar} /> : null}
      <QuickPairing lobby={state} blocked={blocked} />
      <OpenSeeks lobby={state} myId={user.id} blocked={blocked} />
    </main>
  );
}
