import { describe, expect, it } from 'vitest';
import { parseClientFrame } from './frames';

const frame = (value: unknown) => Buffer.from(JSON.stringify(value));

describe('parseClientFrame', () => {
  it('accepts a valid message and refuses text that is not JSON', () => {
    expect(parseClientFrame(frame({ type: 'ping', t: 1 }), false)).toEqual({
      ok: true,
      message: { type: 'ping', t: 1 },
    });
    expect(parseClientFrame(Buffer.from('{'), false)).toEqual({
      ok: false,
      error: 'Messages must be JSON text',
    });
  });

  it('refuses U+0000 in any field, as HTTP does, keeping the ref', () => {
    const parsed = parseClientFrame(
      frame({ type: 'chat', gameId: 'g1', message: 'hi\u0000', ref: 'c1' }),
      false,
    );
    expect(parsed).toEqual({
      ok: false,
      error: 'Invalid message: message: Text must not contain the NUL character',
      ref: 'c1',
    });
  });

  it('accepts the six characters \\u0000 written as text', () => {
    const message = { type: 'chat', gameId: 'g1', message: 'NUL is written \\u0000' };
    expect(parseClientFrame(frame(message), false)).toEqual({ ok: true, message });
  });
});
