import { useLingui } from '@lingui/react';
import { Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { premiumAndPro } from './profile-words';

interface PlanChoiceProps {
  /** The radio group's name. */
  group: string;
  value: string;
  name: string;
  /** What the choice looks like, above its name. */
  preview: ReactNode;
  checked: boolean;
  /** Not in the player's plan: shown with a lock, and not selectable. */
  locked: boolean;
  /** A save is under way. */
  busy: boolean;
  onPick: () => void;
  /** A line under the name (a piece set's author). */
  caption?: string;
}

/** One look a plan may unlock (a board theme, a piece set): a card with a preview and a radio button. */
export function PlanChoice({
  group,
  value,
  name,
  preview,
  checked,
  locked,
  busy,
  onPick,
  caption,
}: PlanChoiceProps) {
  const { i18n } = useLingui();
  return (
    <label className="grid cursor-pointer justify-items-center gap-1 rounded-md border p-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-secondary has-[:disabled]:cursor-not-allowed">
      {preview}
      <span className="flex items-center gap-1">
        <input
          type="radio"
          name={group}
          value={value}
          disabled={locked || busy}
          checked={checked}
          onChange={onPick}
        />
        {name}
        {locked ? <Lock className="size-3.5" aria-label={premiumAndPro(i18n)} /> : null}
      </span>
      {caption ? <span className="text-center text-xs text-muted-foreground">{caption}</span> : null}
    </label>
  );
}
