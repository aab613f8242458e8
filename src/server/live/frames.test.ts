import { describe, expect, it } from 'vitest';
import { joinRef } from '../../core/protocol';
import { parseClientFrame, refOfFrame } from './frames';

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

  it("keeps the ref of a refused frame up to a ref's full length, binary frames too", () => {
    // A join's ref names its game: an id of 64 characters makes a ref of 69.
    const ref = joinRef('g'.repeat(64));
    expect(parseClientFrame(frame({ type: 'join_game', gameId: 7, ref }), false)).toMatchObject({
      ok: false,
      ref,
    });
    expect(parseClientFrame(frame({ type: 'join_game', gameId: 'g1', ref }), true)).toEqual({
      ok: false,
      error: 'Messages must be JSON text',
      ref,
    });
    expect(parseClientFrame(frame({ type: 'join_game', ref: 'r'.repeat(81) }), false)).not.toHaveProperty(
      'ref',
    );
  });

  it('reads the ref of a frame refused before parsing, and nothing from what is not JSON', () => {
    expect(refOfFrame(frame({ type: 'move', ref: 'm1' }))).toBe('m1');
    expect(refOfFrame([Buffer.from('{"ref":'), Buffer.from('"m2"}')])).toBe('m2');
    expect(refOfFrame(Buffer.from('{"ref":"m3"'))).toBeUndefined();
    expect(refOfFrame(frame({ ref: 3 }))).toBeUndefined();
  });
});
