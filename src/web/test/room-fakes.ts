import type { ClientMessage, Game, MoveResponse, ServerMessage } from '../../core/protocol';
import type { GameApi } from '../game/game-api';
import type { LinkStatus, LiveLink } from '../game/live-link';
import type { Scheduler } from '../game/scheduler';
import { ApiError } from '../lib/api';
import { LiveDispatcher, type LiveHandler, type ServerMessageType } from '../lib/live-dispatcher';

/** A live socket the test drives: it records what was sent and delivers what the test says. */
export class FakeLink implements LiveLink {
  sent: ClientMessage[] = [];
  joined: string[] = [];
  left: string[] = [];
  private statusListeners = new Set<(s: LinkStatus) => void>();
  private readonly dispatcher = new LiveDispatcher();
  constructor(private current: LinkStatus = 'open') {}
  status = () => this.current;
  onStatus(listener: (s: LinkStatus) => void) {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }
  on<T extends ServerMessageType>(type: T, handler: LiveHandler<T>) {
    return this.dispatcher.on(type, handler);
  }
  send(message: ClientMessage) {
    if (this.current !== 'open') return false;
    this.sent.push(message);
    return true;
  }
  joinGame(id: string) {
    this.joined.push(id);
  }
  leaveGame(id: string) {
    this.left.push(id);
  }
  setStatus(status: LinkStatus) {
    this.current = status;
    for (const listener of this.statusListeners) listener(status);
  }
  deliver(message: ServerMessage) {
    this.dispatcher.dispatch(message);
  }
}

/** Time that moves only when the test advances it; due timers run in order. */
export class FakeScheduler implements Scheduler {
  time = 5_000_000;
  private timers = new Map<number, { at: number; every: number | null; callback: () => void }>();
  private next = 1;
  now = () => this.time;
  setTimeout(callback: () => void, ms: number) {
    this.next += 1;
    this.timers.set(this.next, { at: this.time + ms, every: null, callback });
    return this.next;
  }
  setInterval(callback: () => void, ms: number) {
    this.next += 1;
    this.timers.set(this.next, { at: this.time + ms, every: ms, callback });
    return this.next;
  }
  clearTimeout(handle: unknown) {
    this.timers.delete(handle as number);
  }
  clearInterval(handle: unknown) {
    this.timers.delete(handle as number);
  }
  get pending() {
    return this.timers.size;
  }
  advance(ms: number) {
    const until = this.time + ms;
    for (;;) {
      const due = [...this.timers.entries()]
        .filter(([, t]) => t.at <= until)
        .sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      const [id, timer] = due;
      this.time = timer.at;
      if (timer.every === null) this.timers.delete(id);
      else timer.at += timer.every;
      timer.callback();
    }
    this.time = until;
  }
}

/** A games API whose answers the test sets; every call is recorded. */
export function fakeGameApi(initial: Game) {
  const calls: string[] = [];
  let current = initial;
  let moveAnswer: (body: { move: string; ply?: number }) => Promise<MoveResponse> = async () => {
    throw new ApiError(500, '', null);
  };
  const api: GameApi = {
    fetchGame: async () => {
      calls.push('fetch');
      return current;
    },
    join: async () => {
      calls.push('join');
      return current;
    },
    move: async (_id, body) => {
      calls.push(`move ${body.move} ${body.ply}`);
      return moveAnswer(body);
    },
    resign: async () => {
      calls.push('resign');
      return current;
    },
    abort: async () => current,
    draw: async (_id, action) => {
      calls.push(`draw ${action}`);
      return current;
    },
    rematch: async () => {
      calls.push('rematch');
      return current;
    },
    claim: async (_id, result) => {
      calls.push(`claim ${result}`);
      return current;
    },
  };
  return {
    api,
    calls,
    setGame(game: Game) {
      current = game;
    },
    answerMoves(answer: typeof moveAnswer) {
      moveAnswer = answer;
    },
  };
}

/** Lets pending promise callbacks (the fake API's answers) run. */
export const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
