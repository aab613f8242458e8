import type { MessageId } from '@lingui/core';
import { useEffect, useRef, useState } from 'react';
import type { SquareName } from '../../core/chess';
import { Position } from '../../core/chess/position';
import type { Color, Game } from '../../core/protocol';
import { uciToMoveText } from '../review/uci';
import { ComputerEngine } from './computer-engine';

/** The engine's suggestion for the position it was asked about. */
export interface Hint {
  fen: string;
  from: SquareName;
  to: SquareName;
  san: string;
}

export interface ComputerHint {
  /** Whether the Hint button is offered now: against the computer, on the person's turn. */
  available: boolean;
  asking: boolean;
  /** The hint for the position on the board; null once a move has been made. */
  hint: Hint | null;
  /** Why the engine gave none. */
  failed: MessageId | null;
  ask(): void;
}

/** The hint `uci` stands for in `fen`, with its SAN; null when the engine named no legal move. */
export function hintOf(fen: string, uci: string | null): Hint | null {
  if (!uci) return null;
  const position = Position.fromFen(fen);
  if (!position.ok) return null;
  const played = position.value.play(uciToMoveText(uci));
  if (!played.ok) return null;
  return {
    fen,
    from: uci.slice(0, 2) as SquareName,
    to: uci.slice(2, 4) as SquareName,
    san: played.value.san,
  };
}

/**
 * Hints against the computer (decision 288): on the person's turn, this browser's engine suggests a move
 * at `HINT_SEARCH`. Nothing reaches the server; the hint lasts while its position is on the board. The
 * engine starts on the first hint asked, apart from the opponent's (each search sets its own skill).
 */
export function useComputerHint(
  game: Game | null,
  myColor: Color | null,
  vsComputer: boolean,
  startEngine: () => Pick<ComputerEngine, 'hint' | 'terminate'> = () => new ComputerEngine(),
): ComputerHint {
  const engine = useRef<Pick<ComputerEngine, 'hint' | 'terminate'> | null>(null);
  const start = useRef(startEngine);
  const [hint, setHint] = useState<Hint | null>(null);
  const [asking, setAsking] = useState<string | null>(null);
  const [failed, setFailed] = useState<MessageId | null>(null);

  useEffect(
    () => () => {
      engine.current?.terminate();
      engine.current = null;
    },
    [],
  );

  const fen = game?.fen ?? null;
  const available =
    vsComputer && game?.status === 'active' && myColor !== null && game.currentTurn === myColor;

  const ask = () => {
    if (!available || !fen || asking === fen) return;
    engine.current ??= start.current();
    setAsking(fen);
    setFailed(null);
    void engine.current
      .hint(fen)
      .then((uci) => {
        const found = hintOf(fen, uci);
        setHint(found);
        if (!found) setFailed('call.computer.noHint');
      })
      .catch(() => setFailed('call.computer.hintFailed'))
      .finally(() => setAsking((current) => (current === fen ? null : current)));
  };

  const current = hint && hint.fen === fen && available ? hint : null;
  return {
    available,
    asking: asking !== null && asking === fen,
    hint: current,
    failed: available ? failed : null,
    ask,
  };
}
