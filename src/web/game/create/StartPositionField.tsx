import { FEN_MAX } from '../../../core/limits';
import { FormField } from '../../auth/FormField';
import { Input, NativeSelect } from '../../components/ui/input';

export type StartChoice = 'initial' | 'fen';

/**
 * Where a computer game starts (decision 288): the standard position, or a pasted FEN, whose refusal
 * (`checkStartPosition`, the same check the server makes) is shown beside it.
 */
export function StartPositionField({
  choice,
  fen,
  error,
  onChoice,
  onFen,
}: {
  choice: StartChoice;
  fen: string;
  error: string | undefined;
  onChoice(choice: StartChoice): void;
  onFen(fen: string): void;
}) {
  return (
    <div className="grid gap-3">
      <FormField id="computer-start" label="Start from">
        <NativeSelect value={choice} onChange={(event) => onChoice(event.target.value as StartChoice)}>
          <option value="initial">The starting position</option>
          <option value="fen">A position (FEN)</option>
        </NativeSelect>
      </FormField>
      {choice === 'fen' ? (
        <FormField
          id="computer-fen"
          label="FEN"
          error={error}
          hint="Paste a position; the side to move in it moves first."
        >
          <Input
            value={fen}
            maxLength={FEN_MAX}
            spellCheck={false}
            autoComplete="off"
            className="font-mono text-sm"
            placeholder="6k1/p4ppp/8/8/8/8/5PPP/3R2K1 b - - 0 30"
            onChange={(event) => onFen(event.target.value)}
          />
        </FormField>
      ) : null}
    </div>
  );
}
