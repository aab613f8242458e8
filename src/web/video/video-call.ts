import { assertNever, type VideoSignal } from '../../core/protocol';
import { randomId } from '../lib/random-id';
import { type LinkSignal, type LinkState, PeerLink } from './peer-link';

export interface MediaState {
  camera: boolean;
  mic: boolean;
}

/** What the panel shows of the other player's side of the call. */
export interface RemoteView {
  session: string;
  media: MediaState;
  /** `waiting` until a peer connection exists (the polite side waits for the first offer). */
  state: LinkState | 'waiting';
  stream: MediaStream | null;
  /** The connection itself, for statistics. */
  pc: RTCPeerConnection | null;
}

export interface VideoCallOptions {
  /**
   * Whether this side is polite: it never makes the first offer (see `PeerLink`). Asked when a
   * connection is made, because the other player may be learnt only from their first signal; the
   * answer never changes for a pair (docs/decisions/175-the-call-belongs-to-the-pair.md).
   */
  polite(): boolean;
  rtcConfig: RTCConfiguration;
  localStream: MediaStream;
  media: MediaState;
  send(signal: VideoSignal): void;
  onChange(): void;
  /** The other player pressed Leave or closed the tab (their `bye`). */
  onRemoteLeft(): void;
  onError(error: unknown): void;
}

interface Remote {
  session: string;
  media: MediaState;
  link: PeerLink | null;
}

/**
 * This tab's stay in the call: one session id from Join to Leave, at most one other session (the
 * other player's tab) and one peer connection to it. A `hello` from a session we do not know means
 * the other side (re)joined, e.g. after a reload: the old connection is dropped and a new one made.
 */
export class VideoCall {
  readonly session = randomId();
  private remote: Remote | null = null;
  private media: MediaState;
  private ended = false;
  private view: RemoteView | null = null;

  constructor(private readonly options: VideoCallOptions) {
    this.media = options.media;
  }

  /** Announces this session to the other player. */
  start(): void {
    this.hello(false);
  }

  /** The socket is back: say hello again; an offer lost meanwhile is made again. */
  resume(): void {
    if (this.ended) return;
    this.hello(false);
    this.remote?.link?.recover();
  }

  receive(signal: VideoSignal): void {
    if (this.ended) return;
    switch (signal.kind) {
      case 'hello':
        this.onHello(signal);
        break;
      case 'description':
      case 'candidates':
        this.onLinkSignal(signal);
        break;
      case 'media':
        if (this.remote?.session === signal.session) {
          this.remote.media = { camera: signal.camera, mic: signal.mic };
          this.changed();
        }
        break;
      case 'bye':
        if (this.remote?.session === signal.session) {
          this.dropRemote();
          this.options.onRemoteLeft();
        }
        break;
      default:
        assertNever(signal);
    }
  }

  /** Turns the camera or microphone on or off, and tells the other side. */
  setMedia(media: MediaState): void {
    this.media = media;
    if (this.ended) return;
    this.options.send({ kind: 'media', session: this.session, ...media });
  }

  /** A new camera or microphone: sent in place of the old one. */
  replaceTrack(track: MediaStreamTrack): Promise<void> {
    return this.remote?.link?.replaceTrack(track) ?? Promise.resolve();
  }

  /** A device opened or stopped on demand (a call with a stranger): sent, or no longer sent. */
  sendTrack(kind: 'audio' | 'video', track: MediaStreamTrack | null): Promise<void> {
    return this.remote?.link?.sendTrack(kind, track) ?? Promise.resolve();
  }

  /** Ends the call: the other side is told at once. */
  leave(): void {
    if (this.ended) return;
    this.options.send({ kind: 'bye', session: this.session });
    this.ended = true;
    this.dropRemote();
  }

  /** The other player's side, or null while they are not in the call. A new object on every change. */
  remoteView(): RemoteView | null {
    return this.view;
  }

  private onHello(hello: Extract<VideoSignal, { kind: 'hello' }>): void {
    if (this.remote?.session !== hello.session) {
      // A new session of the other player (a reload, or a Leave then Join): start from nothing.
      this.dropRemote();
      this.remote = { session: hello.session, media: { camera: hello.camera, mic: hello.mic }, link: null };
    } else {
      this.remote.media = { camera: hello.camera, mic: hello.mic };
    }
    const remote = this.remote;
    if (!hello.reply) this.hello(true);
    if (!this.options.polite()) {
      if (!remote.link || (hello.link !== null && hello.link !== remote.link.id)) {
        this.connect(remote, randomId());
      } else if (!hello.reply) {
        // Their socket came back: anything we sent meanwhile may be lost.
        remote.link.recover();
      }
    }
    this.changed();
  }

  private onLinkSignal(signal: LinkSignal): void {
    const remote = this.remote;
    if (!remote || signal.session !== remote.session || signal.to !== this.session) return;
    if (remote.link?.id !== signal.link) {
      // Only the offerer makes new connections; the polite side follows its first offer.
      const firstOffer = signal.kind === 'description' && signal.type === 'offer';
      if (!this.options.polite() || !firstOffer) return;
      this.connect(remote, signal.link);
    }
    remote.link?.receive(signal);
  }

  private connect(remote: Remote, linkId: string): void {
    remote.link?.close();
    remote.link = new PeerLink({
      id: linkId,
      session: this.session,
      remoteSession: remote.session,
      polite: this.options.polite(),
      rtcConfig: this.options.rtcConfig,
      localStream: this.options.localStream,
      send: (signal) => {
        if (!this.ended) this.options.send(signal);
      },
      onChange: () => this.changed(),
      onError: (error) => this.options.onError(error),
    });
    this.changed();
  }

  private hello(reply: boolean): void {
    this.options.send({
      kind: 'hello',
      session: this.session,
      link: this.remote?.link?.id ?? null,
      reply,
      ...this.media,
    });
  }

  private dropRemote(): void {
    const link = this.remote?.link;
    this.remote = null;
    link?.close();
    this.changed();
  }

  private changed(): void {
    const remote = this.remote;
    const link = remote?.link ?? null;
    this.view = remote
      ? {
          session: remote.session,
          media: remote.media,
          state: link ? link.state : 'waiting',
          stream: link ? link.remoteStream : null,
          pc: link ? link.pc : null,
        }
      : null;
    this.options.onChange();
  }
}
