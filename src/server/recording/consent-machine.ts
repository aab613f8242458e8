import { RECORDING_LIMITS, RECORDING_MAX_MS } from '../../core/limits';
import { type ErrorCode, RECORDING_ERRORS, type RecordingAction } from '../../core/protocol';

export type ConsentState = 'idle' | 'requested' | 'accepted' | 'recording';

/** Where a game's recording stands (decision 252); `askerId` records, `partnerId` consented (or is asked). */
export interface Consent {
  state: ConsentState;
  askerId: string | null;
  partnerId: string | null;
  /** Recordings started in this game so far. */
  starts: number;
  version: number;
  /** When the state last changed. */
  updatedAt: number;
}

export const IDLE: Consent = {
  state: 'idle',
  askerId: null,
  partnerId: null,
  starts: 0,
  version: 0,
  updatedAt: 0,
};

/**
 * How long each state holds with no step: a tab that vanished without a word (a crash, a lost line while
 * a dialog was open) must not leave the game unable to record again. A recording lasts at most
 * `RECORDING_MAX_MS`, and its browser stops it then.
 */
const HOLDS_MS: Record<Exclude<ConsentState, 'idle'>, number> = {
  requested: 2 * 60_000,
  accepted: 60_000,
  recording: RECORDING_MAX_MS + 60_000,
};

/** The consent as it stands at `now`: one left too long in a state is idle again. */
function standing(consent: Consent, now: number): Consent {
  if (consent.state === 'idle' || now - consent.updatedAt <= HOLDS_MS[consent.state]) return consent;
  return { ...IDLE, starts: consent.starts, version: consent.version, updatedAt: consent.updatedAt };
}

export type ConsentOutcome =
  /** The step applies: store `next`, relay the step, and write a log line when `line`. */
  | { kind: 'step'; next: Consent; line: boolean }
  /** A step that has nothing left to do (a withdraw already answered, a stop with nothing running): no-op. */
  | { kind: 'nothing' }
  | { kind: 'refused'; code: ErrorCode; message: string };

const refused = (code: ErrorCode, message: string): ConsentOutcome => ({ kind: 'refused', code, message });
const outOfStep = (message: string) => refused('recording_out_of_step', message);

/**
 * The consent state machine, decided on the server for both players: idle → requested (by the asker) →
 * accepted (by the other player) → recording (the asker starts) → idle (either stops). A start without
 * the other player's consent, an answer to no request, a second request: refused with a code. Taking
 * back, declining and stopping what is not there change nothing and are not relayed.
 */
export function decideConsent(
  stored: Consent,
  actorId: string,
  otherId: string,
  action: RecordingAction,
  now: number,
): ConsentOutcome {
  const consent = standing(stored, now);
  const mineAsked = consent.askerId === actorId;
  const idle = (starts: number): Consent => ({
    ...IDLE,
    starts,
    version: consent.version + 1,
    updatedAt: now,
  });
  switch (action) {
    case 'request':
      // Asking again re-sends one's own request (the other tab may have reloaded and lost its dialog).
      if (consent.state === 'requested' && !mineAsked) return outOfStep(RECORDING_ERRORS.otherAsked);
      if (consent.state !== 'idle' && consent.state !== 'requested')
        return outOfStep(RECORDING_ERRORS.underWay);
      if (consent.starts >= RECORDING_LIMITS.startsPerGame)
        return refused('rate_limited', RECORDING_ERRORS.tooMany);
      return {
        kind: 'step',
        next: {
          state: 'requested',
          askerId: actorId,
          partnerId: otherId,
          starts: consent.starts,
          version: consent.version + 1,
          updatedAt: now,
        },
        line: false,
      };
    case 'withdraw':
      if (consent.state !== 'requested' || !mineAsked) return { kind: 'nothing' };
      return { kind: 'step', next: idle(consent.starts), line: false };
    case 'accept':
      if (consent.state !== 'requested' || mineAsked) return outOfStep(RECORDING_ERRORS.nothingToAnswer);
      return {
        kind: 'step',
        next: { ...consent, state: 'accepted', version: consent.version + 1, updatedAt: now },
        line: false,
      };
    case 'decline':
      if (consent.state !== 'requested' || mineAsked) return { kind: 'nothing' };
      return { kind: 'step', next: idle(consent.starts), line: false };
    case 'start':
      if (consent.state !== 'accepted' || !mineAsked) return outOfStep(RECORDING_ERRORS.notAccepted);
      if (consent.starts >= RECORDING_LIMITS.startsPerGame)
        return refused('rate_limited', RECORDING_ERRORS.tooMany);
      return {
        kind: 'step',
        next: {
          ...consent,
          state: 'recording',
          starts: consent.starts + 1,
          version: consent.version + 1,
          updatedAt: now,
        },
        line: true,
      };
    case 'stop':
      if (consent.state === 'idle') return { kind: 'nothing' };
      // Only a recording that ran has a start line in the log, so only it gets a stop line.
      return { kind: 'step', next: idle(consent.starts), line: consent.state === 'recording' };
  }
}
