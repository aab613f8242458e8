import errorsArea from 'virtual:catalogue-area/errors';
import studyArea from 'virtual:catalogue-area/study';
import { Trans, useLingui } from '@lingui/react';
import { useMutation } from '@tanstack/react-query';
import { BookOpen } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useLocation } from 'wouter';
import { STUDY_LIMITS } from '../../core/limits';
import type { StudyStart } from '../../core/protocol';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { Input, Textarea } from '../components/ui/input';
import { Label } from '../components/ui/label';
import { loadArea } from '../i18n/i18n';
import { refusalText } from '../i18n/refusal-text';
import { PageMeta } from '../layout/PageMeta';
import { ApiError } from '../lib/api';
import { StudyList } from '../study/StudyList';
import { createStudy } from '../study/study-api';

type StartKind = StudyStart['kind'];

export const ready = Promise.all([loadArea(studyArea), loadArea(errorsArea)]);

const CHOICES = [
  { kind: 'initial', label: 'study.start.initial', hint: 'study.start.initialHint' },
  { kind: 'fen', label: 'study.start.fen', hint: 'study.start.fenHint' },
  { kind: 'pgn', label: 'study.start.pgn', hint: 'study.start.pgnHint' },
] as const satisfies readonly { kind: StartKind; label: string; hint: string }[];

/** The refusals whose sentence ends with the rules' reason ("…: missing black king"), and their own words. */
const WITH_REASON = { invalid_fen: 'study.new.badFen', invalid_pgn: 'study.new.badPgn' } as const;

/**
 * Why the server refused a pasted FEN or PGN, with the reason it gives: chess.js words that reason in English, so
 * it is marked as English inside the reader's sentence. Null for any other refusal.
 */
function refusalWithReason(failure: unknown): ReactNode {
  if (!(failure instanceof ApiError) || (failure.code !== 'invalid_fen' && failure.code !== 'invalid_pgn'))
    return null;
  const message = failure.serverMessage ?? '';
  const at = message.indexOf(': ');
  if (at < 0) return null;
  return (
    <Trans
      id={WITH_REASON[failure.code]}
      values={{
        reason: (
          <span lang="en" dir="ltr">
            {message.slice(at + 2)}
          </span>
        ),
      }}
    />
  );
}

/** Examples in the fields: notation, the same in every language. */
const FEN_EXAMPLE = 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1';
const PGN_EXAMPLE = '[Event "Lesson"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 *';

/**
 * `/study/new` (issue 16): a study board for two, from the initial position, a FEN or a pasted PGN. No
 * game and no allowance; a refused FEN or PGN is explained beside the field, which keeps what was pasted.
 */
function StudyNewScreen() {
  const { i18n } = useLingui();
  const [, navigate] = useLocation();
  const [kind, setKind] = useState<StartKind>('initial');
  const [fen, setFen] = useState('');
  const [pgn, setPgn] = useState('');
  const [error, setError] = useState<ReactNode>(null);
  const create = useMutation({
    mutationFn: createStudy,
    onSuccess: ({ study }) => navigate(`/study/${study.id}`),
    onError: (failure) =>
      setError(
        refusalWithReason(failure) ??
          refusalText(i18n, failure, i18n._('study.new.failed'), { review_too_large: 'study.new.tooLong' }),
      ),
  });

  const start = (): StudyStart =>
    kind === 'fen' ? { kind, fen } : kind === 'pgn' ? { kind, pgn } : { kind: 'initial' };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (kind === 'fen' && !fen.trim()) return setError(i18n._('study.new.fenMissing'));
    if (kind === 'pgn' && !pgn.trim()) return setError(i18n._('study.new.pgnMissing'));
    create.mutate({ start: start() });
  };

  const errorId = 'study-start-error';
  const described = error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};
  return (
    <main className="mx-auto w-full max-w-2xl p-4 sm:p-8">
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-2xl">
            <BookOpen aria-hidden className="size-6" />
            {i18n._('study.new.title')}
          </CardTitle>
          <CardDescription>{i18n._('study.new.lead')}</CardDescription>
        </CardHeader>
        <CardContent>
          <form className="grid gap-5" onSubmit={onSubmit} noValidate>
            <fieldset className="grid gap-2">
              <legend className="mb-2 text-sm font-medium">{i18n._('study.start.legend')}</legend>
              {CHOICES.map((choice) => (
                <label
                  key={choice.kind}
                  className="flex cursor-pointer items-start gap-3 rounded-md border p-3 has-[:checked]:border-primary"
                >
                  <input
                    type="radio"
                    name="start"
                    className="mt-1"
                    checked={kind === choice.kind}
                    onChange={() => {
                      setKind(choice.kind);
                      setError(null);
                    }}
                  />
                  <span>
                    <span className="block font-medium">{i18n._(choice.label)}</span>
                    <span className="block text-sm text-muted-foreground">{i18n._(choice.hint)}</span>
                  </span>
                </label>
              ))}
            </fieldset>
            {kind === 'fen' ? (
              <div className="grid gap-2">
                <Label htmlFor="study-fen">{i18n._('study.new.fenLabel')}</Label>
                <Input
                  id="study-fen"
                  value={fen}
                  maxLength={STUDY_LIMITS.fenLength}
                  spellCheck={false}
                  autoComplete="off"
                  placeholder={FEN_EXAMPLE}
                  dir="ltr"
                  onChange={(event) => setFen(event.target.value)}
                  {...described}
                />
              </div>
            ) : null}
            {kind === 'pgn' ? (
              <div className="grid gap-2">
                <Label htmlFor="study-pgn">{i18n._('study.new.pgnLabel')}</Label>
                <Textarea
                  id="study-pgn"
                  value={pgn}
                  rows={8}
                  maxLength={STUDY_LIMITS.pgnLength}
                  spellCheck={false}
                  className="font-mono text-sm"
                  placeholder={PGN_EXAMPLE}
                  dir="ltr"
                  onChange={(event) => setPgn(event.target.value)}
                  {...described}
                />
              </div>
            ) : null}
            {error ? (
              <p id={errorId} role="alert" className="text-sm text-destructive">
                {error}
              </p>
            ) : null}
            <Button type="submit" size="lg" disabled={create.isPending}>
              {create.isPending ? i18n._('study.new.opening') : i18n._('study.new.open')}
            </Button>
          </form>
        </CardContent>
      </Card>
      <StudyList />
    </main>
  );
}

/** The page names itself in the reader's language (the tab's title). */
export default function StudyNew() {
  const { i18n } = useLingui();
  return (
    <>
      <PageMeta name={i18n._('study.new.title')} />
      <StudyNewScreen />
    </>
  );
}
