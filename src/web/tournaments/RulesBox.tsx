import type { MessageId } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { BookOpen } from 'lucide-react';
import { FIRST_MOVE_WINDOW_MS } from '../../core/chess/clock';
import { TOURNAMENT_LIMITS } from '../../core/limits';
import type { TournamentSummary } from '../../core/tournament/schemas';
import { BERSERK_MIN_MOVES, SHORT_DRAW_MOVES } from '../../core/tournament/scoring';

type Rule = { id: MessageId; values?: Record<string, number> };

/**
 * The rules of one tournament (decision 306): worded here in the reader's language from its fields and the same
 * constants the scoring and the pairing use (as `tournamentRules` words them in English for the server's page).
 */
export function rulesOf(t: Pick<TournamentSummary, 'minutes' | 'rated'>): Rule[] {
  return [
    { id: 'tournaments.rules.length', values: { minutes: t.minutes } },
    {
      id: 'tournaments.rules.firstMove',
      values: {
        countdown: Math.round(TOURNAMENT_LIMITS.countdownMs / 1000),
        firstMove: Math.round(FIRST_MOVE_WINDOW_MS / 1000),
      },
    },
    { id: 'tournaments.rules.scoring' },
    { id: 'tournaments.rules.onFire' },
    { id: 'tournaments.rules.berserk', values: { moves: BERSERK_MIN_MOVES } },
    { id: 'tournaments.rules.shortDraw', values: { moves: SHORT_DRAW_MOVES } },
    { id: 'tournaments.rules.opponents' },
    { id: 'tournaments.rules.pause' },
    { id: t.rated ? 'tournaments.rules.rated' : 'tournaments.rules.casual' },
    { id: 'tournaments.rules.allowance' },
  ];
}

/** The rules written out (scoring, streaks, berserk, short draws) for this tournament. */
export function RulesBox({ tournament }: { tournament: Pick<TournamentSummary, 'minutes' | 'rated'> }) {
  const { i18n } = useLingui();
  return (
    <section aria-labelledby="rules-heading" className="grid gap-2 rounded-xl border bg-card p-4">
      <h2 id="rules-heading" className="flex items-center gap-2 text-base font-semibold">
        <BookOpen className="size-4" aria-hidden="true" /> {i18n._('tournaments.rules.title')}
      </h2>
      <ul className="grid list-disc gap-1.5 ps-5 text-sm text-muted-foreground">
        {rulesOf(tournament).map((rule) => (
          <li key={rule.id}>{i18n._(rule.id, rule.values)}</li>
        ))}
      </ul>
    </section>
  );
}
