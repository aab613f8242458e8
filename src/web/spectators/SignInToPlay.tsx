import { UserPlus } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '../components/ui/button';
import { Card, CardContent } from '../components/ui/card';

/**
 * A signed-out visitor watching a game whose black seat is open (decision 274): the invitation link takes
 * them to sign-up and back into the seat.
 */
export function SignInToPlay({ gameId }: { gameId: string }) {
  return (
    <Card className="border-primary">
      <CardContent
        className="flex flex-wrap items-center justify-between gap-3 p-4"
        data-testid="sign-in-to-play"
      >
        <div>
          <h2 className="font-semibold">This game is waiting for an opponent</h2>
          <p className="text-sm text-muted-foreground">Sign in to take the black pieces.</p>
        </div>
        <Button asChild>
          {/* A full navigation through the join link: signed out, it stores the way back and opens sign-up. */}
          <Link href={`/game/${gameId}?join=true`}>
            <UserPlus /> Sign in to play
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
