import { VideoSignal } from '../../core/protocol';
import type { LiveSocket } from '../lib/live-socket';
import type { CallTarget } from './call-keeper';
import { applyMedia, CallMedia, type CallMediaDeps, MEDIA_ON } from './call-media';
import { type CallModeView, type CallSnapshot, initialSnapshot } from './call-snapshot';
import type { CallMemory } from './call-storage';
import { Deadline } from './deadline';
import { describeJoinError, stopStream } from './local-media';
import { type CallWords, VIDEO_CONNECT_TIMEOUT_MS, VIDEO_TEXT } from './messages';
import { MEDIA_OFF, OnDemandMedia } from './on-demand-media';
import { QualitySampler } from './quality-sampler';
import { socketOpen } from './signal-channel';
import { SignalGames } from './signal-games';
import { type MediaState, VideoCall } from './video-call';

export type { CallModeView, CallPhase, CallSnapshot, Notice } from './call-snapshot';

export interface CallDeps extends CallTarget, CallMediaDeps {
  /** The signed-in player; with the opponent's id it decides who makes the first offer. */
  userId: string;
  live: Pick<LiveSocket, 'status' | 'send' | 'on' | 'onStatus'>;
  fetchRtcConfig(gameId: string): Promise<RTCConfiguration>;
  postCallEvent(gameId: string, event: 'joined' | 'left'): Promise<void>;
  memory: CallMemory;
  /** A game the lobby paired (decision 284): its call may be with a stranger, so it waits for `setCallMode`. */
  lobby?: boolean;
  /** An empty stream for a call that starts with nothing on (tests give their own). */
  emptyStream?: () => MediaStream;
}

/**
 * The video panel's state, without React, and the call session: Join (media, ICE servers and socket,
 * within 15 s), the call itself, and the way back after a reload or a dropped socket. The camera,
 * microphone and devices are `CallMedia`'s (call-media.ts), the connection quality `QualitySampler`'s
 * (quality-sampler.ts). The call belongs to the pair, not to one game: `attach` moves it to
 * the pair's next game (a rematch) and the same peer connection carries on.
 */
export class CallController {
  private state: CallSnapshot;
  private readonly listeners = new Set<() => void>();
  private call: VideoCall | null = null;
  /** Bumped by Leave and failures, so a Join still in flight knows it was cancelled. */
  private attempt = 0;
  /** Join must reach the call, and two in the call must connect, within 15 s (spec §4). */
  private readonly joinDeadline = new Deadline(VIDEO_CONNECT_TIMEOUT_MS, () =>
    this.fail({ id: VIDEO_TEXT.timeout }),
  );
  private readonly linkDeadline = new Deadline(VIDEO_CONNECT_TIMEOUT_MS, () =>
    this.fail({ id: VIDEO_TEXT.timeout }),
  );
  private readonly unsubscribe: Array<() => void> = [];
  private disposed = false;
  /** The game the call signals on now, and the pair's earlier ones. */
  private readonly signalGames: SignalGames;

  private readonly media: CallMedia;
  private readonly onDemand: OnDemandMedia;
  private readonly quality: QualitySampler;

  constructor(private readonly deps: CallDeps) {
    const host = {
      state: () => this.state,
      set: (patch: Partial<CallSnapshot>) => this.set(patch),
      disposed: () => this.disposed,
      call: () => this.call,
    };
    this.media = new CallMedia(deps, host);
    this.onDemand = new OnDemandMedia(
      { ...deps, refreshDevices: () => this.media.refreshDevices() },
      host,
      (shown) => this.tellCamera(shown),
    );
    this.quality = new QualitySampler(
      () => this.state.remote,
      (quality) => this.set({ quality }),
    );
    this.signalGames = new SignalGames(deps.userId, {
      gameId: deps.gameId,
      color: deps.color,
      opponentId: deps.opponentId,
    });
    this.state = initialSnapshot(deps.live.status === 'open', deps.lobby === true);
    this.unsubscribe.push(
      // The game, its chat and the socket's own frames are the room's and the chat's business.
      deps.live.on('presence', (message) => {
        if (message.gameId === this.target.gameId)
          this.set({ opponentOnline: this.target.color === 'white' ? message.black : message.white });
      }),
      // A study board's signals (`studyId`) reach the study's call through its own channel (signal-channel.ts).
      deps.live.on('signal', (message) => {
        if (message.gameId !== undefined && this.signalGames.accepts(message.gameId, message.from))
          this.onSignal(message.data);
      }),
      deps.live.on('camera', (message) => {
        const opponent = this.target.opponentId;
        if (opponent !== null && message.from !== opponent) return;
        if (this.signalGames.accepts(message.gameId, message.from))
          this.set({ remoteCameraShown: message.shown });
      }),
      deps.live.onStatus((status) => {
        this.set({ socketOpen: status === 'open' });
        // The call exists only once the socket was open: any later 'open' is a reconnection.
        if (status === 'open') this.call?.resume();
      }),
    );
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): CallSnapshot => this.state;

