import { useLingui } from '@lingui/react';
import type { ChallengeColor } from '../../../core/protocol';
import { FormField } from '../../auth/FormField';
import { NativeSelect } from '../../components/ui/input';
import { colourText, stakesText } from '../../i18n/game-words';
import { cn } from '../../lib/cn';

/** The colours a creator may ask for, in the order the choice lists them. */
export const COLOR_CHOICES: readonly ChallengeColor[] = ['white', 'black', 'random'];

/**
 * The creator's colour (as a challenge chooses it) and whether the game is rated or casual. A correspondence game
 * has the choice too: rated, it moves the correspondence rating (decision 327).
 */
export function SeatChoiceFields({
  color,
  rated,
  onColor,
  onRated,
}: {
  color: ChallengeColor;
  rated: boolean;
  onColor(color: ChallengeColor): void;
  onRated(rated: boolean): void;
}) {
  const { i18n } = useLingui();
  return (
    <div className="grid items-start gap-5 sm:grid-cols-2">
      <FormField id="your-colour" label={i18n._('createGame.colour')}>
        <NativeSelect value={color} onChange={(event) => onColor(event.target.value as ChallengeColor)}>
          {COLOR_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {colourText(i18n, choice)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium leading-none">{i18n._('createGame.gameType')}</legend>
        <div
          className="grid grid-cols-2 rounded-md border p-0.5"
          role="radiogroup"
          aria-label={i18n._('createGame.gameType')}
        >
          {[true, false].map((value) => (
            <label
              key={String(value)}
              className={cn(
                'flex cursor-pointer items-center justify-center rounded px-3 py-1.5 text-sm font-medium has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
                rated === value ? 'bg-primary text-primary-foreground' : 'text-muted-foreground',
              )}
            >
              <input
                type="radio"
                name="rated"
                className="sr-only"
                checked={rated === value}
                onChange={() => onRated(value)}
              />
              {stakesText(i18n, value)}
            </label>
          ))}
        </div>
        <p className="text-xs text-muted-foreground">
          {i18n._(rated ? 'createGame.rated.hint' : 'createGame.casual.hint')}
        </p>
      </fieldset>
    </div>
  );
}
