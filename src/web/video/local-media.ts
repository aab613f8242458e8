import { ApiError } from '../lib/api';
import { type CallWords, VIDEO_TEXT } from './messages';

export interface DeviceChoice {
  videoDeviceId?: string | undefined;
  audioDeviceId?: string | undefined;
}

/**
 * Modest by default: no HD for a face beside a chess board, and phones thank us. A bound on each side,
 * not a size: the camera keeps its own shape (a phone held upright sends a tall picture), which the
 * other side shows whole (decision 269); a wanted width and height would crop it to theirs.
 */
const VIDEO_DEFAULTS: MediaTrackConstraints = {
  width: { max: 640 },
  height: { max: 640 },
  frameRate: { ideal: 24, max: 30 },
};
const AUDIO_DEFAULTS: MediaTrackConstraints = {
  echoCancellation: true,
  noiseSuppression: true,
  autoGainControl: true,
};

export function videoConstraints(deviceId?: string): MediaTrackConstraints {
  return deviceId ? { ...VIDEO_DEFAULTS, deviceId: { exact: deviceId } } : VIDEO_DEFAULTS;
}

export function audioConstraints(deviceId?: string): MediaTrackConstraints {
  return deviceId ? { ...AUDIO_DEFAULTS, deviceId: { exact: deviceId } } : AUDIO_DEFAULTS;
}

function isMissingDevice(error: unknown): boolean {
  return (
    error instanceof DOMException && (error.name === 'NotFoundError' || error.name === 'OverconstrainedError')
  );
}

/**
 * Camera and microphone together; when one of them is missing, whichever one exists (a desktop
 * without a webcam can still talk). Refused permission is passed on.
 */
export async function openLocalMedia(choice: DeviceChoice = {}): Promise<MediaStream> {
  const video = videoConstraints(choice.videoDeviceId);
  const audio = audioConstraints(choice.audioDeviceId);
  try {
    return await navigator.mediaDevices.getUserMedia({ video, audio });
  } catch (error) {
    if (!isMissingDevice(error)) throw error;
  }
  try {
    return await navigator.mediaDevices.getUserMedia({ audio });
  } catch (error) {
    if (!isMissingDevice(error)) throw error;
  }
  return navigator.mediaDevices.getUserMedia({ video });
}

/** One new track from the chosen device, to replace the one in use. */
export async function openTrack(kind: 'audio' | 'video', deviceId: string): Promise<MediaStreamTrack> {
  const stream = await navigator.mediaDevices.getUserMedia(
    kind === 'video' ? { video: videoConstraints(deviceId) } : { audio: audioConstraints(deviceId) },
  );
  const track = stream.getTracks()[0];
  if (!track) throw new Error(`No ${kind} track`);
  return track;
}

export function stopStream(stream: MediaStream | null): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

/**
 * Spec §8: a refused permission has its own text; anything else is 'Connection failed: {message}', the message
 * being what the server or the browser said (it has no words of ours).
 */
export function describeJoinError(error: unknown): CallWords {
  if (error instanceof ApiError) {
    return { id: VIDEO_TEXT.connectionFailed, values: { message: error.serverMessage ?? error.message } };
  }
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  const message = error instanceof Error || error instanceof DOMException ? error.message : String(error);
  if (name === 'NotAllowedError' || name === 'SecurityError' || /permission denied/i.test(message)) {
    return { id: VIDEO_TEXT.accessDenied };
  }
  return { id: VIDEO_TEXT.connectionFailed, values: { message: message || name || 'unknown error' } };
}

export interface MediaDevicesList {
  cameras: MediaDeviceInfo[];
  microphones: MediaDeviceInfo[];
}

/** The cameras and microphones present (labels are known once permission was given). */
export async function listDevices(): Promise<MediaDevicesList> {
  if (!navigator.mediaDevices?.enumerateDevices) return { cameras: [], microphones: [] };
  const devices = await navigator.mediaDevices.enumerateDevices();
  return {
    cameras: devices.filter((d) => d.kind === 'videoinput' && d.deviceId),
    microphones: devices.filter((d) => d.kind === 'audioinput' && d.deviceId),
  };
}

/** The preview has no connection to fail: a refused permission, or what the browser said. */
export function describePreviewError(error: unknown): CallWords {
  const words = describeJoinError(error);
  if (words.id === VIDEO_TEXT.accessDenied) return words;
  return {
    id: VIDEO_TEXT.previewFailed,
    values: { message: error instanceof Error ? error.message : String(error) },
  };
}
