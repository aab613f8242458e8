import type { CallMode, ErrorCode } from '../../core/protocol';
import type { MediaDevicesList } from './local-media';
import type { CallWords } from './messages';
import type { ConnectionQuality } from './quality';
import type { MediaState, RemoteView } from './video-call';

/** Spec §4 'Video connection'. */
export type CallPhase = 'disconnected' | 'connecting' | 'connected';

export interface Notice extends CallWords {
  tone: 'error' | 'info' | 'success';
}

/**
 * The game's call as the server answered it (decision 284); `pending` while a lobby game's answer is on
 * its way: a call joined meanwhile starts with cameras off, as with a stranger.
 */
export interface CallModeView {
  mode: CallMode | 'pending';
  reason?: ErrorCode | undefined;
  /** With `adult_declaration_required`: the viewer is the one who has not declared. */
  viewerMustDeclare?: boolean | undefined;
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
  callMode: CallModeView;
  /**
   * This stay in the call began with cameras and microphones off (a call with a stranger): a device is
   * opened only when its person turns it on, and stopped when they turn it off.
   */
  onDemand: boolean;
  /** A camera or microphone is being opened (the button waits). */
  mediaBusy: boolean;
  /** The other player chose "Show my camera" (calls with strangers only). */
  remoteCameraShown: boolean;
}

/** A call not joined yet; a lobby game's waits for its mode (`pending`). */
export function initialSnapshot(socketOpen: boolean, lobby: boolean): CallSnapshot {
  return {
    phase: 'disconnected',
    localStream: null,
    localVersion: 0,
    media: { camera: true, mic: true },
    remote: null,
    remoteLeft: false,
    opponentInCall: false,
    opponentOnline: null,
    socketOpen,
    devices: { cameras: [], microphones: [] },
    cameraId: undefined,
    microphoneId: undefined,
    quality: null,
    notice: null,
    callMode: { mode: lobby ? 'pending' : 'open' },
    onDemand: false,
    mediaBusy: false,
    remoteCameraShown: false,
  };
}
