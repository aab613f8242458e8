import { useLingui } from '@lingui/react';
import { FEN_MAX } from '../../../core/limits';
import { FormField } from '../../auth/FormField';
import { Input, NativeSelect } from '../../components/ui/input';

export type StartChoice = 'initial' | 'fen';

/** The notation's name and an example of it: the same in every language. */
const FEN = 'FEN';
const FEN_EXAMPLE = '6k1/p4ppp/8/8/8/8/5PPP/3R2K1 b - - 0 30';

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
  const { i18n } = useLingui();
  return (
    <div className="grid gap-3">
      <FormField id="computer-start" label={i18n._('createGame.start.from')}>
        <NativeSelect value={choice} onChange={(event) => onChoice(event.target.value as StartChoice)}>
          <option value="initial">{i18n._('createGame.start.initial')}</option>
          <option value="fen">{i18n._('createGame.start.fen')}</option>
        </NativeSelect>
      </FormField>
      {choice === 'fen' ? (
        <FormField id="computer-fen" label={FEN} error={error} hint={i18n._('createGame.start.fenHint')}>
          <Input
            value={fen}
            maxLength={FEN_MAX}
            spellCheck={false}
            autoComplete="off"
            className="font-mono text-sm"
            dir="ltr"
            placeholder={FEN_EXAMPLE}
            onChange={(event) => onFen(event.target.value)}
          />
        </FormField>
      ) : null}
    </div>
  );
}
