import { describe, expect, it } from 'vitest';
import { decodeEnvelope, EVERYONE, encodeEnvelope } from './game-envelope';

describe('the bus envelope', () => {
  it('keeps the message text as published and reads the version and audience from its header', () => {
    const text = encodeEnvelope({
      audience: EVERYONE,
      message: { type: 'game_over', gameId: 'g', version: 7, result: 'draw', termination: 'agreement' },
    });
    const envelope = decodeEnvelope(text);
    expect(envelope).toEqual({
      audience: EVERYONE,
      version: 7,
      players: null,
      messageText: '{"type":"game_over","gameId":"g","version":7,"result":"draw","termination":"agreement"}',
    });
  });

  it('carries the users of a private message and no version for chat', () => {
    const message = {
      type: 'chat' as const,
      entry: {
        id: 'c1',
        gameId: 'g',
        userId: 'a\nb',
        username: 'ada',
        message: 'good luck\nhave fun',
        timestamp: '2026-11-21T12:00:00.000Z',
        isSystem: false,
      },
    };
    const envelope = decodeEnvelope(
      encodeEnvelope({ audience: { kind: 'users', userIds: ['a\nb'] }, message }),
    );
    expect(envelope?.audience).toEqual({ kind: 'users', userIds: ['a\nb'] });
    expect(envelope?.version).toBeNull();
    expect(JSON.parse(envelope?.messageText ?? '')).toEqual(message);
  });

  it('ignores text it did not write', () => {
    expect(decodeEnvelope('hello')).toBeNull();
    expect(decodeEnvelope('{bad\n{}')).toBeNull();
    expect(decodeEnvelope('null\n{}')).toBeNull();
  });
});
