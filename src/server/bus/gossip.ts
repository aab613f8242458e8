import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { EventBus } from './bus';

/** How often an instance says it is alive. */
export const GOSSIP_BEAT_MS = 5_000;
/** An instance silent this long is taken for dead, and what it said is dropped. */
export const GOSSIP_INSTANCE_TIMEOUT_MS = 15_000;

/** Every message names the instance that sent it. */
const Sender = z.object({ from: z.string().min(1) });
/** The messages of the gossip itself: an instance arrives (and asks), answers, is alive, leaves. */
const Membership = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('hello') }),
  z.object({ kind: z.literal('sync') }),
  z.object({ kind: z.literal('beat') }),
  z.object({ kind: z.literal('bye') }),
]);
const MEMBERSHIP_KINDS = new Set(['hello', 'sync', 'beat', 'bye']);

export interface GossipOptions<M extends { kind: string }, S> {
  bus: EventBus;
  channel: string;
  /** The feature's own messages (never `hello`, `sync`, `beat` or `bye`). */
  messages: z.ZodType<M>;
  /** What an instance tells a newcomer of its own state, and the field of `sync` that carries it. */
  state: z.ZodType<S>;
  stateField: string;
  /** This instance's state, sent to a newcomer (and again after the bus may have lost messages). */
  snapshot(): S;
  /** Another instance's state, as it told it. */
  onSync(from: string, state: S, at: number): void;
  /** A feature message from another instance. */
  onMessage(from: string, message: M, at: number): void;
  /** Another instance left (`at`: now) or fell silent (`at`: its last word): forget what it said. */
  onInstanceGone(from: string, at: number): void;
  /** Each beat, after silent instances are dropped (the feature's own sweeping). */
  onBeat?(at: number): void;
  now?: () => number;
  log?: Pick<Logger, 'debug'>;
}

export interface Gossip<M> {
  readonly instanceId: string;
  /** Tells the other instances; nothing is sent once stopped. */
  publish(message: M): void;
  start(): Promise<void>;
  /** Says goodbye (the others drop this instance's state at once) and stops listening. */
  stop(): Promise<void>;
}

/**
 * State shared between instances over the bus (decision 263): each instance owns a part and tells the
 * others when it changes; a newcomer says `hello` and every instance answers with a `sync` of its part;
 * each beats every GOSSIP_BEAT_MS, and one silent for GOSSIP_INSTANCE_TIMEOUT_MS, or saying `bye`, is
 * forgotten. Every message is checked against its schema: a malformed one is dropped, never thrown.
 */
export function createGossip<M extends { kind: string }, S>(options: GossipOptions<M, S>): Gossip<M> {
  const { bus, channel, now = Date.now } = options;
  const instanceId = randomBytes(8).toString('hex');
  const lastBeat = new Map<string, number>();
  let unsubscribe: (() => Promise<void>) | null = null;
  let beatTimer: NodeJS.Timeout | null = null;
  let stopped = false;

  function send(message: object): void {
    if (stopped) return;
    bus.publish(channel, JSON.stringify({ ...message, from: instanceId })).catch(() => {
      // The bus reconnects by itself; the next change or sync carries the current state again.
    });
  }

  const sync = () => send({ kind: 'sync', [options.stateField]: options.snapshot() });

  function parse(text: string): unknown {
    try {
      return JSON.parse(text);
    } catch {
      return undefined;
    }
  }

  function receive(text: string): void {
    const dropped = handle(parse(text));
    if (dropped) options.log?.debug({ channel, why: dropped, size: text.length }, 'gossip message dropped');
  }

  /** Acts on one message; says why when it is malformed (and so dropped). */
  function handle(raw: unknown): string | null {
    const sender = Sender.safeParse(raw);
    if (!sender.success) return 'no sender';
    const { from } = sender.data;
    if (from === instanceId) return null;
    const kind = (raw as { kind?: unknown }).kind;
    const at = now();
    if (typeof kind === 'string' && MEMBERSHIP_KINDS.has(kind)) {
      const membership = Membership.safeParse(raw);
      if (!membership.success) return 'malformed membership';
      const message = membership.data;
      if (message.kind === 'bye') {
        lastBeat.delete(from);
        options.onInstanceGone(from, at);
        return null;
      }
      if (message.kind === 'sync') {
        const state = options.state.safeParse((raw as Record<string, unknown>)[options.stateField]);
        if (!state.success) return 'malformed sync';
        lastBeat.set(from, at);
        options.onSync(from, state.data, at);
        return null;
      }
      lastBeat.set(from, at);
      if (message.kind === 'hello') sync();
      return null;
    }
    const message = options.messages.safeParse(raw);
    if (!message.success) return 'malformed message';
    lastBeat.set(from, at);
    options.onMessage(from, message.data, at);
    return null;
  }

  function beat(): void {
    send({ kind: 'beat' });
    const at = now();
    for (const [from, last] of lastBeat) {
      if (at - last > GOSSIP_INSTANCE_TIMEOUT_MS) {
        lastBeat.delete(from);
        options.onInstanceGone(from, last);
      }
    }
    options.onBeat?.(at);
  }

  return {
    instanceId,
    publish: (message) => send(message),
    async start() {
      unsubscribe = await bus.subscribe(channel, receive);
      send({ kind: 'hello' });
      // Changes made while the bus was away went unheard both ways: tell ours, ask for theirs.
      bus.onMissedMessages(() => {
        sync();
        send({ kind: 'hello' });
      });
      beatTimer = setInterval(beat, GOSSIP_BEAT_MS);
      beatTimer.unref();
    },
    async stop() {
      if (beatTimer) clearInterval(beatTimer);
      send({ kind: 'bye' });
      stopped = true;
      await unsubscribe?.();
    },
  };
}
