import type { VideoSignal } from '../../core/protocol';
import { CANDIDATES_PER_SIGNAL_MAX } from '../../core/protocol';
import { randomId } from '../lib/random-id';
import { DescriptionAssembler, splitDescription } from './description-parts';

export type LinkState = 'connecting' | 'connected' | 'reconnecting' | 'closed';
export type LinkSignal = Extract<VideoSignal, { kind: 'description' | 'candidates' }>;
type CandidateData = Extract<VideoSignal, { kind: 'candidates' }>['candidates'][number];

export interface PeerLinkOptions {
  /** Which peer connection this is; both sides use the offerer's id. */
  id: string;
  session: string;
  remoteSession: string;
  /** The polite side yields when both offer at once, and makes no offer of its own to begin with. */
  polite: boolean;
  rtcConfig: RTCConfiguration;
  /** Read when tracks are added, so a camera switched before that is the one sent. */
  localStream: MediaStream;
  send(signal: VideoSignal): void;
  onChange(): void;
  onError(error: unknown): void;
}

/** Chromium waits ~30 s before 'failed'; a connection 'disconnected' this long gets an ICE restart sooner. */
const DISCONNECTED_RESTART_MS = 3000;
/** Candidates gathered this close together travel in one frame (the socket is rate-limited). */
const CANDIDATE_BATCH_MS = 10;
const CANDIDATE_BATCH_CHARS = 2800;

/**
 * One RTCPeerConnection between this tab's call session and the other player's, negotiated with the
 * "perfect negotiation" pattern: either side may renegotiate at any time; on a collision the polite
 * side rolls back and the impolite side ignores the other offer. Signals are applied one at a time,
 * in order, so a candidate never overtakes the description it belongs to.
 */
