import { SDP_MAX, SDP_PART_MAX, type VideoSignal } from '../../core/protocol';

type DescriptionSignal = Extract<VideoSignal, { kind: 'description' }>;

export interface SessionDescription {
  type: 'offer' | 'answer';
  sdp: string;
}

/** Splits an offer or answer into frames under the socket's 4 KB limit (a Chromium SDP is 5–8 KB). */
export function splitDescription(
  description: SessionDescription,
  address: { session: string; to: string; link: string },
  id: string,
): DescriptionSignal[] {
  const { sdp, type } = description;
  if (sdp.length > SDP_MAX) throw new Error('The session description is too large to send');
  const parts = Math.max(1, Math.ceil(sdp.length / SDP_PART_MAX));
  return Array.from({ length: parts }, (_, part) => ({
    kind: 'description' as const,
    ...address,
    id,
    type,
    part,
    parts,
    sdp: sdp.slice(part * SDP_PART_MAX, (part + 1) * SDP_PART_MAX),
  }));
}

/**
 * Puts descriptions back together. Only the latest description is kept: a newer `id` replaces an
 * unfinished older one, which the perfect-negotiation pattern would supersede anyway.
 */
export class DescriptionAssembler {
  private current: { id: string; type: SessionDescription['type']; parts: (string | undefined)[] } | null =
    null;

  /** The whole description once its last part has arrived, else null. */
  accept(signal: DescriptionSignal): SessionDescription | null {
    if (signal.part >= signal.parts) return null;
    if (!this.current || this.current.id !== signal.id) {
      this.current = { id: signal.id, type: signal.type, parts: new Array(signal.parts).fill(undefined) };
    }
    const current = this.current;
    if (current.parts.length !== signal.parts || current.type !== signal.type) return null;
    current.parts[signal.part] = signal.sdp;
    if (current.parts.some((part) => part === undefined)) return null;
    this.current = null;
    return { type: current.type, sdp: current.parts.join('') };
  }
}
