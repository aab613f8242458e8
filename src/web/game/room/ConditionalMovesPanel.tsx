import { useLingui } from '@lingui/react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { readWrittenLine } from '../../../core/correspondence/conditional-moves';
import type { Color, Game } from '../../../core/protocol';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { correspondenceWords } from '../../i18n/correspondence-words';
import { refusalText } from '../../i18n/refusal-text';
import { readConditionalLines, type ShownLine, saveConditionalLines, shownLine } from './conditional-lines';

type Status = { kind: 'idle' } | { kind: 'saved'; count: number } | { kind: 'error'; text: string };

/**
 * "If they play X, I answer Y" (decision 324): while the opponent is to move in a correspondence game, the player
 * writes lines in SAN, lists and removes them, and saves them; the server answers at once when a line's first move
 * is played. Loaded lazily, for correspondence games only, as a tab of the room that stays while the game is played;
 * on the player's own move it says why there is nothing to write yet. The lines are read again after every move.
 */
export default function ConditionalMovesPanel({ game, myColor }: { game: Game; myColor: Color }) {
  correspondenceWords.useWords();
  const { i18n } = useLingui();
  const inputId = useId();
  const [lines, setLines] = useState<ShownLine[]>([]);
  const [draft, setDraft] = useState('');
  const [draftError, setDraftError] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [busy, setBusy] = useState(false);
  const fen = game.fen;

  useEffect(() => {
    let current = true;
    // A new position: what was said about the last save is about lines that have since moved on.
    setStatus({ kind: 'idle' });
    readConditionalLines(game.id)
      .then((stored) => {
        if (current) setLines(stored.lines.map((moves) => shownLine(fen, moves)));
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [game.id, fen]);

  const add = (event: FormEvent) => {
    event.preventDefault();
    const written = readWrittenLine(fen, draft);
    if (!written.ok) {
      setDraftError(i18n._('correspondence.conditional.illegal', { ply: written.ply }));
      return;
    }
    if (written.line.length === 0) return;
    setLines([...lines, { moves: written.line, san: written.san }]);
    setDraft('');
    setDraftError(null);
    setStatus({ kind: 'idle' });
  };

  const save = async () => {
    setBusy(true);
    try {
      const saved = await saveConditionalLines(game.id, lines);
      setLines(saved.lines.map((moves) => shownLine(fen, moves)));
      setStatus({ kind: 'saved', count: saved.lines.length });
    } catch (error) {
      setStatus({
        kind: 'error',
        text: refusalText(i18n, error, i18n._('correspondence.conditional.failed')),
      });
    } finally {
      setBusy(false);
    }
  };

  // Lines begin with the opponent's move: there is none to answer while the player is to move.
  if (game.currentTurn === myColor) {
    return (
      <section className="space-y-2 text-sm" data-testid="conditional-moves">
        <h2 className="font-semibold">{i18n._('correspondence.conditional.title')}</h2>
        <p className="text-muted-foreground">{i18n._('correspondence.conditional.yourTurn')}</p>
      </section>
    );
  }

  return (
    <section
      className="space-y-2 text-sm"
      aria-labelledby={`${inputId}-title`}
      data-testid="conditional-moves"
    >
      <h2 id={`${inputId}-title`} className="font-semibold">
        {i18n._('correspondence.conditional.title')}
      </h2>
      <p className="text-muted-foreground">{i18n._('correspondence.conditional.hint')}</p>
      {lines.length === 0 ? (
        <p className="text-muted-foreground">{i18n._('correspondence.conditional.empty')}</p>
      ) : (
        <ol className="space-y-1">
          {lines.map((line, index) => (
            <li key={line.moves.join(' ')} className="flex items-center justify-between gap-2">
              <bdi dir="ltr" className="font-mono">
                {line.san.join(' ')}
              </bdi>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                onClick={() => {
                  setLines(lines.filter((_, other) => other !== index));
                  setStatus({ kind: 'idle' });
                }}
              >
                {i18n._('correspondence.conditional.remove', { number: index + 1 })}
              </Button>
            </li>
          ))}
        </ol>
      )}
      <form className="flex flex-wrap items-end gap-2" onSubmit={add}>
        <label htmlFor={inputId} className="w-full font-medium">
          {i18n._('correspondence.conditional.lineLabel')}
        </label>
        <Input
          id={inputId}
          dir="ltr"
          className="min-w-0 flex-1 font-mono"
          value={draft}
          placeholder={i18n._('correspondence.conditional.placeholder')}
          aria-invalid={draftError !== null}
          onChange={(event) => setDraft(event.target.value)}
        />
        <Button type="submit" variant="outline" size="sm">
          {i18n._('correspondence.conditional.add')}
        </Button>
      </form>
      {draftError ? (
        <p role="alert" className="text-destructive">
          {draftError}
        </p>
      ) : null}
      <div className="flex items-center gap-2">
        <Button type="button" size="sm" disabled={busy} onClick={() => void save()}>
          {i18n._('correspondence.conditional.save')}
        </Button>
        <p role="status" className={status.kind === 'error' ? 'text-destructive' : 'text-muted-foreground'}>
          {status.kind === 'saved'
            ? i18n._('correspondence.conditional.saved', { count: status.count })
            : status.kind === 'error'
              ? status.text
              : null}
        </p>
      </div>
    </section>
  );
}
