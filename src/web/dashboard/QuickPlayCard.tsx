import { useLingui } from '@lingui/react';
import { Bot, Plus, UserPlus, Users } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';

/**
 * Start a game, or start one to invite someone to (both open the create-game screen), or meet someone
 * new in the lobby (issue 28), or play the computer (issue 29): ways to play with no partner at hand.
 */
export function QuickPlayCard() {
  const { i18n } = useLingui();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{i18n._('dashboard.quickPlay.title')}</CardTitle>
        <CardDescription>{i18n._('dashboard.quickPlay.text')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3 sm:grid-cols-2">
        <Button asChild size="lg">
          <Link href="/game/new">
            <Plus aria-hidden="true" />
            {i18n._('dashboard.newGame')}
          </Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link href="/game/new">
            <UserPlus aria-hidden="true" />
            {i18n._('dashboard.quickPlay.invite')}
          </Link>
        </Button>
        <Button asChild size="lg" variant="accent">
          <Link href="/lobby">
            <Users aria-hidden="true" />
            {i18n._('dashboard.quickPlay.someoneNew')}
          </Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link href="/game/new?opponent=computer">
            <Bot aria-hidden="true" />
            {i18n._('dashboard.quickPlay.computer')}
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
