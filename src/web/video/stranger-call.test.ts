import { describe, expect, it, vi } from 'vitest';
import type { ClientMessage, VideoSignal } from '../../core/protocol';
import { LiveDispatcher, type LiveHandler, type ServerMessageType } from '../lib/live-dispatcher';
import { CallController } from './call-controller';

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

function emptyStream() {
  const tracks: FakeTrack[] = [];
  return {
    tracks,
    addTrack: (track: FakeTrack) => void tracks.push(track),
    removeTrack: (track: FakeTrack) => void tracks.splice(tracks.indexOf(track), 1),
    getTracks: () => tracks,
    getVideoTracks: () => tracks.filter((t) => t.kind === 'video'),
    getAudioTracks: () => tracks.filter((t) => t.kind === 'audio'),
  };
}

/** A lobby game's call (decision 284), black's side, the opponent white. */
function setup() {
  const dispatcher = new LiveDispatcher();
  const sent: ClientMessage[] = [];
  const stream = emptyStream();
  const opened: FakeTrack[] = [];
  const controller = new CallController({
    gameId: 'g1',
    color: 'black',
    userId: 'zed-user',
    opponentId: 'amy-user',
    live: {
      status: 'open',
      send: (message: ClientMessage) => {
        sent.push(message);
        return true;
      },
      on: <T extends ServerMessageType>(type: T, handler: LiveHandler<T>) => dispatcher.on(type, handler),
      onStatus: () => () => {},
    },
    fetchRtcConfig: async () => ({ iceServers: [] }),
    postCallEvent: async () => {},
    openLocalMedia: vi.fn(async () => {
      throw new Error('a call with a stranger opens nothing on joining');
    }),
    openTrack: vi.fn(async (kind: 'audio' | 'video') => {
      const track = new FakeTrack(kind);
      opened.push(track);
      return track as unknown as MediaStreamTrack;
    }),
    listDevices: async () => ({ cameras: [], microphones: [] }),
    memory: { wasInCall: () => false, remember: () => {}, takeAnnouncement: () => false, touch: () => {} },
    lobby: true,
    emptyStream: () => stream as unknown as MediaStream,
  });
  const cameraFrames = () => sent.filter((m) => m.type === 'camera');
  const media = () =>
    sent
      .filter((m) => m.type === 'signal')
      .map((m) => (m as { data: unknown }).data as VideoSignal)
      .filter((s) => s.kind === 'media' || s.kind === 'hello');
  return { controller, dispatcher, stream, opened, cameraFrames, media };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a call with a stranger (decision 284)', () => {
  it('waits for the call mode before Join, and refuses Join when the call cannot happen', async () => {
    const t = setup();
    expect(t.controller.getSnapshot().callMode).toEqual({ mode: 'pending' });
    t.controller.setCallMode({ mode: 'none', reason: 'adult_declaration_required', viewerMustDeclare: true });
    await t.controller.join({ announce: true });
    expect(t.controller.getSnapshot().phase).toBe('disconnected');
  });

  it('joins with camera and microphone off and opened nothing; "Show my camera" opens and tells', async () => {
    const t = setup();
    t.controller.setCallMode({ mode: 'stranger' }, { white: false, black: false });
    await t.controller.join({ announce: true });
    const joined = t.controller.getSnapshot();
    expect([joined.phase, joined.onDemand, joined.media]).toEqual([
      'connected',
      true,
      { camera: false, mic: false },
    ]);
    expect(t.stream.tracks).toEqual([]);
    expect(t.media()[0]).toMatchObject({ kind: 'hello', camera: false, mic: false });
    // A page that comes back starts hidden on the other side too.
    expect(t.cameraFrames()).toEqual([{ type: 'camera', gameId: 'g1', shown: false }]);

    t.controller.toggleCamera();
    await flush();
    expect(t.stream.tracks.map((track) => track.kind)).toEqual(['video']);
    expect(t.controller.getSnapshot().media).toEqual({ camera: true, mic: false });
    expect(t.cameraFrames().at(-1)).toEqual({ type: 'camera', gameId: 'g1', shown: true });
    expect(t.media().at(-1)).toMatchObject({ kind: 'media', camera: true, mic: false });

    // Hiding stops the camera itself, at once, and says so.
    t.controller.toggleCamera();
    expect(t.opened[0]?.stopped).toBe(true);
    expect(t.stream.tracks).toEqual([]);
    expect(t.cameraFrames().at(-1)).toEqual({ type: 'camera', gameId: 'g1', shown: false });
    expect(t.controller.getSnapshot().media).toEqual({ camera: false, mic: false });
  });

  it('opens the microphone only when turned on, and hides a shown camera on Leave', async () => {
    const t = setup();
    t.controller.setCallMode({ mode: 'stranger' });
    await t.controller.join({ announce: true });
    t.controller.toggleMic();
    await flush();
    expect(t.stream.tracks.map((track) => track.kind)).toEqual(['audio']);
    expect(t.cameraFrames()).toHaveLength(1);
    t.controller.toggleCamera();
    await flush();
    t.controller.leave();
    expect(t.cameraFrames().at(-1)).toEqual({ type: 'camera', gameId: 'g1', shown: false });
    expect(t.opened.every((track) => track.stopped)).toBe(true);
  });

  it("follows the other player's camera choice from the server, and from the call mode's answer", () => {
    const t = setup();
    t.controller.setCallMode({ mode: 'stranger' }, { white: true, black: false });
    expect(t.controller.getSnapshot().remoteCameraShown).toBe(true);
    t.dispatcher.dispatch({ type: 'camera', gameId: 'g1', from: 'amy-user', shown: false });
    expect(t.controller.getSnapshot().remoteCameraShown).toBe(false);
    // Someone else's frame, or another game's, changes nothing.
    t.dispatcher.dispatch({ type: 'camera', gameId: 'g1', from: 'someone-else', shown: true });
    t.dispatcher.dispatch({ type: 'camera', gameId: 'other-game', from: 'amy-user', shown: true });
    expect(t.controller.getSnapshot().remoteCameraShown).toBe(false);
  });

  it('leaves the call when the answer says it cannot happen', async () => {
    const t = setup();
    t.controller.setCallMode({ mode: 'stranger' });
    await t.controller.join({ announce: true });
    t.controller.setCallMode({ mode: 'none', reason: 'stranger_calls_off' });
    expect(t.controller.getSnapshot().phase).toBe('disconnected');
  });
});
