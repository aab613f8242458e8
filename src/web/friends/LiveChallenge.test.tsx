import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../components/ui/toaster';
import { fakeServer } from '../test/fake-server';
import { member, renderSignedIn } from '../test/signed-in';
import { LiveChallenge } from './LiveChallenge';
import { ALICE, BOB, pendingChallenge } from './test/people';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function card(msLeft = 600_000, extra = {}) {
  const onDone = vi.fn();
  renderSignedIn(
    member('free', { id: BOB.id }),
    <>
      <LiveChallenge challenge={pendingChallenge(ALICE, BOB, msLeft, extra)} onDone={onDone} />
      <Toaster />
    </>,
  );
  return onDone;
}

describe('a challenge arriving live', () => {
  it('says who challenges, on what clock and colour, and the time left to answer', () => {
    // The clock stands still, so the time left reads whole however slowly the render comes.
    vi.useFakeTimers({ shouldAdvanceTime: false });
    fakeServer({});
    card(600_000, { color: 'white', timeControl: 300, increment: 2 });
    const dialog = screen.getByRole('alertdialog', { name: 'New challenge' });
    expect(dialog.textContent).toContain('alice challenges you: 5+2 · Rated, you play Black');
    expect(screen.getByTestId('challenge-time-left').textContent).toBe('10:00 left to answer');
  });

  it('says days per move for a correspondence challenge, and the days it waits for the answer', () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    fakeServer({});
    const week = 7 * 24 * 60 * 60 * 1000;
    card(week - 60 * 60 * 1000, { color: 'black', timeControl: 259_200, increment: 0, daysPerMove: 3 });
    const dialog = screen.getByRole('alertdialog', { name: 'New challenge' });
    expect(dialog.textContent).toContain('alice challenges you: 3 days per move · Rated, you play White');
    expect(screen.getByTestId('challenge-time-left').textContent).toBe('6 days, 23 hours left to answer');
  });

  it('says Casual beside the clock when the game would move no rating', () => {
    fakeServer({});
    card(600_000, { color: 'random', timeControl: 180, increment: 0, rated: false });
    const dialog = screen.getByRole('alertdialog', { name: 'New challenge' });
    expect(dialog.textContent).toContain('alice challenges you: 3 min · Casual, colours drawn at random');
  });

  it('Accept starts the game and goes to its room', async () => {
    const server = fakeServer({
      'POST /api/challenges/c-u1-u2/accept': { status: 200, body: { game: { id: 'g42' } } },
    });
    window.history.pushState(null, '', '/dashboard');
    const onDone = card();
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(window.location.pathname).toBe('/game/g42'));
    expect(onDone).toHaveBeenCalledOnce();
    expect(server.calls.map((c) => `${c.method} ${c.url}`)).toEqual(['POST /api/challenges/c-u1-u2/accept']);
  });

  it('Decline answers it and closes the card', async () => {
    const server = fakeServer({ 'POST /api/challenges/c-u1-u2/decline': { status: 204, body: null } });
    const onDone = card();
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(server.calls.map((c) => `${c.method} ${c.url}`)).toEqual(['POST /api/challenges/c-u1-u2/decline']);
  });

  it('shows a refusal (the challenge was cancelled meanwhile) and closes', async () => {
    fakeServer({
      'POST /api/challenges/c-u1-u2/accept': {
        status: 409,
        body: { code: 'challenge_closed', message: 'This challenge has been cancelled' },
      },
    });
    const onDone = card();
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('This challenge has been cancelled')).toBeTruthy();
    expect(onDone).toHaveBeenCalledOnce();
  });

  it('counts down and shows the expiry the moment it comes, with no way left to answer', () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    const server = fakeServer({});
    const onDone = card(61_500);
    expect(screen.getByTestId('challenge-time-left').textContent).toBe('1:02 left to answer');
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByTestId('challenge-time-left').textContent).toBe('0:02 left to answer');
    expect(screen.getByRole('button', { name: 'Accept' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(2_000));
    expect(screen.getByRole('alertdialog', { name: 'Challenge expired' })).toBeTruthy();
    expect(screen.getByTestId('challenge-time-left').textContent).toBe(
      'This challenge expired before it was answered.',
    );
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Decline' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onDone).toHaveBeenCalledOnce();
    expect(server.calls).toEqual([]);
  });

  it('is shown expired at once when it arrives past its time', () => {
    fakeServer({});
    card(-1000);
    expect(screen.getByRole('alertdialog', { name: 'Challenge expired' })).toBeTruthy();
  });
});