export class PeerLink {
  readonly pc: RTCPeerConnection;
  readonly remoteStream = new MediaStream();
  state: LinkState = 'connecting';
  private everConnected = false;
  private makingOffer = false;
  private ignoreOffer = false;
  private tracksAdded = false;
  /** The offer we are waiting to hear answered; an answer to any other is stale. */
  private openOfferId: string | null = null;
  /** The remote offer being answered (its answer carries the same id). */
  private answeringId: string | null = null;
  private inbox: Promise<void> = Promise.resolve();
  private readonly assembler = new DescriptionAssembler();
  private candidateBatch: CandidateData[] = [];
  private earlyCandidates: CandidateData[] = [];
  private candidateTimer: ReturnType<typeof setTimeout> | null = null;
  private restartTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly options: PeerLinkOptions) {
    const pc = new RTCPeerConnection(options.rtcConfig);
    this.pc = pc;
    pc.ontrack = ({ track }) => {
      for (const old of this.remoteStream.getTracks()) {
        if (old.kind === track.kind && old !== track) this.remoteStream.removeTrack(old);
      }
      this.remoteStream.addTrack(track);
      options.onChange();
    };
    pc.onicecandidate = ({ candidate }) => {
      if (!candidate?.candidate) return;
      this.queueCandidate({
        candidate: candidate.candidate,
        sdpMid: candidate.sdpMid,
        sdpMLineIndex: candidate.sdpMLineIndex,
        usernameFragment: candidate.usernameFragment,
      });
    };
    pc.onnegotiationneeded = () => void this.offer();
    pc.onconnectionstatechange = () => this.connectionChanged();
    // The offerer sends right away; the polite side waits for the offer (see `apply`).
    if (!options.polite) this.addLocalTracks();
  }

  get id(): string {
    return this.options.id;
  }

  /** Applies a description part or candidates from the other side, after everything before it. */
  receive(signal: LinkSignal): void {
    this.inbox = this.inbox.then(() => this.apply(signal)).catch((error) => this.options.onError(error));
  }

  /** Sends the camera's or microphone's new track in place of the old one, without renegotiating. */
  async replaceTrack(track: MediaStreamTrack): Promise<void> {
    if (!this.tracksAdded || this.state === 'closed') return;
    const sender = this.pc.getSenders().find((s) => s.track?.kind === track.kind);
    if (sender) await sender.replaceTrack(track);
  }

  /**
   * Starts or stops sending a camera or microphone opened on demand (a call with a stranger, decision
   * 284): into the transceiver of its kind, made to send if it only received, which renegotiates; null
   * stops sending at once. Before the tracks are added, the stream's tracks are read then.
   */
  async sendTrack(kind: 'audio' | 'video', track: MediaStreamTrack | null): Promise<void> {
    if (!this.tracksAdded || this.state === 'closed') return;
    const transceiver = this.pc
      .getTransceivers()
      .find((t) => t.receiver.track.kind === kind && t.currentDirection !== 'stopped');
    if (!transceiver) {
      if (track) this.pc.addTrack(track, this.options.localStream);
      return;
    }
    if (track && (transceiver.direction === 'recvonly' || transceiver.direction === 'inactive')) {
      transceiver.direction = 'sendrecv';
    }
    await transceiver.sender.replaceTrack(track);
  }

  /**
   * After the socket was down, an offer or answer may have been lost: the offerer starts over with an
   * ICE restart (rolling back an offer nobody answered). A connected link needs nothing.
   */
  recover(): void {
    if (this.options.polite || this.state === 'connected' || this.state === 'closed') return;
    this.inbox = this.inbox
      .then(async () => {
        if (this.pc.signalingState === 'have-local-offer') {
          await this.pc.setLocalDescription({ type: 'rollback' });
          this.openOfferId = null;
        }
        this.pc.restartIce();
      })
      .catch((error) => this.options.onError(error));
  }

  close(): void {
    if (this.state === 'closed') return;
    this.state = 'closed';
    if (this.candidateTimer) clearTimeout(this.candidateTimer);
    if (this.restartTimer) clearTimeout(this.restartTimer);
    this.pc.close();
    for (const track of this.remoteStream.getTracks()) this.remoteStream.removeTrack(track);
    this.options.onChange();
  }

  private addLocalTracks(): void {
    this.tracksAdded = true;
    const stream = this.options.localStream;
    for (const track of stream.getTracks()) this.pc.addTrack(track, stream);
    // Without a camera (or microphone) we still want to receive the other side's.
    for (const kind of ['audio', 'video'] as const) {
      const present = this.pc.getTransceivers().some((t) => t.receiver.track.kind === kind);
      if (!present) this.pc.addTransceiver(kind, { direction: 'recvonly' });
    }
  }

  private async offer(): Promise<void> {
    // Chromium fires this again once stable; an offer made now would be an answer in disguise.
    if (this.state === 'closed' || this.pc.signalingState !== 'stable') return;
    try {
      this.makingOffer = true;
      await this.pc.setLocalDescription();
      this.openOfferId = randomId();
      this.sendDescription(this.openOfferId);
    } catch (error) {
      this.options.onError(error);
    } finally {
      this.makingOffer = false;
    }
  }

  private async apply(signal: LinkSignal): Promise<void> {
    if (this.state === 'closed') return;
    if (signal.kind === 'candidates') {
      // Relayed frames can overtake each other on the server: keep candidates until their description.
      if (!this.pc.remoteDescription) {
        this.earlyCandidates.push(...signal.candidates);
        return;
      }
      for (const candidate of signal.candidates) {
        try {
          await this.pc.addIceCandidate(candidate);
        } catch (error) {
          // Candidates of an offer we ignored are expected to fail.
          if (!this.ignoreOffer) throw error;
        }
      }
      return;
    }
    const description = this.assembler.accept(signal);
    if (!description) return;
    const pc = this.pc;
    if (description.type === 'answer') {
      if (pc.signalingState !== 'have-local-offer' || signal.id !== this.openOfferId) return;
      await pc.setRemoteDescription(description);
      await this.applyEarlyCandidates();
      this.openOfferId = null;
      return;
    }
    const collision = this.makingOffer || pc.signalingState !== 'stable';
    this.ignoreOffer = !this.options.polite && collision;
    if (this.ignoreOffer) return;
    // For the polite side this rolls back its own offer, if any.
    await pc.setRemoteDescription(description);
    await this.applyEarlyCandidates();
    this.openOfferId = null;
    // The side that waited adds its tracks only now, into the transceivers the offer created: both
    // sides offering at the same instant left about 15 % of calls unconnected on Chromium.
    if (!this.tracksAdded) this.addLocalTracks();
    await pc.setLocalDescription();
    this.answeringId = signal.id;
    this.sendDescription(this.answeringId);
  }

  private async applyEarlyCandidates(): Promise<void> {
    const candidates = this.earlyCandidates;
    this.earlyCandidates = [];
    for (const candidate of candidates) {
      await this.pc.addIceCandidate(candidate).catch((error) => this.options.onError(error));
    }
  }

  private sendDescription(id: string): void {
    const local = this.pc.localDescription;
    if (!local || (local.type !== 'offer' && local.type !== 'answer')) return;
    const address = { session: this.options.session, to: this.options.remoteSession, link: this.options.id };
    for (const part of splitDescription({ type: local.type, sdp: local.sdp }, address, id)) {
      this.options.send(part);
    }
  }

  private queueCandidate(candidate: CandidateData): void {
    this.candidateBatch.push(candidate);
    const size = JSON.stringify(this.candidateBatch).length;
    if (this.candidateBatch.length >= CANDIDATES_PER_SIGNAL_MAX || size >= CANDIDATE_BATCH_CHARS) {
      this.flushCandidates();
    } else if (!this.candidateTimer) {
      this.candidateTimer = setTimeout(() => this.flushCandidates(), CANDIDATE_BATCH_MS);
    }
  }

  private flushCandidates(): void {
    if (this.candidateTimer) clearTimeout(this.candidateTimer);
    this.candidateTimer = null;
    const candidates = this.candidateBatch;
    this.candidateBatch = [];
    if (candidates.length === 0 || this.state === 'closed') return;
    this.options.send({
      kind: 'candidates',
      session: this.options.session,
      to: this.options.remoteSession,
      link: this.options.id,
      candidates,
    });
  }

  private connectionChanged(): void {
    if (this.state === 'closed') return;
    const connection = this.pc.connectionState;
    if (connection === 'connected') {
      this.everConnected = true;
      if (this.restartTimer) clearTimeout(this.restartTimer);
      this.restartTimer = null;
      this.state = 'connected';
    } else if (connection === 'closed') {
      this.state = 'closed';
    } else {
      this.state = this.everConnected ? 'reconnecting' : 'connecting';
      // The offerer restarts ICE; the other side answers. One side restarting avoids a glare of restarts.
      if (!this.options.polite && connection === 'failed') this.restartIce();
      if (!this.options.polite && connection === 'disconnected' && !this.restartTimer) {
        this.restartTimer = setTimeout(() => {
          this.restartTimer = null;
          if (this.pc.connectionState === 'disconnected') this.restartIce();
        }, DISCONNECTED_RESTART_MS);
      }
    }
    this.options.onChange();
  }

  private restartIce(): void {
    if (this.state !== 'closed') this.pc.restartIce();
  }
}
