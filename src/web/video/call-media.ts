import type { CallSnapshot } from './call-snapshot';
import { type DeviceChoice, describePreviewError, type MediaDevicesList, stopStream } from './local-media';
import { VIDEO_TEXT } from './messages';
import type { MediaState, VideoCall } from './video-call';

export const MEDIA_ON: MediaState = { camera: true, mic: true };

export interface CallMediaDeps {
  openLocalMedia(choice: DeviceChoice): Promise<MediaStream>;
  openTrack(kind: 'audio' | 'video', deviceId: string): Promise<MediaStreamTrack>;
  listDevices(): Promise<MediaDevicesList>;
}

/** The call controller as the media part sees it: its state, and the call the tracks are sent on. */
export interface CallMediaHost {
  state(): CallSnapshot;
  set(patch: Partial<CallSnapshot>): void;
  disposed(): boolean;
  call(): VideoCall | null;
}

/**
 * The camera and microphone: the preview before joining, the stream the call sends, the devices to
 * choose from, a device switched mid-call and the camera and microphone toggles. Their state is the
 * call controller's snapshot (`localStream`, `media`, `devices`, `cameraId`, `microphoneId`).
 */
export class CallMedia {
  constructor(
    private readonly deps: CallMediaDeps,
    private readonly host: CallMediaHost,
  ) {}

  private get state(): CallSnapshot {
    return this.host.state();
  }

  async startPreview(): Promise<void> {
    if (this.state.localStream || this.state.phase !== 'disconnected') return;
    try {
      const stream = await this.deps.openLocalMedia(this.choice());
      if (this.host.disposed() || this.state.phase !== 'disconnected' || this.state.localStream) {
        stopStream(stream);
        return;
      }
      this.host.set({ localStream: stream, notice: null, ...this.chosenDevices(stream) });
      void this.refreshDevices();
    } catch (error) {
      this.host.set({ notice: { ...describePreviewError(error), tone: 'error' } });
    }
  }

  stopPreview(): void {
    if (this.state.phase !== 'disconnected') return;
    stopStream(this.state.localStream);
    this.host.set({ localStream: null });
  }

  /** The stream to join with: the preview's, or one opened now; `current` false means Join was cancelled. */
  async ensureLocalStream(current: () => boolean): Promise<MediaStream> {
    if (this.state.localStream) return this.state.localStream;
    const stream = await this.deps.openLocalMedia(this.choice());
    if (!current()) {
      stopStream(stream);
      throw new Error('cancelled');
    }
    this.host.set({ localStream: stream, ...this.chosenDevices(stream) });
    void this.refreshDevices();
    return stream;
  }

  async refreshDevices(): Promise<void> {
    try {
      const devices = await this.deps.listDevices();
      if (!this.host.disposed()) this.host.set({ devices });
    } catch {
      // Listing devices is a convenience; the call works with the default ones.
    }
  }

  setMedia(media: MediaState): void {
    if (this.state.phase !== 'connected' || !this.state.localStream) return;
    applyMedia(this.state.localStream, media);
    this.host.call()?.setMedia(media);
    this.host.set({ media });
  }

  async switchDevice(kind: 'audio' | 'video', deviceId: string): Promise<void> {
    const stream = this.state.localStream;
    const idKey = kind === 'video' ? 'cameraId' : 'microphoneId';
    // A device off in a call with a stranger is not opened by choosing it: it is used when turned on.
    const off = this.state.onDemand && !(kind === 'video' ? this.state.media.camera : this.state.media.mic);
    if (!stream || off) {
      this.host.set({ [idKey]: deviceId });
      return;
    }
    const old = kind === 'video' ? stream.getVideoTracks() : stream.getAudioTracks();
    try {
      let track: MediaStreamTrack;
      try {
        track = await this.deps.openTrack(kind, deviceId);
      } catch (error) {
        // Phones often cannot open a second camera while the first is running.
        if (!(error instanceof DOMException && error.name === 'NotReadableError')) throw error;
        for (const t of old) t.stop();
        track = await this.deps.openTrack(kind, deviceId);
      }
      if (this.state.localStream !== stream) {
        track.stop();
        return;
      }
      track.enabled = kind === 'video' ? this.state.media.camera : this.state.media.mic;
      for (const t of old) {
        stream.removeTrack(t);
        t.stop();
      }
      stream.addTrack(track);
      await this.host.call()?.replaceTrack(track);
      this.host.set({ [idKey]: deviceId, localVersion: this.state.localVersion + 1 });
    } catch {
      const id = kind === 'video' ? VIDEO_TEXT.switchCameraFailed : VIDEO_TEXT.switchMicFailed;
      this.host.set({ notice: { id, tone: 'error' } });
    }
  }

  private choice(): DeviceChoice {
    return { videoDeviceId: this.state.cameraId, audioDeviceId: this.state.microphoneId };
  }

  private chosenDevices(stream: MediaStream): Pick<CallSnapshot, 'cameraId' | 'microphoneId'> {
    return {
      cameraId: stream.getVideoTracks()[0]?.getSettings().deviceId ?? this.state.cameraId,
      microphoneId: stream.getAudioTracks()[0]?.getSettings().deviceId ?? this.state.microphoneId,
    };
  }
}

export function applyMedia(stream: MediaStream, media: MediaState): void {
  for (const track of stream.getVideoTracks()) track.enabled = media.camera;
  for (const track of stream.getAudioTracks()) track.enabled = media.mic;
}
