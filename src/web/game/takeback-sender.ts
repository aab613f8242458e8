import { i18n } from '@lingui/core';
import type { TakebackAction } from '../../core/protocol';
import { takebackRefusalText } from '../lib/takeback-refusal-text';
import type { LiveLink } from './live-link';
import type { RoomNotice } from './room-state';

// Worded in the page's language (Lingui's one instance, as src/web/i18n/i18n.ts activates it) when it happens.

export interface TakebackSenderDeps {
  gameId: string;
  link: Pick<LiveLink, 'send' | 'on'>;
  /** A takeback step is in flight (true) or answered (false). */
  setBusy(busy: boolean): void;
  notify(notice: RoomNotice): void;
}

/**
 * The room's takeback steps (decision 273): a `takeback` frame with a `ref`, answered by the game's
 * snapshot (the room's next server change) or by an `error` frame naming that ref, worded here.
 */
export class TakebackSender {
  private lastRef: string | null = null;
  private inFlight = false;
  private refs = 0;
  private unsubscribe: (() => void) | null = null;

  constructor(private readonly deps: TakebackSenderDeps) {}

  start(): void {
    this.unsubscribe = this.deps.link.on('error', (message) => {
      if (message.ref === undefined || message.ref !== this.lastRef) return;
      this.settle();
      const text = takebackRefusalText(i18n, message.code, message.message);
      this.deps.notify({ kind: 'action_failed', code: message.code, message: text });
    });
  }

  stop(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
  }

  send(action: TakebackAction): void {
    const { link, gameId, notify, setBusy } = this.deps;
    this.refs += 1;
    const ref = `takeback:${action}:${this.refs}`;
    if (!link.send({ type: 'takeback', gameId, action, ref })) {
      // Takebacks go only over the socket, where the opponent hears them at once.
      notify({ kind: 'action_failed', code: null, message: i18n._('room.takeback.offline') });
      return;
    }
    this.lastRef = ref;
    this.inFlight = true;
    setBusy(true);
  }

  /** The server's game changed (or refused): the step is answered. */
  settle(): void {
    if (!this.inFlight) return;
    this.inFlight = false;
    this.deps.setBusy(false);
  }
}
