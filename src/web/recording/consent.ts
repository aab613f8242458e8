import type { MessageId } from '@lingui/core';
import type { ClientMessage, RecordingStopReason, ServerMessage } from '../../core/protocol';

/** The ref of every recording step this tab sends: a refusal comes back with it. */
export const RECORDING_REF = 'recording';

/**
 * Where this tab stands in a recording (decision 192):
 * - `idle`: nothing asked, nothing recorded;
 * - `asking`: we asked, the other player has not answered;
 * - `asked`: the other player asks us (the consent dialog is open);
 * - `accepted`: we said yes; the other player's recorder is opening;
 * - `starting`: the other player said yes; our recorder is opening;
 * - `recording`: our browser records;
 * - `recorded`: the other player's browser records us (we show REC too).
 */
export type ConsentPhase = 'idle' | 'asking' | 'asked' | 'accepted' | 'starting' | 'recording' | 'recorded';

/**
 * What the last step says, worded by the bar in the reader's language: one of the call area's messages (with the
 * other player's name), or the server's refusal (its code, and its English sentence for a code no catalogue has).
 */
export type ConsentNotice = { id: MessageId; name?: string } | { code: string; message: string };

export interface ConsentState {
  phase: ConsentPhase;
  /** A sentence about the last thing that happened (declined, stopped, refused), until the next step. */
  notice: ConsentNotice | null;
  /** The code of a refusal by the server (the UI offers the plans for `recording_not_in_plan`). */
  refusal: string | null;
}

export interface ConsentDeps {
  gameId: string;
  otherName: () => string;
  send(message: ClientMessage): boolean;
  /** The other player agreed: open the recorder; resolve once it records, reject if it could not. */
  startRecorder(): Promise<void>;
  /** Ends our recorder (it then offers the file). */
  stopRecorder(): void;
}

/**
 * The consent exchange as plain state: the component renders it, the socket feeds it. Nothing is recorded
 * unless the other player accepted; leaving, losing the line or the other side going away ends a recording.
 */
export class RecordingConsent {
  private state: ConsentState = { phase: 'idle', notice: null, refusal: null };
  private listeners = new Set<() => void>();

  constructor(private readonly deps: ConsentDeps) {}

  getState = (): ConsentState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private set(phase: ConsentPhase, notice: ConsentNotice | null = null, refusal: string | null = null): void {
    this.state = { phase, notice, refusal };
    for (const listener of [...this.listeners]) listener();
  }

  private step(
    action: Extract<ClientMessage, { type: 'recording' }>['action'],
    reason?: RecordingStopReason,
  ): boolean {
    return this.deps.send({
      type: 'recording',
      gameId: this.deps.gameId,
      action,
      ...(reason ? { reason } : {}),
      ref: RECORDING_REF,
    });
  }

  ask(): void {
    if (this.state.phase !== 'idle') return;
    if (!this.step('request')) {
      this.set('idle', { id: 'call.recording.notConnected' });
      return;
    }
    this.set('asking');
  }

  withdraw(): void {
    if (this.state.phase !== 'asking') return;
    this.step('withdraw');
    this.set('idle');
  }

  accept(): void {
    if (this.state.phase !== 'asked') return;
    this.step('accept');
    // The REC indicator follows the other side's `start`, once its recorder really records.
    this.set('accepted');
  }

  decline(): void {
    if (this.state.phase !== 'asked') return;
    this.step('decline');
    this.set('idle', { id: 'call.recording.youDeclined' });
  }

  /** Either player ends the recording; `left` when a side is going away. */
  stop(reason: RecordingStopReason = 'stopped'): void {
    const { phase } = this.state;
    if (phase === 'recording' || phase === 'starting') this.deps.stopRecorder();
    if (phase === 'recording' || phase === 'recorded' || phase === 'starting' || phase === 'accepted') {
      this.step('stop', reason);
      this.set('idle', stoppedNotice(reason, null));
      return;
    }
    if (phase === 'asking') this.withdraw();
    if (phase === 'asked') this.decline();
  }

  /** Our recorder ended by itself (the length limit, or the browser stopped it). */
  recorderEnded(reason: RecordingStopReason): void {
    if (this.state.phase !== 'recording') return;
    this.step('stop', reason);
    this.set('idle', stoppedNotice(reason, null));
  }

  /** The other player is gone (closed, reloaded, lost the line), or this tab lost its connection. */
  partnerGone(): void {
    const { phase } = this.state;
    if (phase === 'idle') return;
    if (phase === 'recording' || phase === 'starting') this.deps.stopRecorder();
    // The server keeps where the consent stands (decision 252): an open question is closed there too, so
    // either player may ask again at once.
    if (phase === 'asking') this.step('withdraw');
    else if (phase === 'asked') this.step('decline');
    else this.step('stop', 'left');
    this.set('idle', phase === 'recording' || phase === 'recorded' ? stoppedNotice('left', null) : null);
  }

  receive(message: ServerMessage): void {
    if (message.type === 'error') {
      if (message.ref !== RECORDING_REF) return;
      if (this.state.phase === 'recording' || this.state.phase === 'starting') {
        this.deps.stopRecorder();
        // Our start was refused (the game ended, a block): the other side, waiting for it, is told too.
        this.step('stop', 'stopped');
      }
      this.set('idle', { code: message.code, message: message.message }, message.code);
      return;
    }
    if (message.type !== 'recording' || message.gameId !== this.deps.gameId) return;
    const name = this.deps.otherName();
    switch (message.action) {
      case 'request':
        if (this.state.phase === 'idle') this.set('asked');
        return;
      case 'withdraw':
        if (this.state.phase === 'asked') this.set('idle', { id: 'call.recording.withdrawn', name });
        return;
      case 'decline':
        if (this.state.phase === 'asking') this.set('idle', { id: 'call.recording.declined', name });
        return;
      case 'accept':
        if (this.state.phase === 'asking') void this.begin();
        return;
      case 'start':
        if (this.state.phase === 'accepted') this.set('recorded');
        return;
      case 'stop': {
        const { phase } = this.state;
        if (phase === 'recording' || phase === 'starting') this.deps.stopRecorder();
        if (phase !== 'idle') this.set('idle', stoppedNotice(message.reason ?? 'stopped', name));
        return;
      }
    }
  }

  private async begin(): Promise<void> {
    this.set('starting');
    try {
      await this.deps.startRecorder();
    } catch {
      this.step('stop', 'stopped');
      this.set('idle', { id: 'call.recording.couldNotStart' });
      return;
    }
    if (this.state.phase !== 'starting') return;
    this.step('start');
    this.set('recording');
  }
}

/** Why a recording stopped; `who` is the other player's name, or null for this tab's own stop. */
function stoppedNotice(reason: RecordingStopReason, who: string | null): ConsentNotice {
  if (reason === 'left') return { id: 'call.recording.stoppedLeft' };
  if (reason === 'limit') return { id: 'call.recording.stoppedLimit' };
  return who === null ? { id: 'call.recording.youStopped' } : { id: 'call.recording.stoppedBy', name: who };
}
