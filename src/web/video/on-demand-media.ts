import type { CallMediaDeps, CallMediaHost } from './call-media';
import { type CallWords, VIDEO_TEXT } from './messages';
import type { MediaState } from './video-call';

/** A call with a stranger starts with nothing on. */
export const MEDIA_OFF: MediaState = { camera: false, mic: false };

type Kind = 'audio' | 'video';

const switchOf = (kind: Kind): keyof MediaState => (kind === 'video' ? 'camera' : 'mic');

/**
 * The camera and microphone of a call with a stranger (decision 284): nothing is opened when the call
 * starts. "Show my camera" opens the camera and sends it; "Hide my camera" stops it at once: the other
 * side is told first, then the track ends (the camera's light goes out) and nothing more is sent. The
 * microphone works the same way. Besides the call's own `media` signal, the camera's choice goes to the
 * server (`tellCamera`), whose `camera` frame alone lets the other side show the picture.
 */
export class OnDemandMedia {
  constructor(
    private readonly deps: Pick<CallMediaDeps, 'openTrack'> & {
      /** An empty stream to start with (tests give their own). */
      emptyStream?: () => MediaStream;
      refreshDevices(): Promise<void>;
    },
    private readonly host: CallMediaHost,
    private readonly tellCamera: (shown: boolean) => void,
  ) {}

  /** The call's stream, with nothing in it yet. */
  open(): MediaStream {
    const stream = this.deps.emptyStream?.() ?? new MediaStream();
    this.host.set({ localStream: stream });
    void this.deps.refreshDevices();
    return stream;
  }

  /** The call ends: a camera shown is hidden on the other side too (the stream is stopped by the caller). */
  ending(): void {
    const state = this.host.state();
    if (state.onDemand && state.media.camera) this.tellCamera(false);
  }

  async set(media: MediaState): Promise<void> {
    const state = this.host.state();
    const stream = state.localStream;
    if (state.phase !== 'connected' || !stream || !state.onDemand || state.mediaBusy) return;
    const before = state.media;
    let now: MediaState = { camera: media.camera && before.camera, mic: media.mic && before.mic };
    if (before.camera && !now.camera) this.tellCamera(false);
    this.tell(now);
    if (before.camera && !now.camera) this.stop(stream, 'video');
    if (before.mic && !now.mic) this.stop(stream, 'audio');
    const wanted: Kind[] = [];
    if (media.camera && !before.camera) wanted.push('video');
    if (media.mic && !before.mic) wanted.push('audio');
    if (wanted.length === 0) return;
    this.host.set({ mediaBusy: true });
    try {
      for (const kind of wanted) {
        const chosen = kind === 'video' ? this.host.state().cameraId : this.host.state().microphoneId;
        const track = await this.deps.openTrack(kind, chosen ?? '');
        // Left the call (or it failed) while the device opened: it is not wanted any more.
        if (this.host.state().localStream !== stream || this.host.state().phase !== 'connected') {
          track.stop();
          return;
        }
        stream.addTrack(track);
        await this.host.call()?.sendTrack(kind, track);
        now = { ...now, [switchOf(kind)]: true };
        this.tell(now);
        const deviceId = track.getSettings().deviceId;
        this.host.set({
          localVersion: this.host.state().localVersion + 1,
          ...(deviceId ? { [kind === 'video' ? 'cameraId' : 'microphoneId']: deviceId } : {}),
        });
        if (kind === 'video') this.tellCamera(true);
      }
    } catch (error) {
      this.host.set({ notice: { ...deviceFailed(error), tone: 'error' } });
    } finally {
      this.host.set({ mediaBusy: false });
    }
  }

  /** The call's `media` signal and the bar's switches. */
  private tell(media: MediaState): void {
    this.host.call()?.setMedia(media);
    this.host.set({ media });
  }

  private stop(stream: MediaStream, kind: Kind): void {
    for (const track of kind === 'video' ? stream.getVideoTracks() : stream.getAudioTracks()) {
      stream.removeTrack(track);
      track.stop();
    }
    void this.host.call()?.sendTrack(kind, null);
    this.host.set({ localVersion: this.host.state().localVersion + 1 });
  }
}

function deviceFailed(error: unknown): CallWords {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return { id: VIDEO_TEXT.accessDenied };
  const message = error instanceof Error || error instanceof DOMException ? error.message : String(error);
  return { id: VIDEO_TEXT.deviceFailed, values: { message: message || name || 'unknown error' } };
}
