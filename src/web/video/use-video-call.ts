import { useEffect, useState, useSyncExternalStore } from 'react';
import type { Color } from '../../core/protocol';
import { CallController, type CallSnapshot } from './call-controller';
import { callKeeper, type KeptCall } from './call-keeper';
import { callMemory } from './call-storage';
import { listDevices, openLocalMedia, openTrack } from './local-media';
import { GAME_SIGNAL_CHANNEL, type SignalChannel } from './signal-channel';

const noSubscription = () => () => {};
/** What each held controller signals on: a game's call is never attached to a study's, nor back. */
const channelOf = new WeakMap<CallController, SignalChannel['kind']>();
const isControllerOn =
  (kind: SignalChannel['kind']) =>
  (call: KeptCall): call is CallController =>
    call instanceof CallController && channelOf.get(call) === kind;

export interface PanelCall {
  gameId: string;
  color: Color;
  userId: string;
  /** Null while the other seat is empty. */
  opponentId: string | null;
  /** Waiting or active: only such a room brings a remembered call back after a reload. */
  gameIsLive: boolean;
  /** The lobby paired the two (decision 284): the call may be with a stranger. */
  lobby?: boolean;
}

/**
 * The pair's call, shown by this panel. It outlives the panel: the next room of the same pair (a
 * rematch) gets the same controller and connection, and leaving the rooms ends it (`callKeeper`).
 */
export function useVideoCall(
  { gameId, color, userId, opponentId, gameIsLive, lobby = false }: PanelCall,
  channel: SignalChannel = GAME_SIGNAL_CHANNEL,
): {
  controller: CallController | null;
  snapshot: CallSnapshot | null;
} {
  const [controller, setController] = useState<CallController | null>(null);
  useEffect(() => {
    let created = false;
    const target = { gameId, color, opponentId };
    const held = callKeeper.hold(
      userId,
      target,
      () => {
        created = true;
        const controller = new CallController({
          ...target,
          userId,
          live: channel.live(),
          fetchRtcConfig: channel.fetchRtcConfig,
          postCallEvent: channel.postCallEvent,
          openLocalMedia,
          openTrack,
          listDevices,
          memory: callMemory,
          lobby,
        });
        channelOf.set(controller, channel.kind);
        return controller;
      },
      isControllerOn(channel.kind),
    );
    setController(held);
    if (created) held.resumeIfRemembered(gameIsLive);
    const onPageHide = () => held.pageHidden();
    const onDeviceChange = () => void held.refreshDevices();
    window.addEventListener('pagehide', onPageHide);
    navigator.mediaDevices?.addEventListener?.('devicechange', onDeviceChange);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      navigator.mediaDevices?.removeEventListener?.('devicechange', onDeviceChange);
      callKeeper.release(held);
      setController(null);
    };
  }, [gameId, color, userId, opponentId, gameIsLive, lobby, channel]);
  const snapshot = useSyncExternalStore(
    controller?.subscribe ?? noSubscription,
    () => controller?.getSnapshot() ?? null,
  );
  return { controller, snapshot };
}
