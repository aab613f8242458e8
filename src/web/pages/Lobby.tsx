import errorsArea from 'virtual:catalogue-area/errors';
import { Trans, useLingui } from '@lingui/react';
import { Link } from 'wouter';
import { PageSpinner } from '../components/ui/spinner';
import { gameWords } from '../i18n/game-words';
import { loadArea } from '../i18n/i18n';
import { PageMeta } from '../layout/PageMeta';
import { useAuth } from '../lib/auth';
import { BarBanner, LobbyFacts } from '../lobby/LobbyStatus';
import { gamesLeft } from '../lobby/lobby-text';
import { lobbyWords } from '../lobby/lobby-words';
import { OpenSeeks } from '../lobby/OpenSeeks';
import { QuickPairing } from '../lobby/QuickPairing';
import { useLobby } from '../lobby/use-lobby';

// The lobby's words, the games area's speeds and stakes, and the refusals' words (a seek taken first) arrive
// with its code (decisions 297, 298 and 303).
export const ready = Promise.all([lobbyWords.ready, gameWords.ready, loadArea(errorsArea)]);

/** `/lobby`: meet someone new — quick pairing in pools, and open seeks (issue 28). */
function LobbyScreen() {
  lobbyWords.useWords();
  gameWords.useWords();
  const { i18n } = useLingui();
  const { user } = useAuth();
  const { lobby, dropped } = useLobby();
  if (lobby.isPending || !user) return <PageSpinner />;
  if (lobby.isError)
    return (
      <p role="alert" className="p-8 text-center">
        {i18n._('lobby.loadFailed')}
      </p>
    );
  const state = lobby.data;
  // Barred, or today's lobby games used up: nothing here can start a game (the server refuses it too).
  const blocked = state.bar !== null || gamesLeft(state.allowance) === 0;
  return (
    <main className="mx-auto grid max-w-5xl gap-6 px-4 py-8">
      <div className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">{i18n._('lobby.title')}</h1>
        <LobbyFacts lobby={state} />
        <p className="text-sm text-muted-foreground">
          <Trans
            id="lobby.tournamentHint"
            components={{
              0: <Link href="/tournaments" className="font-medium text-primary underline" />,
            }}
          />
        </p>
      </div>
      {state.bar ? <BarBanner bar={state.bar} /> : null}
      <QuickPairing lobby={state} blocked={blocked} dropped={dropped} />
      <OpenSeeks lobby={state} myId={user.id} blocked={blocked} />
    </main>
  );
}

/** The page names itself in the reader's language (the tab's title). */
export default function Lobby() {
  const { i18n } = useLingui();
  return (
    <>
      <PageMeta name={i18n._('header.lobby')} />
      <LobbyScreen />
    </>
  );
}