  /** The game the call signals on now. */
  private get target(): CallTarget {
    return this.signalGames.target;
  }

  /**
   * After a reload: back into the call if this tab was in it, in a live game or a moment ago. An old
   * game opened later never turns the camera on: leaving the room forgot the call. Also the way into the
   * call chosen on another page before the room opened (a guest's "Play as a guest").
   */
  resumeIfRemembered(gameIsLive: boolean): void {
    const { gameId } = this.target;
    if (!this.deps.memory.wasInCall(gameId, gameIsLive)) return;
    // A reload is not news to the other player; a join chosen on another page (a guest's seat) is.
    void this.join({ announce: this.deps.memory.takeAnnouncement(gameId) });
  }

  /**
   * The pair moved to another game (a rematch): signal on its channel from now on. Nothing is
   * renegotiated; a `hello` there tells the other player, and the call stays remembered for a
   * reload of the new room only.
   */
  attach(target: CallTarget): void {
    const previous = this.signalGames.attach(target);
    if (previous === null) return;
    this.set({ opponentOnline: null });
    if (this.state.phase === 'disconnected') return;
    this.deps.memory.remember(previous, false);
    this.deps.memory.remember(target.gameId, true);
    this.call?.resume();
  }

  /**
   * The game's call as the server answers it (decision 284), with whether the other player shows their
   * camera now. A call that may not happen is left.
   */
  setCallMode(view: CallModeView, cameras?: { white: boolean; black: boolean }): void {
    const opponent = this.target.color === 'white' ? 'black' : 'white';
    this.set({ callMode: view, ...(cameras ? { remoteCameraShown: cameras[opponent] } : {}) });
    if (view.mode === 'none') this.leave();
  }

  startPreview(): Promise<void> {
    return this.media.startPreview();
  }

  stopPreview(): void {
    this.media.stopPreview();
  }

  /** Spec: a Join while joining or joined is refused. `announce`: a person pressed Join (not a reload). */
  async join({ announce }: { announce: boolean }): Promise<void> {
    if (this.state.phase !== 'disconnected' || this.disposed || this.state.callMode.mode === 'none') return;
    const attempt = ++this.attempt;
    // With a stranger (or while a lobby game's answer is on its way) nothing is on until chosen.
    const onDemand = this.state.callMode.mode !== 'open';
    const media = onDemand ? MEDIA_OFF : MEDIA_ON;
    if (onDemand) this.media.stopPreview();
    this.set({ phase: 'connecting', notice: null, remoteLeft: false, media, onDemand });
    this.joinDeadline.arm();
    try {
      const [rtcConfig, stream] = await Promise.all([
        this.deps.fetchRtcConfig(this.target.gameId),
        onDemand ? this.onDemand.open() : this.media.ensureLocalStream(() => attempt === this.attempt),
        socketOpen(this.deps.live),
      ]);
      if (attempt !== this.attempt) return;
      applyMedia(stream, media);
      this.call = new VideoCall({
        polite: () => this.signalGames.polite(),
        rtcConfig,
        localStream: stream,
        media,
        send: (data) => this.sendSignal(data),
        onChange: () => this.onCallChange(),
        onRemoteLeft: () => this.set({ remoteLeft: true }),
        onError: (error) => console.warn('video call:', error),
      });
      this.call.start();
      this.joinDeadline.clear();
      this.deps.memory.remember(this.target.gameId, true);
      this.set({ phase: 'connected', opponentInCall: false });
      // A page that comes back starts hidden: the server forgets what it showed before.
      if (onDemand) this.tellCamera(false);
      this.quality.start();
      if (announce) void this.deps.postCallEvent(this.target.gameId, 'joined').catch(() => {});
    } catch (error) {
      if (attempt === this.attempt) this.fail(describeJoinError(error));
    }
  }

