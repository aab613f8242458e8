import { useEffect, useState, useSyncExternalStore } from 'react';
import type { Color } from '../../core/protocol';
import { getLiveSocket } from '../lib/live-socket';
import { CallController, type CallSnapshot } from './call-controller';
import { callMemory } from './call-storage';
import { listDevices, openLocalMedia, openTrack } from './local-media';
import { fetchRtcConfig, postCallEvent } from './rtc-api';

const noSubscription = () => () => {};

/** The call controller for this game and seat, alive while the panel is mounted. */
export function useVideoCall(
  gameId: string,
  color: Color,
): {
  controller: CallController | null;
  snapshot: CallSnapshot | null;
} {
  const [controller, setController] = useState<CallController | null>(null);
  useEffect(() => {
    const created = new CallController({
      gameId,
      color,
      live: getLiveSocket(),
      fetchRtcConfig,
      postCallEvent,
      openLocalMedia,
      openTrack,
      listDevices,
      memory: callMemory,
    });
    setController(created);
    created.resumeIfRemembered();
    const onPageHide = () => created.pageHidden();
    const onDeviceChange = () => void created.refreshDevices();
    window.addEventListener('pagehide', onPageHide);
    navigator.mediaDevices?.addEventListener?.('devicechange', onDeviceChange);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      navigator.mediaDevices?.removeEventListener?.('devicechange', onDeviceChange);
      created.dispose();
      setController(null);
    };
  }, [gameId, color]);
  const snapshot = useSyncExternalStore(
    controller?.subscribe ?? noSubscription,
    () => controller?.getSnapshot() ?? null,
  );
  return { controller, snapshot };
}
