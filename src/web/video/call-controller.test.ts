import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClientMessage, ServerMessage, VideoSignal } from '../../core/protocol';
import { LiveDispatcher, type LiveHandler, type ServerMessageType } from '../lib/live-dispatcher';
import type { LiveStatus } from '../lib/live-socket';
import { CallController, type CallDeps } from './call-controller';
import { VIDEO_TEXT } from './messages';

class FakeTrack {
  enabled = true;
  stopped = false;
  constructor(readonly kind: 'audio' | 'video') {}
  stop() {
    this.stopped = true;
  }
  getSettings() {
    return { deviceId: `${this.kind}-default` };
  }
}

function fakeStream() {
  const tracks = [new FakeTrack('video'), new FakeTrack('audio')];
  return {
    tracks,
    addTrack: (track: FakeTrack) => void tracks.push(track),
    removeTrack: (track: FakeTrack) => void tracks.splice(tracks.indexOf(track), 1),
    getTracks: () => tracks,
    getVideoTracks: () => tracks.filter((t) => t.kind === 'video'),
    getAudioTracks: () => tracks.filter((t) => t.kind === 'audio'),
  };
}

function setup(
  options: {
    status?: LiveStatus;
    color?: 'white' | 'black';
    remembered?: boolean;
    justReloaded?: boolean;
    /** The join was chosen on another page and is still to be announced (a guest's seat). */
    announce?: boolean;
    userId?: string;
    opponentId?: string | null;
  } = {},
) {
  const dispatcher = new LiveDispatcher();
  const statusHandlers = new Set<(s: LiveStatus) => void>();
  const sent: ClientMessage[] = [];
  const events: string[] = [];
  const remembered = new Map<string, boolean>([['g1', options.remembered ?? false]]);
  let announce = options.announce ?? false;
  const stream = fakeStream();
  const live = {
    status: options.status ?? ('open' as LiveStatus),
    send: (message: ClientMessage) => {
      sent.push(message);
      return true;
    },
    on: <T extends ServerMessageType>(type: T, handler: LiveHandler<T>) => dispatcher.on(type, handler),
    onStatus: (handler: (s: LiveStatus) => void) => {
      statusHandlers.add(handler);
      return () => statusHandlers.delete(handler);
    },
  };
  const deps: CallDeps = {
    gameId: 'g1',
    color: options.color ?? 'black',
    // Sorts after every opponent id below: this side is the polite one (it waits for the offer).
    userId: options.userId ?? 'zed-user',
    opponentId: options.opponentId ?? null,
    live,
    fetchRtcConfig: async () => ({ iceServers: [] }),
    postCallEvent: async (_gameId, event) => {
      events.push(event);
    },
    openLocalMedia: vi.fn(async () => stream as unknown as MediaStream),
    openTrack: vi.fn(async (kind: 'audio' | 'video') => new FakeTrack(kind) as unknown as MediaStreamTrack),
    listDevices: async () => ({ cameras: [], microphones: [] }),
    memory: {
      // A finished game's room resumes only right after a reload (see call-storage.test.ts).
      wasInCall: (id, live) => (remembered.get(id) ?? false) && (live || options.justReloaded === true),
      remember: (id, inCall) => void remembered.set(id, inCall),
      takeAnnouncement: (id) => {
        const pending = id === 'g1' && announce;
        announce = false;
        return pending;
      },
      touch: () => {},
    },
  };
  const controller = new CallController(deps);
  const signals = () =>
    sent.filter((m) => m.type === 'signal').map((m) => (m as { data: unknown }).data as VideoSignal);
  return {
    controller,
    deps,
    stream,
    sent,
    signals,
    events,
    remembered,
    setStatus(status: LiveStatus) {
      live.status = status;
      for (const handler of statusHandlers) handler(status);
    },
    deliver(message: ServerMessage) {
      dispatcher.dispatch(message);
    },
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('call controller', () => {
  it('joins: media, ICE servers and socket, then says hello and remembers the call for a reload', async () => {
    const t = setup();
    const joining = t.controller.join({ announce: true });
    expect(t.controller.getSnapshot().phase).toBe('connecting');
    await joining;
    const snapshot = t.controller.getSnapshot();
    expect(snapshot.phase).toBe('connected');
    expect(snapshot.media).toEqual({ camera: true, mic: true });
    expect(t.signals()).toEqual([
      { kind: 'hello', session: expect.any(String), link: null, reply: false, camera: true, mic: true },
    ]);
    expect(t.remembered.get('g1')).toBe(true);
    expect(t.events).toEqual(['joined']);
  });

  it('refuses a second Join while joining or joined', async () => {
    const t = setup();
    await Promise.all([t.controller.join({ announce: true }), t.controller.join({ announce: true })]);
    await t.controller.join({ announce: true });
    expect(t.deps.openLocalMedia).toHaveBeenCalledTimes(1);
    expect(t.signals().filter((s) => s.kind === 'hello')).toHaveLength(1);
  });

  it('tells the other side about camera and microphone, only while connected', async () => {
    const t = setup();
    t.controller.toggleCamera();
    expect(t.signals()).toEqual([]);
    await t.controller.join({ announce: true });
    t.controller.toggleCamera();
    t.controller.toggleMic();
    expect(t.stream.tracks.map((track) => track.enabled)).toEqual([false, false]);
    expect(t.signals().slice(-2)).toEqual([
      { kind: 'media', session: expect.any(String), camera: false, mic: true },
      { kind: 'media', session: expect.any(String), camera: false, mic: false },
    ]);
  });

  it('leaves: says bye, stops the camera, forgets the call and posts the leave', async () => {
    const t = setup();
    await t.controller.join({ announce: true });
    t.controller.leave();
    expect(t.signals().at(-1)).toEqual({ kind: 'bye', session: expect.any(String) });
    expect(t.stream.tracks.every((track) => track.stopped)).toBe(true);
    expect(t.controller.getSnapshot()).toMatchObject({ phase: 'disconnected', localStream: null });
    expect(t.remembered.get('g1')).toBe(false);
    expect(t.events).toEqual(['joined', 'left']);
  });

  it('posts the join a guest chose on the invitation page, once, when the room opens in the call', async () => {
    const t = setup({ remembered: true, announce: true });
    t.controller.resumeIfRemembered(true);
    await vi.waitFor(() => expect(t.controller.getSnapshot().phase).toBe('connected'));
    expect(t.events).toEqual(['joined']);
  });

  it('comes back after a reload without posting a join, and says hello again when the socket returns', async () => {
    const t = setup({ remembered: true });
    t.controller.resumeIfRemembered(true);
    await vi.waitFor(() => expect(t.controller.getSnapshot().phase).toBe('connected'));
    expect(t.events).toEqual([]);
    t.setStatus('closed');
    t.setStatus('open');
    expect(t.signals().filter((s) => s.kind === 'hello')).toHaveLength(2);
  });

  it('times out after 15 s when the socket never opens', async () => {
    vi.useFakeTimers();
    const t = setup({ status: 'connecting' });
    void t.controller.join({ announce: true });
    await vi.advanceTimersByTimeAsync(14_999);
    expect(t.controller.getSnapshot().phase).toBe('connecting');
    await vi.advanceTimersByTimeAsync(1);
    expect(t.controller.getSnapshot()).toMatchObject({
      phase: 'disconnected',
      notice: { id: VIDEO_TEXT.timeout, tone: 'error' },
    });
    expect(t.stream.tracks.every((track) => track.stopped)).toBe(true);
  });

  it('times out when the other player is in the call but no connection comes up', async () => {
    vi.useFakeTimers();
    const t = setup({ color: 'black' });
    await t.controller.join({ announce: true });
    const hello: VideoSignal = {
      kind: 'hello',
      session: 'white-session-1',
      link: null,
      reply: false,
      camera: true,
      mic: false,
    };
    t.deliver({ type: 'signal', gameId: 'g1', from: 'white-user', data: hello });
    expect(t.controller.getSnapshot().remote).toMatchObject({ state: 'waiting', media: { mic: false } });
    await vi.advanceTimersByTimeAsync(15_000);
    expect(t.controller.getSnapshot().notice?.id).toBe(VIDEO_TEXT.timeout);
    expect(t.signals().at(-1)).toMatchObject({ kind: 'bye' });
  });

  it('says access was denied when the browser refuses the camera', async () => {
    const t = setup();
    vi.mocked(t.deps.openLocalMedia).mockRejectedValueOnce(new DOMException('denied', 'NotAllowedError'));
    await t.controller.join({ announce: true });
    expect(t.controller.getSnapshot()).toMatchObject({
      phase: 'disconnected',
      notice: { id: VIDEO_TEXT.accessDenied },
    });
    expect(t.signals()).toEqual([]);
  });

  it('notices the other player waiting in the call, and ignores signals of other games and junk', () => {
    const t = setup();
    const hello = {
      kind: 'hello',
      session: 'white-session-1',
      link: null,
      reply: false,
      camera: true,
      mic: true,
    };
    t.deliver({ type: 'signal', gameId: 'other', from: 'x', data: hello });
    t.deliver({ type: 'signal', gameId: 'g1', from: 'x', data: { kind: 'hello', session: 1 } });
    expect(t.controller.getSnapshot().opponentInCall).toBe(false);
    t.deliver({ type: 'signal', gameId: 'g1', from: 'x', data: hello });
    expect(t.controller.getSnapshot().opponentInCall).toBe(true);
    t.deliver({ type: 'signal', gameId: 'g1', from: 'x', data: { kind: 'bye', session: 'white-session-1' } });
    expect(t.controller.getSnapshot().opponentInCall).toBe(false);
  });

  it('says so when another microphone cannot be opened', async () => {
    const t = setup();
    await t.controller.join({ announce: true });
    vi.mocked(t.deps.openTrack).mockRejectedValueOnce(new DOMException('busy', 'AbortError'));
    await t.controller.chooseMicrophone('usb-mic');
    expect(t.controller.getSnapshot().notice?.id).toBe(VIDEO_TEXT.switchMicFailed);
    const [old] = t.stream.getVideoTracks();
    await t.controller.chooseCamera('usb-cam');
    expect(t.controller.getSnapshot().cameraId).toBe('usb-cam');
    expect(t.stream.getVideoTracks()).toHaveLength(1);
    expect(t.stream.getVideoTracks()[0]).not.toBe(old);
    expect(old?.stopped).toBe(true);
  });

  it('does not turn the camera on for a remembered game that is over, unless the page was just reloaded', async () => {
    const t = setup({ remembered: true });
    t.controller.resumeIfRemembered(false);
    await Promise.resolve();
    expect(t.deps.openLocalMedia).not.toHaveBeenCalled();
    expect(t.controller.getSnapshot().phase).toBe('disconnected');
    const reloaded = setup({ remembered: true, justReloaded: true });
    reloaded.controller.resumeIfRemembered(false);
    await vi.waitFor(() => expect(reloaded.controller.getSnapshot().phase).toBe('connected'));
  });

  it('follows the pair to a rematch: hello on the new game, same session, memory moved, no new media', async () => {
    const t = setup({ opponentId: 'white-user' });
    await t.controller.join({ announce: true });
    const session = t.signals()[0]?.session;
    t.controller.attach({ gameId: 'g2', color: 'white', opponentId: 'white-user' });
    const last = t.sent.at(-1);
    expect(last).toMatchObject({
      type: 'signal',
      gameId: 'g2',
      data: { kind: 'hello', session, reply: false },
    });
    expect(t.remembered.get('g1')).toBe(false);
    expect(t.remembered.get('g2')).toBe(true);
    expect(t.deps.openLocalMedia).toHaveBeenCalledTimes(1);
    expect(t.controller.getSnapshot().phase).toBe('connected');
    expect(t.events).toEqual(['joined']);
    // The other player may still be on the old game's channel, or already on the new one.
    const hello = (id: string): VideoSignal => ({
      kind: 'hello',
      session: id,
      link: null,
      reply: false,
      camera: true,
      mic: true,
    });
    t.deliver({ type: 'signal', gameId: 'g1', from: 'white-user', data: hello('white-session-1') });
    expect(t.controller.getSnapshot().remote?.session).toBe('white-session-1');
    t.deliver({ type: 'signal', gameId: 'g9', from: 'white-user', data: hello('white-session-2') });
    expect(t.controller.getSnapshot().remote?.session).toBe('white-session-1');
    // Presence is the new game's; a leave is said on both channels.
    t.deliver({ type: 'presence', gameId: 'g1', white: false, black: true, spectators: 0 });
    expect(t.controller.getSnapshot().opponentOnline).toBeNull();
    t.controller.leave();
    expect(
      t.sent.flatMap((m) =>
        m.type === 'signal' && (m.data as VideoSignal).kind === 'bye' ? [m.gameId] : [],
      ),
    ).toEqual(['g2', 'g1']);
    expect(t.remembered.get('g2')).toBe(false);
  });

  it('decides who waits for the offer from the two ids, not the colour (colours swap in a rematch)', async () => {
    const t = setup({ color: 'white', userId: 'zed-user' });
    await t.controller.join({ announce: true });
    t.deliver({
      type: 'signal',
      gameId: 'g1',
      from: 'amy-user',
      data: { kind: 'hello', session: 'amy-session-1', link: null, reply: false, camera: true, mic: true },
    });
    // White, yet polite: no connection is made until the other side's offer comes.
    expect(t.controller.getSnapshot().remote).toMatchObject({ state: 'waiting', pc: null });
  });

  it('ends for good when disposed: bye, camera off, nothing remembered', async () => {
    const t = setup();
    await t.controller.join({ announce: true });
    t.controller.dispose();
    expect(t.signals().at(-1)).toMatchObject({ kind: 'bye' });
    expect(t.stream.tracks.every((track) => track.stopped)).toBe(true);
    expect(t.remembered.get('g1')).toBe(false);
    expect(t.events).toEqual(['joined']);
  });
});
