import { Trans, useLingui } from '@lingui/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'wouter';
import { Position } from '../../core/chess/position';
import { PLAN_LIST } from '../../core/plans';
import { winPercent } from '../../core/review/accuracy';
import { Button } from '../components/ui/button';
import { planNameList } from '../i18n/plan-words';
import { Engine } from './engine';
import { type FinalPosition, finalPosition } from './final-position';
import { reviewWords } from './review-words';
import { type EngineLine, formatScore, uciToMoveText } from './uci';

/** Depth the interactive analysis goes to before it rests (a person can stop it sooner). */
const ANALYSIS_DEPTH = 22;
const LINES = 3;
/** The engine reports many lines a second; the panel redraws at most this often, so the page stays smooth. */
const REDRAW_MS = 200;

const plansWithAnalysis = PLAN_LIST.filter((plan) => plan.analysis);

const VERDICTS = {
  white_mates: 'review.engine.final.whiteMates',
  black_mates: 'review.engine.final.blackMates',
  stalemate: 'review.engine.final.stalemate',
} as const satisfies Record<FinalPosition['verdict'], string>;

/** The SAN of a line's moves from `fen`, for reading; stops at the first move it cannot play. */
function sanLine(fen: string, pv: readonly string[]): string {
  const parsed = Position.fromFen(fen);
  if (!parsed.ok) return '';
  const out: string[] = [];
  for (const uci of pv.slice(0, 8)) {
    const played = parsed.value.play(uciToMoveText(uci));
    if (!played.ok) break;
    out.push(played.value.san);
  }
  return out.join(' ');
}

/** Free plans see what analysis adds and where to get it; the engine is never loaded for them. */
export function EngineUpsell() {
  reviewWords.useWords();
  const { i18n } = useLingui();
  return (
    <div className="rounded-md border p-3 text-sm" data-testid="engine-upsell">
      <p className="font-medium">{i18n._('review.engine.upsell.title')}</p>
      <p className="text-muted-foreground">
        <Trans id="review.engine.upsell.text" values={{ plans: planNameList(i18n, plansWithAnalysis) }} />
      </p>
      <Link href="/pricing" className="mt-2 inline-block font-medium text-primary underline">
        {i18n._('review.engine.upsell.seePlans')}
      </Link>
    </div>
  );
}

/**
 * Each player's own engine (its output never crosses the socket): the evaluation bar, the best lines
 * with their depth, and the best move as an arrow on the board (reported through `onBest`).
 */
export function EnginePanel({ fen, onBest }: { fen: string; onBest(uci: string | null): void }) {
  reviewWords.useWords();
  const { i18n } = useLingui();
  const [on, setOn] = useState(false);
  const [lines, setLines] = useState<EngineLine[]>([]);
  const engine = useRef<Engine | null>(null);
  // Mate or stalemate on the board: the rules' verdict is shown and the engine is not asked.
  const final = useMemo(() => finalPosition(fen), [fen]);

  useEffect(() => () => engine.current?.terminate(), []);

  useEffect(() => {
    setLines([]);
    if (!on || final) {
      onBest(null);
      return;
    }
    engine.current ??= new Engine();
    const latest = new Map<number, EngineLine>();
    let timer: ReturnType<typeof setTimeout> | null = null;
    let current = true;
    const redraw = () => {
      timer = null;
      if (!current) return;
      const next = [...latest.values()].sort((a, b) => a.rank - b.rank);
      setLines(next);
      onBest(next[0]?.pv[0] ?? null);
    };
    let shown = false;
    const search = engine.current.analyse(fen, { lines: LINES, depth: ANALYSIS_DEPTH }, (line) => {
      latest.set(line.rank, line);
      // The first line shows at once (the first evaluation's budget is 1 s); later ones at most every REDRAW_MS.
      if (!shown) {
        shown = true;
        redraw();
        return;
      }
      timer ??= setTimeout(redraw, REDRAW_MS);
    });
    search.done.then(() => {
      if (timer) clearTimeout(timer);
      redraw();
    });
    return () => {
      current = false;
      if (timer) clearTimeout(timer);
      search.stop();
    };
  }, [on, fen, final, onBest]);

  const best = final ? undefined : lines[0];
  const white = final ? final.whiteShare : best ? winPercent(best.score) : 50;
  return (
    <section aria-label={i18n._('review.engine.label')} className="space-y-2" data-testid="engine-panel">
      <div className="flex items-center gap-2">
        <Button size="sm" variant={on ? 'secondary' : 'default'} onClick={() => setOn(!on)}>
          {on ? i18n._('review.engine.stop') : i18n._('review.engine.start')}
        </Button>
        {on && final ? (
          <span className="text-sm font-medium" data-testid="engine-final">
            {i18n._(VERDICTS[final.verdict])}
          </span>
        ) : best ? (
          <span className="font-mono text-sm" data-testid="engine-score">
            {i18n._('review.engine.score', { score: formatScore(best.score), depth: best.depth })}
          </span>
        ) : on ? (
          <span className="text-sm text-muted-foreground">{i18n._('review.engine.thinking')}</span>
        ) : null}
      </div>
      {on ? (
        <>
          <div className="h-3 w-full overflow-hidden rounded bg-neutral-800" aria-hidden="true">
            <div className="h-full bg-neutral-100" style={{ width: `${white}%` }} />
          </div>
          <meter
            className="sr-only"
            min={0}
            max={100}
            value={Math.round(white)}
            aria-label={i18n._('review.engine.whiteShare')}
          />
          <ol className="space-y-1 text-sm">
            {(final ? [] : lines).map((line) => (
              <li key={line.rank} className="flex gap-2">
                <span className="w-14 shrink-0 font-mono">{formatScore(line.score)}</span>
                <span className="truncate" dir="ltr">
                  {sanLine(fen, line.pv)}
                </span>
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </section>
  );
}
