import { Link } from 'wouter';
import { mayPlayProArenas } from '../../core/plans';
import { UpgradeLink } from '../billing/UpgradeLink';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { useAuth } from '../lib/auth';
import { CreateTournamentForm } from '../tournaments/CreateTournamentForm';

/** `/tournaments/new`: a Pro member makes a private tournament for friends; anyone else is told why not. */
export default function NewTournament() {
  const { user } = useAuth();
  const pro = user ? mayPlayProArenas(user.subscriptionTier) : false;
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-8">
      <div className="grid gap-2">
        <Link href="/tournaments" className="text-sm text-muted-foreground hover:underline">
          ← Tournaments
        </Link>
        <h1 className="text-3xl font-bold tracking-tight">New tournament</h1>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>A private arena among friends</CardTitle>
          <CardDescription>
            Everyone plays as many games as they can in the time; each game is paired as soon as two players
            are free.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {pro ? (
            <CreateTournamentForm />
          ) : (
            <p data-testid="create-needs-pro" className="text-sm">
              Creating a private tournament is part of Pro. You can join any tournament you are invited to on
              your plan, for free.{' '}
              <UpgradeLink
                atLeast="pro"
                reason="Creating private tournaments is part of Pro."
                className="text-primary"
              >
                Upgrade to Pro
              </UpgradeLink>
            </p>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
