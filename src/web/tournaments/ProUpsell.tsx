import { Trans, useLingui } from '@lingui/react';
import { Sparkles } from 'lucide-react';
import { UpgradeLink } from '../billing/UpgradeLink';
import { cn } from '../lib/cn';

/**
 * In place of Join on a Pro arena, for a Free or Premium member: why they may not play, and the upgrade,
 * opened in a dialog so the page (and the arena they watch) stays where it is (decision 272).
 */
export function ProUpsell({ compact = false }: { compact?: boolean }) {
  const { i18n } = useLingui();
  return (
    <div
      data-testid="pro-upsell"
      className={cn(
        'flex flex-wrap items-center justify-between gap-2 rounded-lg border border-primary/30 bg-primary/5 text-sm',
        compact ? 'px-3 py-2' : 'p-4',
      )}
    >
      <span className="flex items-center gap-2">
        <Sparkles className="size-4 shrink-0 text-primary" aria-hidden="true" />
        {i18n._('tournaments.upsell.arena')}
      </span>
      <UpgradeLink atLeast="pro" reason={i18n._('tournaments.upsell.arenaReason')} className="text-primary">
        {i18n._('tournaments.upsell.upgrade')}
      </UpgradeLink>
    </div>
  );
}

/** Why a member without Pro may not create a private tournament, and the way to Pro (the list and the form). */
export function CreateNeedsPro() {
  const { i18n } = useLingui();
  return (
    <Trans
      id="tournaments.upsell.create"
      components={{
        0: (
          <UpgradeLink
            atLeast="pro"
            reason={i18n._('tournaments.upsell.createReason')}
            className="text-primary"
          >
            {i18n._('tournaments.upsell.upgrade')}
          </UpgradeLink>
        ),
      }}
    />
  );
}
