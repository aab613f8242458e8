import type { ChallengeColor } from '../../../core/protocol';
import { FormField } from '../../auth/FormField';
import { NativeSelect } from '../../components/ui/input';
import { cn } from '../../lib/cn';

export const COLOR_CHOICES: ReadonlyArray<{ value: ChallengeColor; label: string }> = [
  { value: 'white', label: 'White' },
  { value: 'black', label: 'Black' },
  { value: 'random', label: 'Random' },
];

/** "You play White", "You play Black", "Your colour is drawn at random": the line under Create. */
export function colorLine(color: ChallengeColor): string {
  return color === 'random'
    ? 'Your colour is drawn at random'
    : `You play ${color === 'white' ? 'White' : 'Black'}`;
}

/** The creator's colour (as a challenge chooses it) and whether the game is rated or casual. */
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
  return (
    <div className="grid items-start gap-5 sm:grid-cols-2">
      <FormField id="your-colour" label="Your colour">
        <NativeSelect value={color} onChange={(event) => onColor(event.target.value as ChallengeColor)}>
          {COLOR_CHOICES.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium leading-none">Game type</legend>
        <div className="grid grid-cols-2 rounded-md border p-0.5" role="radiogroup" aria-label="Game type">
          {[
            { value: true, label: 'Rated' },
            { value: false, label: 'Casual' },
          ].map((option) => (
            <label
              key={option.label}
              className={cn(
                'flex cursor-pointer items-center justify-center rounded px-3 py-1.5 text-sm font-medium has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
                rated === option.value ? 'bg-primary text-primary-foreground' : 'text-muted-foreground',
              )}
            >
              <input
                type="radio"
                name="rated"
                className="sr-only"
                checked={rated === option.value}
                onChange={() => onRated(option.value)}
              />
              {option.label}
            </label>
          ))}
        </div>
        <p className="text-xs text-muted-foreground">
          {rated ? 'The result changes both ratings.' : 'No rating changes, whatever the result.'}
        </p>
      </fieldset>
    </div>
  );
}
