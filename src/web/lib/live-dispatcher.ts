import type { ServerMessage } from '../../core/protocol';

export type ServerMessageType = ServerMessage['type'];
export type ServerMessageOf<T extends ServerMessageType> = Extract<ServerMessage, { type: T }>;
export type LiveHandler<T extends ServerMessageType> = (message: ServerMessageOf<T>) => void;
/** A reader's handlers, one per type it reads; the types it leaves out are others' business. */
export type LiveHandlers = { readonly [T in ServerMessageType]?: LiveHandler<T> };

/**
 * Who reads each server message on the client. The one exhaustive list: a new message type is a
 * type error here until someone decides where it goes, instead of a `switch` in every reader.
 */
export const SERVER_MESSAGE_READERS: Readonly<Record<ServerMessageType, string>> = {
  hello: 'the live socket (who the server recognised)',
  game: 'the game follower (game-follower.ts, game-feed.ts)',
  move: 'the game follower',
  player_joined: 'the game follower',
  game_over: 'the game follower',
  chat: 'the chat log (use-chat-log.ts)',
  spectator_chat: "the spectators' chat log (use-chat-log.ts, its spectators channel)",
  signal: 'the call controller, through its channel (signal-channel.ts)',
  camera: "the call controller (the other player's camera shown or hidden)",
  recording: 'the recording bar',
  presence: 'the room controller and the call controller',
  join_refused: "the game room page (the host's notice)",
  review: 'the review client',
  review_opened: 'the review client and the review entry',
  study_changed: 'the study room (use-study-changes.ts)',
  friends_changed: 'the friends list and the notification bell',
  friend_presence: 'the friends list',
  notification: 'the notification bell',
  lobby_seeks: 'the lobby page (src/web/lobby)',
  lobby_paired: 'the lobby page, which goes to the game',
  lobby_queue: 'the lobby page',
  tournament_standings: 'the tournament page (its standings, podium and small live boards)',
  tournament_next_game: 'the tournament page and the game room ("Next game in 10 s"), which go to the game',
  tournament_state: 'the tournament page',
  pong: 'nobody: any frame proves the socket alive',
  error: 'whoever sent the refused frame, by its ref',
};

/** Registers for messages of one type; the returned function unregisters. */
export interface LiveRouter {
  on<T extends ServerMessageType>(type: T, handler: LiveHandler<T>): () => void;
}

/** Registers every handler of `handlers` on `router`, in the map's order; one call unregisters them all. */
export function onEach(router: LiveRouter, handlers: LiveHandlers): () => void {
  const offs: Array<() => void> = [];
  for (const type of Object.keys(handlers) as ServerMessageType[]) {
    const handler = handlers[type] as LiveHandler<typeof type> | undefined;
    if (handler) offs.push(router.on(type, handler));
  }
  return () => {
    for (const off of offs.splice(0)) off();
  };
}

interface Route {
  /** Null: every message. */
  type: ServerMessageType | null;
  handler: (message: ServerMessage) => void;
}

/**
 * Routes each server message to the handlers of its type. All handlers a message reaches run in the
 * order they registered (typed or not), and one added or removed while a message is being routed
 * takes effect from the next message.
 */
export class LiveDispatcher implements LiveRouter {
  private routes: readonly Route[] = [];

  on<T extends ServerMessageType>(type: T, handler: LiveHandler<T>): () => void {
    return this.add({ type, handler: handler as (message: ServerMessage) => void });
  }

  /** Every message, whatever its type (for readers that only pass messages on). */
  onAny(handler: (message: ServerMessage) => void): () => void {
    return this.add({ type: null, handler });
  }

  dispatch(message: ServerMessage): void {
    for (const route of this.routes) {
      if (route.type === null || route.type === message.type) route.handler(message);
    }
  }

  private add(route: Route): () => void {
    this.routes = [...this.routes, route];
    return () => {
      this.routes = this.routes.filter((other) => other !== route);
    };
  }
}
