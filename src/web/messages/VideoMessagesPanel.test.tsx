import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VideoMessage } from '../../core/protocol';
import { gameAfter } from '../game/test-game';
import { fakeServer } from '../test/fake-server';
import { renderSignedIn } from '../test/signed-in';
import VideoMessagesPanel from './VideoMessagesPanel';

// After White's 1. e4 in a three-days-a-move game: White may add a message to it.
const game = gameAfter(['e2-e4'], { daysPerMove: 3 });

const SENT: VideoMessage = {
  id: 'm1',
  gameId: 'g1',
  authorId: 'user-white',
  ply: 1,
  kind: 'video',
  contentType: 'video/webm',
  durationMs: 2000,
  bytes: 40_000,
  url: '/api/games/g1/messages/m1/media',
  createdAt: 1_000_000,
};

/** A stand-in for the browser's recorder: hands over one chunk when stopped, as MediaRecorder does. */
class FakeRecorder {
  static isTypeSupported = (type: string) => type.startsWith('video/webm');
  static last: FakeRecorder | null = null;
  state: 'inactive' | 'recording' = 'inactive';
  mimeType = 'video/webm;codecs=vp8,opus';
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor() {
    FakeRecorder.last = this;
  }
  start() {
    this.state = 'recording';
  }
  stop() {
    this.state = 'inactive';
    this.ondataavailable?.({ data: new Blob(['webm bytes'], { type: 'video/webm' }) });
    this.onstop?.();
  }
}

function stubRecording() {
  const track = { stop: vi.fn() };
  const stream = { getTracks: () => [track] };
  vi.stubGlobal('MediaRecorder', FakeRecorder);
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia: vi.fn(async () => stream) },
  });
  URL.createObjectURL = vi.fn(() => 'blob:recording');
  URL.revokeObjectURL = vi.fn();
  return { track };
}

const composer = () => screen.getByTestId('message-composer');

beforeEach(() => {
  FakeRecorder.last = null;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

describe('the video messages panel of a correspondence game', () => {
  it('says recording is unavailable where the browser has no recorder, and the move stands without one', async () => {
    expect(typeof MediaRecorder).toBe('undefined');
    const server = fakeServer({ 'GET /api/games/g1/messages': { status: 200, body: { messages: [] } } });
    renderSignedIn(null, <VideoMessagesPanel game={game} me="white" />);
    expect((await screen.findByTestId('message-unavailable')).textContent).toBe(
      'Recording a message is not possible in this browser. Your move stands without one.',
    );
    expect(within(composer()).queryByRole('button', { name: 'Record a message' })).toBeNull();
    expect(within(composer()).queryByRole('button', { name: 'Sound only' })).toBeNull();
    fireEvent.click(within(composer()).getByRole('button', { name: 'No message' }));
    expect(screen.queryByTestId('video-messages')).toBeNull();
    expect(server.calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('goes from idle to recording with a countdown, to a preview, and sends it with the move', async () => {
    const { track } = stubRecording();
    let messages: VideoMessage[] = [];
    const server = fakeServer({
      'GET /api/games/g1/messages': () => ({ status: 200, body: { messages } }),
      'POST /api/games/g1/messages': () => {
        messages = [SENT];
        return { status: 200, body: SENT };
      },
    });
    renderSignedIn(null, <VideoMessagesPanel game={game} me="white" />);

    // Idle: the offer, worded with the move.
    expect((await screen.findByText('Add a message to your move 1. e4')).tagName).toBe('SPAN');
    // A clock that moves a millisecond with every reading, as a browser's may between two readings.
    let t = Date.now();
    const clock = vi.spyOn(Date, 'now').mockImplementation(() => {
      t += 1;
      return t;
    });
    await act(async () => {
      fireEvent.click(within(composer()).getByRole('button', { name: 'Record a message' }));
    });
    clock.mockRestore();

    // Recording: the countdown from thirty seconds (never 31 before the next tick), and Stop.
    expect(navigator.mediaDevices.getUserMedia).toHaveBeenCalledWith({ audio: true, video: true });
    expect(screen.getByRole('timer').textContent).toBe('30 seconds left');
    expect(FakeRecorder.last?.state).toBe('recording');
    await act(async () => {
      fireEvent.click(within(composer()).getByRole('button', { name: 'Stop' }));
    });

    // Preview: the recording plays before anything is sent, and the camera is let go.
    expect(screen.getByText('Watch it before you send it')).toBeTruthy();
    expect(screen.getByTestId('message-preview').getAttribute('src')).toBe('blob:recording');
    expect(track.stop).toHaveBeenCalled();
    expect(server.calls.filter((call) => call.method === 'POST')).toEqual([]);

    await act(async () => {
      fireEvent.click(within(composer()).getByRole('button', { name: 'Send' }));
    });
    expect(server.calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([
      '/api/games/g1/messages?ply=1',
    ]);
    expect((await screen.findByTestId('video-message')).textContent).toContain('You, with 1. e4');
    expect(screen.queryByTestId('message-composer')).toBeNull();
    // One's own message is not one to report.
    expect(screen.queryByRole('button', { name: 'Report this message' })).toBeNull();
  });

  it('offers the opponent’s message to be reported', async () => {
    fakeServer({ 'GET /api/games/g1/messages': { status: 200, body: { messages: [SENT] } } });
    renderSignedIn(null, <VideoMessagesPanel game={game} me="black" />);
    const item = await screen.findByTestId('video-message');
    expect(item.textContent).toContain('alice, with 1. e4');
    fireEvent.click(within(item).getByRole('button', { name: 'Report this message' }));
    expect(screen.getByRole('dialog', { name: 'Report alice' })).toBeTruthy();
  });

  it('in a phone’s tab, says where messages will be while there are none', async () => {
    fakeServer({ 'GET /api/games/g1/messages': { status: 200, body: { messages: [] } } });
    renderSignedIn(null, <VideoMessagesPanel game={game} me="black" inTab />);
    expect((await screen.findByTestId('video-messages-none')).textContent).toBe(
      'Messages recorded with your moves and your opponent’s appear here.',
    );
  });
});
