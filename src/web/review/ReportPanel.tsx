import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { memo, useState } from 'react';
import { START_FEN } from '../../core/chess/board';
import { Position } from '../../core/chess/position';
import { movePrefix, moverOfPly } from '../../core/chess/start-position';
import type { Color, Game, GameReport, GameReportResponse } from '../../core/protocol';
import { winPercent } from '../../core/review/accuracy';
import { Button } from '../components/ui/button';
import { gameWords } from '../i18n/game-words';
import { refusalText } from '../i18n/refusal-text';
import { apiJson } from '../lib/api';
import { Engine } from './engine';
import { reviewWords } from './review-words';
import { uciToMoveText } from './uci';

/** The fixed budget per position: a 40-move game's report takes well under 30 s here (bench/README.md). */
export const REPORT_DEPTH = 12;

/** The position before each move and after the last, from the game's start: what a report evaluates. */
export function gamePositions(moves: readonly string[], startFen: string | null = null): string[] {
  const start = Position.fromMoves([], startFen ?? undefined);
  const position = start.ok ? start.value : Position.initial();
  const fens = [startFen ?? START_FEN];
  for (const move of moves) {
    if (!position.play(move).ok) break;
    fens.push(position.fen);
  }
  return fens;
}

const JUDGEMENT_NAMES = {
  inaccuracy: 'review.report.inaccuracies',
  mistake: 'review.report.mistakes',
  blunder: 'review.report.blunders',
} as const;

const JUDGEMENT = {
  inaccuracy: 'review.report.inaccuracy',
  mistake: 'review.report.mistake',
  blunder: 'review.report.blunder',
} as const;

/** A share of 0–100 as the reader's language writes a percentage ("87%", "87 %", "٨٧٪"). */
function percent(i18n: I18n, value: number): string {
  return new Intl.NumberFormat(i18n.locale, { style: 'percent', maximumFractionDigits: 0 }).format(
    value / 100,
  );
}

/** The evaluation over the game, White's share of the board; a click jumps to that move. */
function EvalGraph({ report, onPly }: { report: GameReport; onPly(ply: number): void }) {
  const { i18n } = useLingui();
  const points = report.entries.map((entry, ply) => ({ ply, y: 100 - winPercent(entry.score) }));
  const width = Math.max(1, points.length - 1);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a pointer shortcut; the move list and the judged moves below reach every position by keyboard.
    <svg
      viewBox={`0 0 ${width} 100`}
      preserveAspectRatio="none"
      className="h-24 w-full cursor-pointer rounded bg-neutral-800"
      role="img"
      aria-label={i18n._('review.report.graph')}
      data-testid="eval-graph"
      onClick={(event) => {
        const rect = event.currentTarget.getBoundingClientRect();
        onPly(Math.round(((event.clientX - rect.left) / rect.width) * width));
      }}
    >
      <polygon
        points={`0,100 ${points.map((p) => `${p.ply},${p.y}`).join(' ')} ${width},100`}
        fill="#f5f5f5"
      />
      <line
        x1={0}
        x2={width}
        y1={50}
        y2={50}
        stroke="#a3a3a3"
        strokeWidth={0.5}
        vectorEffect="non-scaling-stroke"
      />
    </svg>
  );
}

/**
 * The game report: computed once by a player whose plan has analysis, in their browser, stored by the
 * server (which checks it and works out the judgements and accuracy), then shown to everyone.
 */
