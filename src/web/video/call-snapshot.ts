import type { MediaDevicesList } from './local-media';
import type { ConnectionQuality } from './quality';
import type { MediaState, RemoteView } from './video-call';

/** Spec §4 'Video connection'. */
export type CallPhase = 'disconnected' | 'connecting' | 'connected';

export interface Notice {
  text: string;
  tone: 'error' | 'info' | 'success';
}

export interface CallSnapshot {
  phase: CallPhase;
  /** The camera and microphone: the preview before joining, what is sent while in the call. */
  localStream: MediaStream | null;
  /** Changes when a track of `localStream` is replaced (another device chosen). */
  localVersion: number;
  media: MediaState;
  remote: RemoteView | null;
  /** The other player said `bye`. */
  remoteLeft: boolean;
  /** Heard while not in the call ourselves: the other player is waiting in it. */
  opponentInCall: boolean;
  /** From the live channel's presence; null until known. */
  opponentOnline: boolean | null;
  socketOpen: boolean;
  devices: MediaDevicesList;
  cameraId: string | undefined;
  microphoneId: string | undefined;
  quality: ConnectionQuality | null;
  notice: Notice | null;
}
