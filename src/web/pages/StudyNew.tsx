import { useMutation } from '@tanstack/react-query';
import { BookOpen } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useLocation } from 'wouter';
import { STUDY_LIMITS } from '../../core/limits';
import type { StudyStart } from '../../core/protocol';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { Input, Textarea } from '../components/ui/input';
import { Label } from '../components/ui/label';
import { messageOf } from '../lib/api';
import { StudyList } from '../study/StudyList';
import { createStudy } from '../study/study-api';

type StartKind = StudyStart['kind'];

const CHOICES: { kind: StartKind; label: string; hint: string }[] = [
  { kind: 'initial', label: 'The initial position', hint: 'Start from move one.' },
  { kind: 'fen', label: 'A position (FEN)', hint: 'Paste a FEN, e.g. from an engine or a book.' },
  { kind: 'pgn', label: 'A game (PGN)', hint: 'Paste a PGN: its moves become the main line.' },
];

/**
 * `/study/new` (issue 16): a study board for two, from the initial position, a FEN or a pasted PGN. No
 * game and no allowance; a refused FEN or PGN is explained beside the field, which keeps what was pasted.
 */
export default function StudyNew() {
  const [, navigate] = useLocation();
  const [kind, setKind] = useState<StartKind>('initial');
  const [fen, setFen] = useState('');
  const [pgn, setPgn] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: createStudy,
    onSuccess: ({ study }) => navigate(`/study/${study.id}`),
    onError: (failure) => setError(messageOf(failure, 'The study could not be made. Please try again.')),
  });

  const start = (): StudyStart =>
    kind === 'fen' ? { kind, fen } : kind === 'pgn' ? { kind, pgn } : { kind: 'initial' };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (kind === 'fen' && !fen.trim()) return setError('Paste a FEN first');
    if (kind === 'pgn' && !pgn.trim()) return setError('Paste a PGN first');
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
            New study board
          </CardTitle>
          <CardDescription>
            A shared board with the engine and a video call, for two friends or a coach and a student. No game
            is played and no allowance is used.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <form className="grid gap-5" onSubmit={onSubmit} noValidate>
            <fieldset className="grid gap-2">
              <legend className="mb-2 text-sm font-medium">Start from</legend>
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
                    <span className="block font-medium">{choice.label}</span>
                    <span className="block text-sm text-muted-foreground">{choice.hint}</span>
                  </span>
                </label>
              ))}
            </fieldset>
            {kind === 'fen' ? (
              <div className="grid gap-2">
                <Label htmlFor="study-fen">FEN</Label>
                <Input
                  id="study-fen"
                  value={fen}
                  maxLength={STUDY_LIMITS.fenLength}
                  spellCheck={false}
                  autoComplete="off"
                  placeholder="rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"
                  onChange={(event) => setFen(event.target.value)}
                  {...described}
                />
              </div>
            ) : null}
            {kind === 'pgn' ? (
              <div className="grid gap-2">
                <Label htmlFor="study-pgn">PGN</Label>
                <Textarea
                  id="study-pgn"
                  value={pgn}
                  rows={8}
                  maxLength={STUDY_LIMITS.pgnLength}
                  spellCheck={false}
                  className="font-mono text-sm"
                  placeholder={'[Event "Lesson"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 *'}
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
              {create.isPending ? 'Opening the board…' : 'Open the study board'}
            </Button>
          </form>
        </CardContent>
      </Card>
      <StudyList />
    </main>
  );
}
