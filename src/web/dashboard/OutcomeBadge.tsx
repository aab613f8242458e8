import { useLingui } from '@lingui/react';
import { Badge, type BadgeProps } from '../components/ui/badge';
import { gameWords, outcomeText, stakesText, statusText } from '../i18n/game-words';
import { type OutcomeLabel, outcomeFor } from './game-outcome';
import type { GameSummary } from './queries';

const OUTCOME_VARIANT: Record<OutcomeLabel, BadgeProps['variant']> = {
  'In Progress': 'default',
  Win: 'success',
  Loss: 'destructive',
  Draw: 'secondary',
  Unknown: 'outline',
  Waiting: 'warning',
  Abandoned: 'outline',
};

const STATUS_VARIANT: Record<GameSummary['status'], BadgeProps['variant']> = {
  waiting: 'warning',
  active: 'success',
  completed: 'secondary',
  abandoned: 'outline',
};

/** The game's result from the player's side (spec §4): Win, Loss, Draw, In Progress, Waiting… */
export function OutcomeBadge({ game, playerId }: { game: GameSummary; playerId: string }) {
  gameWords.useWords();
  const { i18n } = useLingui();
  const outcome = outcomeFor(game, playerId);
  return (
    <Badge variant={OUTCOME_VARIANT[outcome]} className="whitespace-nowrap" data-testid="result-badge">
      {outcomeText(i18n, outcome)}
    </Badge>
  );
}

/**
 * "Casual" on a game that moves no rating (decisions 271, 277); nothing on a rated one, which is what
 * games are unless asked otherwise, so the lists mark only the exception.
 */
export function CasualBadge({ rated }: { rated: boolean | undefined }) {
  gameWords.useWords();
  const { i18n } = useLingui();
  if (rated !== false) return null;
  return (
    <Badge variant="outline" className="whitespace-nowrap" data-testid="casual-badge">
      {stakesText(i18n, rated)}
    </Badge>
  );
}

/** The game's state: Waiting, Active, Completed or Abandoned. */
export function StatusBadge({ status }: { status: GameSummary['status'] }) {
  gameWords.useWords();
  const { i18n } = useLingui();
  return (
    <Badge variant={STATUS_VARIANT[status]} className="whitespace-nowrap" data-testid="status-badge">
      {statusText(i18n, status)}
    </Badge>
  );
}
