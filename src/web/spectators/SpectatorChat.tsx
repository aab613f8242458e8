import { useLingui } from '@lingui/react';
import { MessageSquare } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { ChatLog } from '../chat/ChatLog';
import { Button } from '../components/ui/button';
import { storeReturnPath } from '../lib/return-path';
import { callWords } from '../video/call-words';

/**
 * The room's Spectators tab (decision 275): the spectators' own chat for a signed-in viewer; read-only for
 * the players, once their game is over; for a signed-out visitor, the way to sign in and come back here.
 */
export function SpectatorChat({
  gameId,
  signedIn,
  readOnly = false,
}: {
  gameId: string;
  signedIn: boolean;
  readOnly?: boolean;
}) {
  return signedIn ? <ChatLog gameId={gameId} channel="spectators" readOnly={readOnly} /> : <SignInToChat />;
}

function SignInToChat() {
  callWords.useWords();
  const { i18n } = useLingui();
  const [location] = useLocation();
  return (
    <div
      data-testid="sign-in-to-chat"
      className="flex h-full min-h-24 flex-col items-center justify-center gap-3 rounded-md border bg-muted/40 p-4 text-center"
    >
      <MessageSquare className="size-6 text-muted-foreground" aria-hidden="true" />
      <p className="text-sm text-muted-foreground">{i18n._('call.spectators.watching')}</p>
      <Button asChild size="sm">
        <Link href="/signin" onClick={() => storeReturnPath(location)}>
          {i18n._('call.spectators.signInToChat')}
        </Link>
      </Button>
    </div>
  );
}
