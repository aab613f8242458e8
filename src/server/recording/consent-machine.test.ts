import { describe, expect, it } from 'vitest';
import { RECORDING_LIMITS, RECORDING_MAX_MS } from '../../core/limits';
import { type Consent, type ConsentOutcome, decideConsent, IDLE } from './consent-machine';

const next = (outcome: ConsentOutcome): Consent => {
  if (outcome.kind !== 'step') throw new Error(`expected a step, got ${JSON.stringify(outcome)}`);
  return outcome.next;
};

describe('the recording consent machine', () => {
  it('goes idle → requested → accepted → recording → idle, counting recordings and writing two lines', () => {
    const requested = next(decideConsent(IDLE, 'ann', 'bob', 'request', 1_000));
    expect(requested).toMatchObject({ state: 'requested', askerId: 'ann', partnerId: 'bob', version: 1 });
    const accepted = next(decideConsent(requested, 'bob', 'ann', 'accept', 2_000));
    const started = decideConsent(accepted, 'ann', 'bob', 'start', 3_000);
    expect(started).toMatchObject({ kind: 'step', line: true, next: { state: 'recording', starts: 1 } });
    const stopped = decideConsent(next(started), 'bob', 'ann', 'stop', 4_000);
    expect(stopped).toMatchObject({
      kind: 'step',
      line: true,
      next: { state: 'idle', askerId: null, starts: 1 },
    });
  });

  it('ignores taking back, declining and stopping what is not there; a stop before the start writes no line', () => {
    expect(decideConsent(IDLE, 'ann', 'bob', 'stop', 0)).toEqual({ kind: 'nothing' });
    expect(decideConsent(IDLE, 'ann', 'bob', 'withdraw', 0)).toEqual({ kind: 'nothing' });
    const requested = next(decideConsent(IDLE, 'ann', 'bob', 'request', 0));
    expect(decideConsent(requested, 'ann', 'bob', 'decline', 0)).toEqual({ kind: 'nothing' });
    expect(decideConsent(requested, 'bob', 'ann', 'withdraw', 0)).toEqual({ kind: 'nothing' });
    const accepted = next(decideConsent(requested, 'bob', 'ann', 'accept', 0));
    expect(decideConsent(accepted, 'bob', 'ann', 'stop', 0)).toMatchObject({ kind: 'step', line: false });
  });

  it("lets the asker ask again, and refuses the other player's request over theirs", () => {
    const requested = next(decideConsent(IDLE, 'ann', 'bob', 'request', 0));
    expect(decideConsent(requested, 'ann', 'bob', 'request', 10)).toMatchObject({ kind: 'step' });
    expect(decideConsent(requested, 'bob', 'ann', 'request', 10)).toMatchObject({
      kind: 'refused',
      code: 'recording_out_of_step',
    });
  });

  it('lets a state left too long go back to idle, so a vanished tab does not lock the game', () => {
    const requested = next(decideConsent(IDLE, 'ann', 'bob', 'request', 0));
    expect(decideConsent(requested, 'bob', 'ann', 'accept', 3 * 60_000)).toMatchObject({ kind: 'refused' });
    expect(decideConsent(requested, 'bob', 'ann', 'request', 3 * 60_000)).toMatchObject({
      kind: 'step',
      next: { askerId: 'bob', version: 2 },
    });
    const recording: Consent = { ...requested, state: 'recording', starts: 1, updatedAt: 0 };
    expect(decideConsent(recording, 'bob', 'ann', 'request', RECORDING_MAX_MS)).toMatchObject({
      kind: 'refused',
    });
    expect(decideConsent(recording, 'bob', 'ann', 'request', RECORDING_MAX_MS + 120_000)).toMatchObject({
      kind: 'step',
    });
  });

  it('takes no request and no start past the recordings a game may hold', () => {
    const full: Consent = { ...IDLE, starts: RECORDING_LIMITS.startsPerGame };
    expect(decideConsent(full, 'ann', 'bob', 'request', 0)).toMatchObject({
      kind: 'refused',
      code: 'rate_limited',
    });
    const accepted: Consent = { ...full, state: 'accepted', askerId: 'ann', partnerId: 'bob' };
    expect(decideConsent(accepted, 'ann', 'bob', 'start', 0)).toMatchObject({
      kind: 'refused',
      code: 'rate_limited',
    });
  });
});
