import type { MessageId } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { Bot, UserPlus } from 'lucide-react';
import { cn } from '../../lib/cn';

export type Opponent = 'friend' | 'computer';

/** Above the create screen's form: a game to share with a person, or one against the computer. */
const OPTIONS: { value: Opponent; label: MessageId; icon: typeof Bot }[] = [
  { value: 'friend', label: 'createGame.opponent.friend', icon: UserPlus },
  { value: 'computer', label: 'createGame.opponent.computer', icon: Bot },
];

export function OpponentChoice({ value, onChange }: { value: Opponent; onChange(value: Opponent): void }) {
  const { i18n } = useLingui();
  return (
    <div
      className="grid grid-cols-2 rounded-lg border bg-card p-1"
      role="radiogroup"
      aria-label={i18n._('createGame.opponent')}
    >
      {OPTIONS.map((option) => (
        <label
          key={option.value}
          className={cn(
            'flex cursor-pointer items-center justify-center gap-2 rounded-md px-3 py-2 text-sm font-medium has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
            value === option.value ? 'bg-primary text-primary-foreground' : 'text-muted-foreground',
          )}
        >
          <input
            type="radio"
            name="opponent"
            className="sr-only"
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          <option.icon className="size-4" aria-hidden="true" />
          {i18n._(option.label)}
        </label>
      ))}
    </div>
  );
}
