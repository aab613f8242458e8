import { describe, expect, it } from 'vitest';
import type { ClientMessage, ServerMessage } from '../../core/protocol';
import { LiveDispatcher } from '../lib/live-dispatcher';
import { type CallLive, studySignalling } from './signal-channel';

function fakeLive() {
  const sent: ClientMessage[] = [];
  const dispatcher = new LiveDispatcher();
  const live: CallLive = {
    status: 'open',
    send: (message) => {
      sent.push(message);
      return true;
    },
    on: (type, handler) => dispatcher.on(type, handler),
    onStatus: () => () => {},
  };
  const deliver = (message: ServerMessage) => {
    dispatcher.dispatch(message);
  };
  return { live, sent, deliver };
}

describe('a study board’s call signalling', () => {
  it('sends the controller’s signals with the study’s id, and nothing else', () => {
    const { live, sent } = fakeLive();
    const study = studySignalling(live);
    expect(study.send({ type: 'signal', gameId: 's1', data: { kind: 'hello' } })).toBe(true);
    expect(study.send({ type: 'chat', gameId: 's1', message: 'hi' })).toBe(false);
    expect(sent).toEqual([{ type: 'signal', studyId: 's1', data: { kind: 'hello' } }]);
  });

  it('hands the controller the study’s signals only, named by the id it knows', () => {
    const { live, deliver } = fakeLive();
    const heard: ServerMessage[] = [];
    const study = studySignalling(live);
    study.on('signal', (message) => heard.push(message));
    study.on('presence', (message) => heard.push(message));
    deliver({ type: 'signal', gameId: 'g1', from: 'u2', data: { kind: 'hello' } });
    deliver({ type: 'presence', gameId: 's1', white: true, black: true, spectators: 0 });
    deliver({ type: 'signal', studyId: 's1', from: 'u2', data: { kind: 'bye' } });
    expect(heard).toEqual([{ type: 'signal', gameId: 's1', from: 'u2', data: { kind: 'bye' } }]);
  });
});
