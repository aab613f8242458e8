import { z } from 'zod';
import { RECORDING_LIMITS } from '../limits';
import { systemLineText } from './chat-lines';

/**
 * The consent exchange of a recording (decision 192), relayed between the two players:
 * `request` (a Pro player asks) → `accept` or `decline` (the other answers) → `start` (the asker's browser
 * records) → `stop` (either side; `left` when the other side is gone). `withdraw` takes back a request not
 * yet answered.
 */
export const RecordingAction = z.enum(['request', 'withdraw', 'accept', 'decline', 'start', 'stop']);
export type RecordingAction = z.infer<typeof RecordingAction>;

/** Why a recording stopped: a player stopped it, or the other side left (closed, reloaded, lost the line). */
export const RecordingStopReason = z.enum(['stopped', 'left', 'limit']);
export type RecordingStopReason = z.infer<typeof RecordingStopReason>;

export const RECORDING_ERRORS = {
  notPlayer: 'Only the two players can record this game',
  notInPlan: 'Recording the game and the call is part of the Pro plan',
  noOpponent: 'There is nobody to record with yet',
  notOn: 'A recording can be asked for, agreed to and started only while the game is being played',
  otherAsked: 'The other player has already asked to record; answer them first',
  underWay: 'A recording is already under way',
  nothingToAnswer: 'There is no request to record to answer',
  notAccepted: 'A recording starts only once the other player has agreed to it',
  tooMany: `This game has been recorded ${RECORDING_LIMITS.startsPerGame} times, the most one game can be`,
  tooFast: 'Too many recording steps. Please wait a moment.',
} as const;

/** The chat line the server writes for a started or stopped recording (chat-lines.ts). */
export function recordingChatLine(
  username: string,
  action: 'start' | 'stop',
  reason: RecordingStopReason,
): string {
  if (action === 'start') return systemLineText({ kind: 'recording_started', name: username });
  if (reason === 'left') return systemLineText({ kind: 'recording_stopped_left' });
  if (reason === 'limit') return systemLineText({ kind: 'recording_stopped_limit' });
  return systemLineText({ kind: 'recording_stopped', name: username });
}
