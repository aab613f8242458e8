import { Plus, UserPlus } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';

/** Start a game, or start one to invite someone to (both open the create-game screen). */
export function QuickPlayCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Quick Play</CardTitle>
        <CardDescription>Start a game and share the link, or invite a friend by username.</CardDescription>
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
      </CardContent>
    </Card>
  );
}
