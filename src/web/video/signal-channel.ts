import type { LiveHandler } from '../lib/live-dispatcher';
import type { LiveSocket } from '../lib/live-socket';
import { getLiveSocket } from '../lib/live-socket';
import { fetchRtcConfig, fetchStudyRtcConfig, postCallEvent } from './rtc-api';

export type CallLive = Pick<LiveSocket, 'status' | 'send' | 'on' | 'onStatus'>;

/**
 * What a call signals on (decision 234): a game's channel, or a study board's. The call controller
 * knows only an id (`gameId` in its target); the channel says what the id names, where signals go and
 * who hands out ICE servers.
 */
export interface SignalChannel {
  kind: 'game' | 'study';
  live(): CallLive;
  fetchRtcConfig(id: string): Promise<RTCConfiguration>;
  postCallEvent(id: string, event: 'joined' | 'left'): Promise<void>;
}

export const GAME_SIGNAL_CHANNEL: SignalChannel = {
  kind: 'game',
  live: getLiveSocket,
  fetchRtcConfig,
  postCallEvent,
};

/**
 * A study's signals as the call controller speaks them: `studyId` on the wire, the controller's target
 * id in its frames. Only the study's `signal` frames reach the controller; a study has no seats, so no
 * game presence either.
 */
export function studySignalling(live: CallLive): CallLive {
  return {
    get status() {
      return live.status;
    },
    onStatus: (listener) => live.onStatus(listener),
    send: (message) => {
      if (message.type !== 'signal' || message.gameId === undefined) return false;
      return live.send({
        type: 'signal',
        studyId: message.gameId,
        data: message.data,
        ...(message.ref === undefined ? {} : { ref: message.ref }),
      });
    },
    on: (type, handler) => {
      if (type !== 'signal') return () => {};
      // TypeScript does not narrow `T` from `type`: the handler is the one for `signal` frames.
      const onSignal = handler as unknown as LiveHandler<'signal'>;
      return live.on('signal', (message) => {
        if (message.studyId === undefined) return;
        onSignal({ type: 'signal', gameId: message.studyId, from: message.from, data: message.data });
      });
    },
  };
}

export const STUDY_SIGNAL_CHANNEL: SignalChannel = {
  kind: 'study',
  live: () => studySignalling(getLiveSocket()),
  fetchRtcConfig: fetchStudyRtcConfig,
  // A study has no chat log to write "joined the call" in: the two see each other's tiles.
  postCallEvent: async () => {},
};

/** Resolves once the live socket is open (at once when it is). */
export function socketOpen(live: Pick<CallLive, 'status' | 'onStatus'>): Promise<void> {
  if (live.status === 'open') return Promise.resolve();
  return new Promise((resolve) => {
    const off = live.onStatus((status) => {
      if (status !== 'open') return;
      off();
      resolve();
    });
  });
}
