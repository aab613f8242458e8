import { describe, expect, it } from 'vitest';
import { SDP_PART_MAX, VideoSignal } from '../../core/protocol';
import { DescriptionAssembler, splitDescription } from './description-parts';

const address = { session: 'session-aaaa', to: 'session-bbbb', link: 'link-cccc' };

describe('description parts', () => {
  it('sends a short description as one part', () => {
    const parts = splitDescription({ type: 'offer', sdp: 'v=0\r\n' }, address, 'd1');
    expect(parts).toHaveLength(1);
    expect(new DescriptionAssembler().accept(parts[0]!)).toEqual({ type: 'offer', sdp: 'v=0\r\n' });
  });

  it('splits a large description into frames under the socket limit and puts it back together', () => {
    const sdp = Array.from(
      { length: 300 },
      (_, i) => `a=candidate:${i} 1 udp 2122260223 10.0.0.1 5000${i} typ host`,
    ).join('\r\n');
    const parts = splitDescription({ type: 'answer', sdp }, address, 'd2');
    expect(parts.length).toBe(Math.ceil(sdp.length / SDP_PART_MAX));
    for (const part of parts) {
      expect(VideoSignal.parse(part)).toEqual(part);
      const frame = JSON.stringify({ type: 'signal', gameId: 'g'.repeat(24), data: part });
      expect(new TextEncoder().encode(frame).length).toBeLessThan(4096);
    }
    const assembler = new DescriptionAssembler();
    const shuffled = [...parts].reverse();
    const results = shuffled.map((part) => assembler.accept(part));
    expect(results.slice(0, -1).every((result) => result === null)).toBe(true);
    expect(results.at(-1)).toEqual({ type: 'answer', sdp });
  });

  it('drops an unfinished description when a newer one starts', () => {
    const old = splitDescription({ type: 'offer', sdp: 'x'.repeat(SDP_PART_MAX + 10) }, address, 'old');
    const fresh = splitDescription({ type: 'offer', sdp: 'fresh' }, address, 'new');
    const assembler = new DescriptionAssembler();
    expect(assembler.accept(old[0]!)).toBeNull();
    expect(assembler.accept(fresh[0]!)).toEqual({ type: 'offer', sdp: 'fresh' });
    expect(assembler.accept(old[1]!)).toBeNull();
  });
});
