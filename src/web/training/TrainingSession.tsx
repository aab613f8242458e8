import { Trans, useLingui } from '@lingui/react';
import { useState } from 'react';
import { Link } from 'wouter';
import type { SquareName } from '../../core/chess';
import { Position } from '../../core/chess/position';
import { movePrefix } from '../../core/chess/start-position';
import { TRAINING_LIMITS } from '../../core/limits';
import type { ReviewShape, TrainingAttemptResponse, TrainingPosition } from '../../core/protocol';
import { Button } from '../components/ui/button';
import { refusalText } from '../i18n/refusal-text';
import { apiJson } from '../lib/api';
import { ReviewBoard } from '../review/ReviewBoard';
import { type Evaluator, scoresForTry } from './judge';

type Status =
  | { kind: 'thinking' }
  | { kind: 'checking'; san: string }
  | { kind: 'wrong'; san: string }
  | { kind: 'solved'; san: string; fen: string; move: string; answer: TrainingAttemptResponse }
  | { kind: 'failed'; error: unknown };

const squaresOf = (move: string) => ({
  from: move.slice(0, 2) as SquareName,
  to: move.slice(3, 5) as SquareName,
});

const HINT_BUTTON = ['training.hint.piece', 'training.hint.square', 'training.hint.answer'] as const;

/** The drawings for the hints shown so far: the piece's square, then the target square too. */
function hintShapes(best: string, hints: number): ReviewShape[] {
  const { from, to } = squaresOf(best);
  const shapes: ReviewShape[] = [];
  if (hints >= 1) shapes.push({ kind: 'circle', square: from, brush: 'green' });
  if (hints >= 2) shapes.push({ kind: 'circle', square: to, brush: 'green' });
  return shapes;
}

/** "12." or "12…": read from the position itself, which also holds for a game from a set-up position. */
const moveNumber = (spot: TrainingPosition) => movePrefix(0, spot.fen);

/**
 * One position to solve: the player moves on the board; the report's best move is accepted at once, any
 * other is scored by their engine and judged by the server with core's rule (decision 237). A wrong move
 * shows the next hint.
 */
export function TrainingSession({
  spot,
  engine,
  onNext,
}: {
  spot: TrainingPosition;
  /** The page's engine, started the first time a try needs it. */
  engine(): Evaluator;
  onNext(): void;
}) {
  const { i18n } = useLingui();
  const [hints, setHints] = useState(0);
  const [status, setStatus] = useState<Status>({ kind: 'thinking' });
  const busy = status.kind === 'checking';
  const solved = status.kind === 'solved' ? status : null;

  const tryMove = async (move: string) => {
    const start = Position.fromFen(spot.fen);
    const played = start.ok ? start.value.play(move) : null;
    if (!played?.ok) return;
    const san = played.value.san;
    setStatus({ kind: 'checking', san });
    try {
      const scores = await scoresForTry(engine(), spot, played.value.move);
      const answer = await apiJson<TrainingAttemptResponse>('POST', '/api/training/attempts', {
        gameId: spot.gameId,
        ply: spot.ply,
        move: played.value.move,
        hints,
        scores,
      });
      if (answer.accepted) {
        setStatus({ kind: 'solved', san, fen: played.value.fen, move: played.value.move, answer });
      } else {
        setStatus({ kind: 'wrong', san });
        setHints((shown) => Math.min(TRAINING_LIMITS.maxHints, shown + 1));
      }
    } catch (caught) {
      setStatus({ kind: 'failed', error: caught });
    }
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,560px)_minmax(0,1fr)]" data-testid="training-session">
      <div className="w-full max-w-[560px]">
        <ReviewBoard
          fen={solved ? solved.fen : spot.fen}
          orientation={spot.side}
          lastMove={solved ? squaresOf(solved.move) : spot.previous ? squaresOf(spot.previous) : null}
          shapes={solved ? [] : hintShapes(spot.best, hints)}
          hint={!solved && hints >= 3 ? squaresOf(spot.best) : null}
          canMove={!busy && !solved}
          onMove={(move) => void tryMove(move)}
          onShapes={() => undefined}
        />
      </div>
      <div className="space-y-4">
        <div>
          <h2 className="text-xl font-semibold">{i18n._('training.find', { side: spot.side })}</h2>
          <p className="mt-1 text-sm text-muted-foreground">
            <Trans
              id="training.played"
              values={{ move: `${moveNumber(spot)} ${spot.playedSan}`, judgement: spot.judgement }}
              components={{ 0: <strong dir="ltr" /> }}
            />{' '}
            <Link href={`/game/${spot.gameId}`} className="underline">
              {i18n._('training.openGame')}
            </Link>
          </p>
        </div>
        <div role="status" aria-live="polite" className="min-h-12 text-sm" data-testid="training-status">
          {status.kind === 'thinking' ? <p>{i18n._('training.yourMove')}</p> : null}
          {status.kind === 'checking' ? <p>{i18n._('training.checking', { move: status.san })}</p> : null}
          {status.kind === 'wrong' ? (
            <p className="text-destructive" data-testid="training-wrong">
              {i18n._('training.wrong', { move: status.san })}{' '}
              {hints >= 3 ? i18n._('training.answerShown') : i18n._('training.hereIsHint')}
            </p>
          ) : null}
          {status.kind === 'failed' ? (
            <p role="alert" className="text-destructive">
              {refusalText(i18n, status.error, i18n._('training.tryFailed'))}
            </p>
          ) : null}
          {solved ? (
            <div data-testid="training-solved" className="space-y-1">
              <p className="font-medium text-green-700 dark:text-green-400">
                {solved.move === spot.best
                  ? i18n._('training.solved.best', { move: solved.san })
                  : i18n._('training.solved.asGood', { move: solved.san, best: spot.bestSan })}
              </p>
              <p className="text-muted-foreground">
                {solved.answer.cleared
                  ? i18n._('training.solved.cleared', { count: TRAINING_LIMITS.clearingStreak })
                  : hints > 0
                    ? i18n._('training.solved.withHint')
                    : i18n._('training.solved.streak', {
                        streak: solved.answer.streak,
                        needed: TRAINING_LIMITS.clearingStreak,
                      })}
              </p>
            </div>
          ) : null}
          {!solved && hints >= 3 ? (
            <p data-testid="training-answer">
              <Trans
                id="training.answer"
                values={{ move: spot.bestSan }}
                components={{ 0: <strong dir="ltr" /> }}
              />
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          {!solved && hints < TRAINING_LIMITS.maxHints ? (
            <Button variant="outline" onClick={() => setHints(hints + 1)} disabled={busy}>
              {i18n._(HINT_BUTTON[hints] ?? 'training.hint.answer')}
            </Button>
          ) : null}
          <Button variant={solved ? 'default' : 'ghost'} onClick={onNext} disabled={busy}>
            {i18n._('training.next')}
          </Button>
        </div>
      </div>
    </div>
  );
}
