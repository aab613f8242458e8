import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../components/ui/toaster';
import { fakeServer } from '../test/fake-server';
import { member, renderSignedIn } from '../test/signed-in';
import { ChallengeForm } from './ChallengeForm';
import { ALICE, BOB, pendingChallenge } from './test/people';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function form(onDone = vi.fn()) {
  renderSignedIn(
    member('free'),
    <>
      <ChallengeForm username="bob" onDone={onDone} />
      <Toaster />
    </>,
  );
  return onDone;
}

describe('the challenge form', () => {
  it('sends the chosen clock, colour and mode, then closes', async () => {
    const server = fakeServer({
      'POST /api/challenges': { status: 200, body: { challenge: pendingChallenge(ALICE, BOB, 600_000) } },
      'GET /api/challenges': { status: 200, body: { incoming: [], outgoing: [] } },
    });
    const onDone = form();
    fireEvent.change(screen.getByLabelText('Time control'), { target: { value: '5+3' } });
    fireEvent.change(screen.getByLabelText('Your colour'), { target: { value: 'black' } });
    fireEvent.change(screen.getByLabelText('Mode'), { target: { value: 'casual' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send challenge' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(server.calls).toContainEqual({
      method: 'POST',
      url: '/api/challenges',
      body: { username: 'bob', timeControl: 300, increment: 3, color: 'black', rated: false },
    });
    // The waiting card in the header says it; no toast repeats it.
    expect(screen.queryByText(/10 minutes to answer/)).toBeNull();
  });

  it("offers the create screen's days per move, and sends them instead of a clock", async () => {
    const server = fakeServer({
      'POST /api/challenges': { status: 200, body: { challenge: pendingChallenge(ALICE, BOB, 600_000) } },
    });
    const onDone = form();
    const select = screen.getByLabelText('Time control') as HTMLSelectElement;
    const group = select.querySelector('optgroup');
    expect(group?.label).toBe('Correspondence');
    expect([...(group?.querySelectorAll('option') ?? [])].map((o) => o.textContent)).toEqual([
      '1 day per move',
      '2 days per move',
      '3 days per move',
      '5 days per move',
      '7 days per move',
      '14 days per move',
    ]);
    expect(screen.queryByTestId('challenge-correspondence-wait')).toBeNull();
    fireEvent.change(select, { target: { value: 'days-5' } });
    expect(screen.getByTestId('challenge-correspondence-wait').textContent).toBe(
      'Your friend has a week to answer: nobody waits at the board.',
    );
    fireEvent.change(screen.getByLabelText('Mode'), { target: { value: 'casual' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send challenge' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(server.calls[0]?.body).toEqual({ username: 'bob', daysPerMove: 5, color: 'random', rated: false });
  });

  it('starts at 10 minutes, a random colour and rated', async () => {
    const server = fakeServer({
      'POST /api/challenges': { status: 200, body: { challenge: pendingChallenge(ALICE, BOB, 600_000) } },
    });
    const onDone = form();
    fireEvent.click(screen.getByRole('button', { name: 'Send challenge' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(server.calls[0]?.body).toEqual({
      username: 'bob',
      timeControl: 600,
      increment: 0,
      color: 'random',
      rated: true,
    });
  });

  it("keeps the form open and shows the server's reason when it refuses", async () => {
    fakeServer({
      'POST /api/challenges': {
        status: 403,
        body: { code: 'not_friends', message: 'You can only challenge your friends.' },
      },
    });
    const onDone = form();
    fireEvent.click(screen.getByRole('button', { name: 'Send challenge' }));
    expect(await screen.findByText('You can only challenge your friends.')).toBeTruthy();
    expect(screen.getByText('Could not send the challenge')).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Send challenge' }).hasAttribute('disabled')).toBe(false);
  });

  it('Cancel closes it without sending anything', () => {
    const server = fakeServer({});
    const onDone = form();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onDone).toHaveBeenCalledOnce();
    expect(server.calls).toEqual([]);
  });
});
