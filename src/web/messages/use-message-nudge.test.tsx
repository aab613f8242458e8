import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Color, Game, VideoMessage } from '../../core/protocol';
import { gameAfter } from '../game/test-game';
import { fakeServer } from '../test/fake-server';
import { renderSignedIn } from '../test/signed-in';
import { useMessageNudge } from './use-message-nudge';

const FROM_WHITE: VideoMessage = {
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

/** The badge's word, with a button that opens and closes the tab. */
function Nudge({ game, me }: { game: Game; me: Color }) {
  const [open, setOpen] = useState(false);
  const nudge = useMessageNudge(game, me, true, open);
  return (
    <>
      <output>{nudge ?? 'none'}</output>
      <button type="button" onClick={() => setOpen(!open)}>
        tab
      </button>
    </>
  );
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the Messages tab’s badge', () => {
  const afterE4 = gameAfter(['e2-e4'], { daysPerMove: 3 });

  it('asks for a message after one’s own move, and says the opponent’s came with theirs', async () => {
    fakeServer({ 'GET /api/games/g1/messages': { status: 200, body: { messages: [FROM_WHITE] } } });
    renderSignedIn(null, <Nudge game={afterE4} me="black" />);
    expect(await screen.findByText('new')).toBeTruthy();
    cleanup();
    fakeServer({ 'GET /api/games/g1/messages': { status: 200, body: { messages: [] } } });
    renderSignedIn(null, <Nudge game={afterE4} me="white" />);
    expect(await screen.findByText('record')).toBeTruthy();
  });

  it('says nothing of a move without a message, nor once the tab was open at the move', async () => {
    fakeServer({ 'GET /api/games/g1/messages': { status: 200, body: { messages: [] } } });
    renderSignedIn(null, <Nudge game={afterE4} me="black" />);
    await settle();
    expect(screen.getByRole('status').textContent).toBe('none');
    cleanup();
    renderSignedIn(null, <Nudge game={afterE4} me="white" />);
    expect(await screen.findByText('record')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'tab' }));
    fireEvent.click(screen.getByRole('button', { name: 'tab' }));
    await settle();
    expect(screen.getByRole('status').textContent).toBe('none');
  });
});
