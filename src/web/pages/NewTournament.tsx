import tournamentsArea from 'virtual:catalogue-area/tournaments';
import { useLingui } from '@lingui/react';
import { Link } from 'wouter';
import { mayPlayProArenas } from '../../core/plans';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { gameWords } from '../i18n/game-words';
import { loadArea } from '../i18n/i18n';
import { PageMeta } from '../layout/PageMeta';
import { useAuth } from '../lib/auth';
import { CreateTournamentForm } from '../tournaments/CreateTournamentForm';
import { CreateNeedsPro } from '../tournaments/ProUpsell';

export const ready = Promise.all([loadArea(tournamentsArea), gameWords.ready]).then(() => undefined);

/** `/tournaments/new`: a Pro member makes a private tournament for friends; anyone else is told why not. */
function NewTournamentScreen() {
  const { i18n } = useLingui();
  const { user } = useAuth();
  const pro = user ? mayPlayProArenas(user.subscriptionTier) : false;
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-8">
      <div className="grid gap-2">
        <Link href="/tournaments" className="text-sm text-muted-foreground hover:underline">
          {i18n._('tournaments.back')}
        </Link>
        <h1 className="text-3xl font-bold tracking-tight">{i18n._('tournaments.new.title')}</h1>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>{i18n._('tournaments.new.cardTitle')}</CardTitle>
          <CardDescription>{i18n._('tournaments.new.cardLead')}</CardDescription>
        </CardHeader>
        <CardContent>
          {pro ? (
            <CreateTournamentForm />
          ) : (
            <p data-testid="create-needs-pro" className="text-sm">
              <CreateNeedsPro />
            </p>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

/** The page names itself in the reader's language (the tab's title). */
export default function NewTournament() {
  const { i18n } = useLingui();
  return (
    <>
      <PageMeta name={i18n._('tournaments.new.title')} />
      <NewTournamentScreen />
    </>
  );
}
