import { Position } from '../../core/chess';
import type { Color } from '../../core/protocol';

/** What the rules say of the drawn position (spec §3 "game status object"). */
export type PositionOutcome =
  | { kind: 'checkmate'; winner: Color }
  | { kind: 'stalemate' }
  | { kind: 'check'; player: Color }
  | { kind: 'none' };

/** The rules' verdict on a drawn position (rules from src/core/chess; the board itself knows none). */
export function positionOutcome(fen: string): PositionOutcome {
  const parsed = Position.fromFen(fen);
  if (!parsed.ok) return { kind: 'none' };
  const position = parsed.value;
  const ended = position.outcome();
  if (ended?.termination === 'checkmate') {
    return { kind: 'checkmate', winner: position.turn === 'white' ? 'black' : 'white' };
  }
  if (ended?.termination === 'stalemate') return { kind: 'stalemate' };
  if (position.isCheck()) return { kind: 'check', player: position.turn };
  return { kind: 'none' };
}

export type HeaderTone = 'live' | 'waiting' | 'destructive';

export interface StatusHeader {
  /** The game status line. */
  status: { text: string; tone: HeaderTone };
  /** The checkmate, stalemate or check banner, if any. */
  banner: { text: string; tone: 'checkmate' | 'stalemate' | 'check' } | null;
  badge: string;
}

function statusLine(gameStatus: string | null | undefined): StatusHeader['status'] {
  if (gameStatus === 'active') return { text: '🔴 Live 3D Game', tone: 'live' };
  if (gameStatus === 'waiting') return { text: '🟡 Waiting for Player', tone: 'waiting' };
  return { text: gameStatus || 'Unknown', tone: 'destructive' };
}

const upper = (color: Color) => color.toUpperCase();
const toMove = (turn: Color) => (turn === 'white' ? 'White to move' : 'Black to move');

/** The 3D board's status header texts (spec §2 "3D status header"). */
export function statusHeader(input: {
  gameStatus: string | null | undefined;
  outcome: PositionOutcome;
  turn: Color;
}): StatusHeader {
  const status = statusLine(input.gameStatus);
  const { outcome } = input;
  switch (outcome.kind) {
    case 'checkmate':
      return {
        status,
        banner: { text: `♔ CHECKMATE - ${upper(outcome.winner)} WINS!`, tone: 'checkmate' },
        badge: 'Game Over',
      };
    case 'stalemate':
      return { status, banner: { text: '⚖️ STALEMATE - Draw Game', tone: 'stalemate' }, badge: 'Draw' };
    case 'check':
      return {
        status,
        banner: { text: `⚠️ CHECK - ${upper(outcome.player)} King in Danger!`, tone: 'check' },
        badge: toMove(input.turn),
      };
    case 'none':
      return { status, banner: null, badge: toMove(input.turn) };
    default: {
      const unknown: never = outcome;
      throw new Error(`Unknown outcome ${JSON.stringify(unknown)}`);
    }
  }
}
