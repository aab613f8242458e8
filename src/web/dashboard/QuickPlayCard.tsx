import { Plus, UserPlus, Users } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';

/**
 * Start a game, or start one to invite someone to (both open the create-game screen), or meet someone
 * new in the lobby: the one way to play for a person with no partner at hand (issue 28).
 */
export function QuickPlayCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Quick Play</CardTitle>
        <CardDescription>
          Start a game and share the link, invite a friend by username, or meet someone new in the lobby.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3 sm:grid-cols-2">
        <Button asChild size="lg">
          <Link href="/game/new">
            <Plus aria-hidden="true" />
            New Game
          </Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link href="/game/new">
            <UserPlus aria-hidden="true" />
            Invite
          </Link>
        </Button>
        <Button asChild size="lg" variant="accent" className="sm:col-span-2">
          <Link href="/lobby">
            <Users aria-hidden="true" />
            Play someone new
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