  leave(): void {
    if (this.state.phase === 'disconnected') return;
    const wasConnected = this.state.phase === 'connected';
    this.endCall();
    this.deps.memory.remember(this.target.gameId, false);
    this.set({ phase: 'disconnected', localStream: null, remote: null, quality: null, notice: null });
    if (wasConnected) void this.deps.postCallEvent(this.target.gameId, 'left').catch(() => {});
  }

  /** The page is going away (reload or close): the other side hears `bye` now, not after ICE gives up. */
  pageHidden(): void {
    if (this.state.phase === 'connected') this.deps.memory.touch(this.target.gameId);
    this.call?.leave();
  }

  /** "Show my camera" / "Hide my camera" in a call with a stranger; the camera switch otherwise. */
  toggleCamera(): void {
    this.setMedia({ ...this.state.media, camera: !this.state.media.camera });
  }

  toggleMic(): void {
    this.setMedia({ ...this.state.media, mic: !this.state.media.mic });
  }

  private setMedia(media: MediaState): void {
    if (this.state.onDemand) void this.onDemand.set(media);
    else this.media.setMedia(media);
  }

  /** The camera's choice, to the other player through the server (calls with strangers only). */
  private tellCamera(shown: boolean): void {
    if (this.state.callMode.mode !== 'stranger') return;
    this.deps.live.send({ type: 'camera', gameId: this.target.gameId, shown });
  }

  chooseCamera(deviceId: string): Promise<void> {
    return this.media.switchDevice('video', deviceId);
  }

  chooseMicrophone(deviceId: string): Promise<void> {
    return this.media.switchDevice('audio', deviceId);
  }

  /** The remote video's sound after the 'Click to enable audio' prompt. */
  audioResult(ok: boolean): void {
    this.set({
      notice: ok
        ? { id: VIDEO_TEXT.audioWorking, tone: 'success' }
        : { id: VIDEO_TEXT.audioFailed, tone: 'error' },
    });
  }

  /**
   * The player left the rooms (or moved to another pair's game): the other side hears `bye`, the
   * camera stops, and the call is forgotten. A reload never gets here (the page just goes away), so
   * it still finds the call remembered.
   */
  dispose(): void {
    if (this.disposed) return;
    this.endCall();
    this.deps.memory.remember(this.target.gameId, false);
    this.disposed = true;
    for (const off of this.unsubscribe) off();
    this.listeners.clear();
  }

  refreshDevices(): Promise<void> {
    return this.media.refreshDevices();
  }

  private sendSignal(data: VideoSignal): void {
    for (const gameId of this.signalGames.gamesFor(data))
      this.deps.live.send({ type: 'signal', gameId, data });
  }

  private onSignal(data: unknown): void {
    const parsed = VideoSignal.safeParse(data);
    if (!parsed.success) return;
    const signal = parsed.data;
    if (this.call) this.call.receive(signal);
    else if (signal.kind === 'hello') this.set({ opponentInCall: true });
    else if (signal.kind === 'bye') this.set({ opponentInCall: false });
  }

  private onCallChange(): void {
    const remote = this.call?.remoteView() ?? null;
    // Both in the call but no media flowing after 15 s: give up (spec §4), rather than hang.
    const pending = remote !== null && (remote.state === 'waiting' || remote.state === 'connecting');
    if (pending) this.linkDeadline.arm();
    else this.linkDeadline.clear();
    this.set({
      remote,
      ...(remote ? { remoteLeft: false } : {}),
      ...(remote?.state === 'connected' ? {} : { quality: null }),
    });
  }

  private fail(words: CallWords): void {
    this.endCall();
    this.deps.memory.remember(this.target.gameId, false);
    this.set({
      phase: 'disconnected',
      localStream: null,
      remote: null,
      quality: null,
      notice: { ...words, tone: 'error' },
    });
  }

  /** Stops everything the call holds: the other side hears `bye`, the camera light goes off. */
  private endCall(): void {
    this.onDemand.ending();
    this.attempt += 1;
    this.joinDeadline.clear();
    this.linkDeadline.clear();
    this.quality.stop();
    this.call?.leave();
    this.call = null;
    stopStream(this.state.localStream);
  }

  private set(patch: Partial<CallSnapshot>): void {
    if (this.disposed) return;
    this.state = { ...this.state, ...patch };
    for (const listener of [...this.listeners]) listener();
  }
}
