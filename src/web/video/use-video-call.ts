import { useEffect, useState, useSyncExternalStore } from 'react';
import type { Color } from '../../core/protocol';
import { type CallChannel, GAME_CALLS } from './signal-channel';
import { CallController, type CallSnapshot } from './call-controller';
import { callScope, type ScopedCall } from './call-keeper';
import { callMemory } from './call-storage';
import { listDevices, openLocalMedia, openTrack } from './local-media';

const noSubscription = () => () => {};
/** What each held controller signals on: a game's call is never attached to a study's, nor back. */
const channelOf = new WeakMap<CallController, CallChannel['kind']>();
const isControllerOn =
  (kind: CallChannel['kind']) =>
  (call: ScopedCall): call is CallController =>
    call instanceof CallController && channelOf.get(call) === kind;

export interface PanelCall {
  gameId: string;
  color: Color;
  userId: string;
  /** Null while the other seat is empty. */
  opponentId: string | null;
  /** Waiting or active: only such a room brings a remembered call back after a reload. */
  gameIsLive: boolean;
}

/**
 * The pair's call, shown by this panel. It outlives the panel: the next room of the same pair (a
 * rematch) gets the same controller and connection, and leaving the rooms ends it (`callScope`).
 */
export function useVideoCall(
  { gameId, color, userId, opponentId, gameIsLive }: PanelCall,
  channel: CallChannel = GAME_CALLS,
): {
  controller: CallController | null;
  snapshot: CallSnapshot | null;
} {
  const [controller, setController] = useState<CallController | null>(null);
  useEffect(() => {
    let created = false;
    const target = { gameId, color, opponentId };
    const held = callScope.hold(
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
      callScope.release(held);
      setController(null);
    };
  }, [gameId, color, userId, opponentId, gameIsLive, channel]);
  const snapshot = useSyncExternalStore(
    controller?.subscribe ?? noSubscription,
    () => controller?.getSnapshot() ?? null,
  );
  return { controller, snapshot };
}
