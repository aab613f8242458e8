import { Trans, useLingui } from '@lingui/react';
import { Link } from 'wouter';
import { planName } from '../i18n/plan-words';
import { useAuth } from '../lib/auth';
import { useAllowance } from './billing-api';

/**
 * "Games left this month" for the create screen, from the server's count. At zero it says how to
 * get more; the server refuses the game either way.
 */
export function GamesLeft() {
  const { i18n } = useLingui();
  const { user } = useAuth();
  const allowance = useAllowance(user !== null);
  const data = allowance.data;
  if (!user || !data) return null;
  const plan = planName(i18n, data.plan);
  if (data.remaining === null) {
    return (
      <p className="text-sm text-muted-foreground" data-testid="games-left">
        {i18n._('createGame.gamesLeft.unlimited', { plan })}
      </p>
    );
  }
  if (data.remaining === 0) {
    return (
      <p className="text-sm text-destructive" data-testid="games-left">
        <Trans
          id="createGame.gamesLeft.none"
          values={{ plan }}
          components={{ 0: <Link href="/pricing" className="font-medium underline underline-offset-4" /> }}
        />
      </p>
    );
  }
  return (
    <p className="text-sm text-muted-foreground" data-testid="games-left">
      {i18n._('createGame.gamesLeft.some', { remaining: data.remaining, allowance: data.allowance, plan })}
    </p>
  );
}
