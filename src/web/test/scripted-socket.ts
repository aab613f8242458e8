import { PROTOCOL_VERSION } from '../../core/limits';
import type { ServerMessage } from '../../core/protocol';

/** The tab's `/ws` as a test plays it: it greets, answers joins as the test says, and closes on cue. */
export class ScriptedSocket {
  static opened: ScriptedSocket[] = [];
  /** Every frame any socket sent, parsed, oldest first: a test empties it when it starts counting. */
  static sent: Array<{ type: string; [key: string]: unknown }> = [];
  static joinAnswer: (ref: string | undefined) => ServerMessage | null = () => null;
  /** Who `hello` says the socket is. */
  static userId: string | null = null;
  readyState = 0;
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;

  constructor(readonly url: string) {
    ScriptedSocket.opened.push(this);
    queueMicrotask(() => {
      this.readyState = 1;
      this.onopen?.({});
      this.deliver({ type: 'hello', protocol: PROTOCOL_VERSION, userId: ScriptedSocket.userId });
    });
  }

  send(data: string): void {
    const frame = JSON.parse(data) as { type: string; ref?: string };
    ScriptedSocket.sent.push(frame);
    if (frame.type !== 'join_game') return;
    const answer = ScriptedSocket.joinAnswer(frame.ref);
    if (answer) queueMicrotask(() => this.deliver(answer));
  }

  close(): void {
    this.readyState = 3;
  }

  deliver(message: ServerMessage): void {
    this.onmessage?.({ data: JSON.stringify(message) });
  }

  /** The server closes the connection with this code. */
  closeWith(code: number): void {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}
