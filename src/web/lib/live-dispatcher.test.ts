import { describe, expect, it } from 'vitest';
import { ServerMessage } from '../../core/protocol';
import { LiveDispatcher, onEach, SERVER_MESSAGE_READERS } from './live-dispatcher';

const pong: ServerMessage = { type: 'pong', t: 1 };
const chat: ServerMessage = {
  type: 'chat',
  entry: {
    id: 'c1',
    gameId: 'g1',
    userId: null,
    username: 'ann',
    message: 'hi',
    timestamp: '2026-11-27T00:00:00.000Z',
    isSystem: false,
  },
};
const presence: ServerMessage = { type: 'presence', gameId: 'g1', white: true, black: false, spectators: 0 };

describe('the live dispatcher', () => {
  it('names a reader for every server message type, and no other', () => {
    const types = ServerMessage.options.map((option) => option.shape.type.value).sort();
    expect(Object.keys(SERVER_MESSAGE_READERS).sort()).toEqual(types);
  });

  it('routes a message to the handlers of its type only, narrowed', () => {
    const dispatcher = new LiveDispatcher();
    const heard: string[] = [];
    dispatcher.on('chat', (message) => heard.push(`chat ${message.entry.message}`));
    dispatcher.on('presence', (message) => heard.push(`presence ${message.spectators}`));
    dispatcher.dispatch(chat);
    dispatcher.dispatch(pong);
    dispatcher.dispatch(presence);
    expect(heard).toEqual(['chat hi', 'presence 0']);
  });

  it('runs the handlers a message reaches in registration order, typed or not', () => {
    const dispatcher = new LiveDispatcher();
    const heard: string[] = [];
    dispatcher.on('chat', () => heard.push('first'));
    dispatcher.onAny(() => heard.push('any'));
    dispatcher.on('chat', () => heard.push('third'));
    dispatcher.dispatch(chat);
    expect(heard).toEqual(['first', 'any', 'third']);
  });

  it('hands a reader of several types its messages in arrival order', () => {
    const dispatcher = new LiveDispatcher();
    const heard: string[] = [];
    onEach(dispatcher, {
      presence: () => heard.push('presence'),
      chat: () => heard.push('chat'),
    });
    dispatcher.dispatch(chat);
    dispatcher.dispatch(presence);
    dispatcher.dispatch(chat);
    expect(heard).toEqual(['chat', 'presence', 'chat']);
  });

  it('stops routing to an unsubscribed handler, and applies changes made while routing from the next message', () => {
    const dispatcher = new LiveDispatcher();
    const heard: string[] = [];
    const offLate = { current: () => {} };
    const off = dispatcher.on('chat', () => {
      heard.push('a');
      offLate.current = dispatcher.on('chat', () => heard.push('late'));
    });
    dispatcher.dispatch(chat);
    expect(heard).toEqual(['a']);
    off();
    dispatcher.dispatch(chat);
    expect(heard).toEqual(['a', 'late']);
    offLate.current();
    const offAll = onEach(dispatcher, { chat: () => heard.push('b'), pong: () => heard.push('p') });
    offAll();
    dispatcher.dispatch(chat);
    dispatcher.dispatch(pong);
    expect(heard).toEqual(['a', 'late']);
  });
});
