import { describe, expect, it, vi } from 'vitest';
import type { ClientMessage, ServerMessage } from '../../core/protocol';
import { i18n } from '../i18n/i18n';
import { type ConsentState, RECORDING_REF, RecordingConsent } from './consent';
import { noticeText } from './recording-text';

/** The state as the bar shows it: the notice in words (the web tests load every area, in English). */
const shown = (state: ConsentState) => ({
  ...state,
  notice: state.notice === null ? null : noticeText(i18n, state.notice),
});

function setup() {
  const sent: ClientMessage[] = [];
  const recorder = { start: vi.fn(async () => undefined), stop: vi.fn() };
  const consent = new RecordingConsent({
    gameId: 'g1',
    otherName: () => 'Alex',
    send: (message) => {
      sent.push(message);
      return true;
    },
    startRecorder: recorder.start,
    stopRecorder: recorder.stop,
  });
  const actions = () => sent.map((message) => (message.type === 'recording' ? message.action : message.type));
  const from = (action: string, extra: Partial<ServerMessage> = {}): ServerMessage =>
    ({ type: 'recording', gameId: 'g1', from: 'u2', username: 'alex', action, ...extra }) as ServerMessage;
  return { consent, sent, actions, recorder, from };
}

describe('the recording consent exchange in the browser', () => {
  it('records only after the other player accepts, then tells them it started', async () => {
    const { consent, actions, recorder, from } = setup();
    consent.ask();
    expect(consent.getState().phase).toBe('asking');
    expect(recorder.start).not.toHaveBeenCalled();
    consent.receive(from('accept'));
    await vi.waitFor(() => expect(consent.getState().phase).toBe('recording'));
    expect(recorder.start).toHaveBeenCalledOnce();
    expect(actions()).toEqual(['request', 'start']);
  });

  it('records nothing when the other player declines', () => {
    const { consent, recorder, from } = setup();
    consent.ask();
    consent.receive(from('decline'));
    expect(shown(consent.getState())).toMatchObject({
      phase: 'idle',
      notice: 'Alex declined. Nothing is recorded.',
    });
    expect(recorder.start).not.toHaveBeenCalled();
  });

  it('shows REC to the accepting side only once the recorder has started', () => {
    const { consent, actions, from } = setup();
    consent.receive(from('request'));
    expect(consent.getState().phase).toBe('asked');
    consent.accept();
    expect(consent.getState().phase).toBe('accepted');
    consent.receive(from('start'));
    expect(consent.getState().phase).toBe('recorded');
    consent.stop();
    expect(actions()).toEqual(['accept', 'stop']);
    expect(consent.getState().phase).toBe('idle');
  });

  it('ignores a start nobody agreed to', () => {
    const { consent, from } = setup();
    consent.receive(from('start'));
    expect(consent.getState().phase).toBe('idle');
  });

  it('stops the recorder and says so when the other side stops or leaves', async () => {
    const { consent, recorder, from, actions } = setup();
    consent.ask();
    consent.receive(from('accept'));
    await vi.waitFor(() => expect(consent.getState().phase).toBe('recording'));
    consent.receive(from('stop', { reason: 'left' }));
    expect(recorder.stop).toHaveBeenCalledOnce();
    expect(shown(consent.getState())).toMatchObject({
      phase: 'idle',
      notice: 'Recording stopped: a player left.',
    });
    expect(actions()).toEqual(['request', 'start']);
  });

  it('stops its own recorder and tells the server when the other player is gone', async () => {
    const { consent, recorder, from, sent } = setup();
    consent.ask();
    consent.receive(from('accept'));
    await vi.waitFor(() => expect(consent.getState().phase).toBe('recording'));
    consent.partnerGone();
    expect(recorder.stop).toHaveBeenCalledOnce();
    expect(sent.at(-1)).toMatchObject({ type: 'recording', action: 'stop', reason: 'left' });
  });

  it('ends the other side’s wait when the server refuses our start', async () => {
    const { consent, recorder, from, actions } = setup();
    consent.ask();
    consent.receive(from('accept'));
    await vi.waitFor(() => expect(consent.getState().phase).toBe('recording'));
    const refusal = 'A recording can be asked for, agreed to and started only while the game is being played';
    consent.receive({ type: 'error', code: 'game_over', message: refusal, ref: RECORDING_REF });
    expect(recorder.stop).toHaveBeenCalledOnce();
    expect(actions()).toEqual(['request', 'start', 'stop']);
    // Worded by its code (decision 322): the errors area's sentence for a game that is over.
    expect(shown(consent.getState())).toEqual({
      phase: 'idle',
      notice: 'This game is already over',
      refusal: 'game_over',
    });
  });

  it('closes an open question on the server when the other player is gone', () => {
    const asker = setup();
    asker.consent.ask();
    asker.consent.partnerGone();
    expect(asker.actions()).toEqual(['request', 'withdraw']);
    const asked = setup();
    asked.consent.receive(asked.from('request'));
    asked.consent.partnerGone();
    expect(asked.actions()).toEqual(['decline']);
    expect(asked.consent.getState().phase).toBe('idle');
  });

  it('shows the server’s refusal, worded by its code', () => {
    const { consent } = setup();
    consent.ask();
    consent.receive({
      type: 'error',
      code: 'recording_not_in_plan',
      message: 'Recording is for Pro members',
      ref: RECORDING_REF,
    });
    expect(shown(consent.getState())).toEqual({
      phase: 'idle',
      notice: 'Recording the game and the call is part of the Pro plan',
      refusal: 'recording_not_in_plan',
    });
  });
});
