import { useLingui } from '@lingui/react';
import { UserPlus } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '../components/ui/button';
import { Card, CardContent } from '../components/ui/card';
import { callWords } from '../video/call-words';

/**
 * A signed-out visitor watching a game whose black seat is open (decision 274): the invitation link takes
 * them to sign-up and back into the seat.
 */
export function SignInToPlay({ gameId }: { gameId: string }) {
  callWords.useWords();
  const { i18n } = useLingui();
  return (
    <Card className="border-primary">
      <CardContent
        className="flex flex-wrap items-center justify-between gap-3 p-4"
        data-testid="sign-in-to-play"
      >
        <div>
          <h2 className="font-semibold">{i18n._('call.spectators.seatOpen')}</h2>
          <p className="text-sm text-muted-foreground">{i18n._('call.spectators.takeBlack')}</p>
        </div>
        <Button asChild>
          {/* A full navigation through the join link: signed out, it stores the way back and opens sign-up. */}
          <Link href={`/game/${gameId}?join=true`}>
            <UserPlus /> {i18n._('call.spectators.signInToPlay')}
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