export const ReportPanel = memo(function ReportPanel({
  game,
  canCompute,
  isPlayer,
  onPly,
  onBetterMove,
}: {
  game: Game;
  canCompute: boolean;
  isPlayer: boolean;
  /** Shows the position after `ply` moves. */
  onPly(ply: number): void;
  /** Shows the engine's better move in the position before a judged move. */
  onBetterMove(ply: number, uci: string): void;
}) {
  reviewWords.useWords();
  gameWords.useWords();
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const key = ['games', game.id, 'report'];
  const stored = useQuery({
    queryKey: key,
    queryFn: () => apiJson<GameReportResponse>('GET', `/api/games/${game.id}/report`),
  });
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const compute = async () => {
    setError(null);
    const fens = gamePositions(game.moves, game.startFen ?? null);
    const engine = new Engine();
    try {
      const entries = [];
      for (const [index, fen] of fens.entries()) {
        setProgress(Math.round((index / fens.length) * 100));
        const { score, best } = await engine.evaluate(fen, REPORT_DEPTH);
        entries.push({ score: score ?? { cp: 0 }, best: best ? uciToMoveText(best) : null });
      }
      const saved = await apiJson<GameReportResponse>('POST', `/api/games/${game.id}/report`, {
        depth: REPORT_DEPTH,
        entries,
      });
      queryClient.setQueryData(key, saved);
    } catch (caught) {
      setError(refusalText(i18n, caught, i18n._('review.report.failed')));
    } finally {
      engine.terminate();
      setProgress(null);
    }
  };

  const report = stored.data?.report ?? null;
  if (!report) {
    if (!isPlayer) return null;
    return (
      <section aria-label={i18n._('review.report.title')} className="space-y-2 text-sm">
        {canCompute ? (
          <Button size="sm" onClick={compute} disabled={progress !== null}>
            {progress === null
              ? i18n._('review.report.make')
              : i18n._('review.report.analysing', { percent: percent(i18n, progress) })}
          </Button>
        ) : null}
        {error ? (
          <p role="alert" className="text-destructive">
            {error}
          </p>
        ) : null}
      </section>
    );
  }
  const number = new Intl.NumberFormat(i18n.locale);
  const count = (side: Color, judgement: keyof typeof JUDGEMENT_NAMES) =>
    number.format(
      report.judgements.filter((j, ply) => j === judgement && moverOfPly(ply, game.startFen) === side).length,
    );
  const judged = report.judgements
    .map((judgement, ply) => ({ judgement, ply }))
    .filter((entry) => entry.judgement !== null);
  return (
    <section
      aria-label={i18n._('review.report.title')}
      className="space-y-2 text-sm"
      data-testid="game-report"
    >
      <h3 className="font-semibold">{i18n._('review.report.title')}</h3>
      <EvalGraph report={report} onPly={onPly} />
      <table className="w-full text-start">
        <thead>
          <tr>
            <th scope="col" className="font-medium">
              <span className="sr-only">{i18n._('review.report.measure')}</span>
            </th>
            <th scope="col">{i18n._('games.colour.white')}</th>
            <th scope="col">{i18n._('games.colour.black')}</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row" className="font-normal">
              {i18n._('review.report.accuracy')}
            </th>
            <td data-testid="accuracy-white">
              {report.accuracy.white === null ? '–' : percent(i18n, report.accuracy.white)}
            </td>
            <td data-testid="accuracy-black">
              {report.accuracy.black === null ? '–' : percent(i18n, report.accuracy.black)}
            </td>
          </tr>
          {(Object.keys(JUDGEMENT_NAMES) as Array<keyof typeof JUDGEMENT_NAMES>).map((judgement) => (
            <tr key={judgement}>
              <th scope="row" className="font-normal">
                {i18n._(JUDGEMENT_NAMES[judgement])}
              </th>
              <td>{count('white', judgement)}</td>
              <td>{count('black', judgement)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {judged.length > 0 ? (
        <ul className="space-y-1">
          {judged.map(({ judgement, ply }) => {
            const best = report.entries[ply]?.best ?? null;
            return (
              <li key={ply} className="flex flex-wrap items-center gap-2">
                <button type="button" className="underline" dir="ltr" onClick={() => onPly(ply + 1)}>
                  {movePrefix(ply, game.startFen)} {game.san[ply]}
                </button>
                <span className="text-muted-foreground">
                  {judgement ? i18n._(JUDGEMENT[judgement]) : null}
                </span>
                {best ? (
                  <Button size="sm" variant="ghost" onClick={() => onBetterMove(ply, best.replace('-', ''))}>
                    {i18n._('review.report.betterMove')}
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
});
