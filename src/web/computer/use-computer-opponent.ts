import { useLingui } from '@lingui/react';
import { useEffect, useRef, useState } from 'react';
import { opposite } from '../../core/chess';
import { computerLevelOf } from '../../core/computer-levels';
import type { Color, ErrorCode, Game } from '../../core/protocol';
import { refusalText } from '../i18n/refusal-text';
import { isRefusal } from '../lib/api';
import { uciToMoveText } from '../review/uci';
import { sendComputerMove } from './computer-api';
import { ComputerEngine } from './computer-engine';

/** Refusals of the computer's move that mean the game moved on without it, not that something failed. */
const OVERTAKEN: readonly ErrorCode[] = ['out_of_sync', 'not_your_turn', 'game_over'];

/** The level of the computer the viewer plays in `game`, or null when they play no computer there. */
export function computerLevelIn(game: Game | null, myColor: Color | null): number | null {
  if (!game || !myColor || game.origin !== 'computer') return null;
  const seat = opposite(myColor);
  return computerLevelOf(seat === 'white' ? game.whitePlayerId : game.blackPlayerId);
}

export interface ComputerOpponent {
  /** The level played against; null when the viewer plays no computer in this game. */
  level: number | null;
  thinking: boolean;
  /** Why the last move could not be sent; cleared by the next one. */
  failed: string | null;
  /** Asks the engine again after a failure. */
  retry(): void;
}

/**
 * Plays the computer's side of the viewer's game against it (decision 286): whenever it is the
 * computer's turn, this browser's engine finds a move and sends it for the server to referee. Each
 * position is asked once; the move's own event (or a takeback's snapshot) brings the next one.
 */
export function useComputerOpponent(
  game: Game | null,
  myColor: Color | null,
  /** The engine to play with (a test hands in a stand-in); started on the computer's first turn. */
  startEngine: () => Pick<ComputerEngine, 'bestMove' | 'terminate'> = () => new ComputerEngine(),
): ComputerOpponent {
  const level = computerLevelIn(game, myColor);
  const engine = useRef<Pick<ComputerEngine, 'bestMove' | 'terminate'> | null>(null);
  const start = useRef(startEngine);
  const asked = useRef<string | null>(null);
  const [thinking, setThinking] = useState(false);
  const { i18n } = useLingui();
  // The refusal or failure itself: worded when drawn, so a language switch rewords it.
  const [failure, setFailed] = useState<{ error: unknown } | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(
    () => () => {
      engine.current?.terminate();
      engine.current = null;
    },
    [],
  );

  const computerColor = myColor ? opposite(myColor) : null;
  const computerToMove = level !== null && game?.status === 'active' && game.currentTurn === computerColor;
  const gameId = game?.id ?? null;
  const fen = game?.fen ?? null;
  const ply = game?.moves.length ?? 0;

  useEffect(() => {
    if (!computerToMove || level === null || !gameId || !fen || attempt < 0) return;
    const key = `${gameId}:${ply}:${fen}`;
    if (asked.current === key) return;
    asked.current = key;
    engine.current ??= start.current();
    setThinking(true);
    setFailed(null);
    void engine.current
      .bestMove(fen, level)
      .then(async (uci) => {
        if (uci && asked.current === key) await sendComputerMove(gameId, { move: uciToMoveText(uci), ply });
      })
      .catch((error: unknown) => {
        // Another tab's engine, a takeback or the game's end got there first: the game's next state says so.
        if (OVERTAKEN.some((code) => isRefusal(error, code))) return;
        setFailed({ error });
        if (asked.current === key) asked.current = null;
      })
      .finally(() => {
        if (asked.current === key || asked.current === null) setThinking(false);
      });
  }, [computerToMove, level, gameId, fen, ply, attempt]);

  const retry = () => {
    asked.current = null;
    setAttempt((count) => count + 1);
  };
  const failed = failure && refusalText(i18n, failure.error, i18n._('call.computer.moveFailed'));
  return { level, thinking: thinking && computerToMove, failed, retry };
}
