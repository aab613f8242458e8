import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../components/ui/toaster';
import { activateLocale } from '../i18n/i18n';
import { fakeServer } from '../test/fake-server';
import { member, renderSignedIn } from '../test/signed-in';
import CreateGame from './CreateGame';

const allowance = (remaining: number) => ({
  status: 200,
  body: {
    plan: 'free',
    allowance: 3,
    used: 3 - remaining,
    remaining,
    resetsAt: '2026-12-01T00:00:00.000Z',
    has3dBoard: false,
  },
});

describe('the create screen', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('replaces Create Game by the reason and an upgrade link when no games are left', async () => {
    const server = fakeServer({ 'GET /api/billing/allowance': allowance(0) });
    renderSignedIn(member('free'), <CreateGame />);
    await screen.findByText(/You have no games left this month on the Free plan/);
    expect(screen.queryByRole('button', { name: 'Create Game' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Upgrade to play more' }).getAttribute('href')).toBe('/pricing');
    expect(server.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('offers Create Game while games are left', async () => {
    fakeServer({ 'GET /api/billing/allowance': allowance(2) });
    renderSignedIn(member('free'), <CreateGame />);
    await screen.findByText('2 of 3 games left this month on the Free plan.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create Game' })).toBeTruthy());
  });
});

const friends = (...usernames: string[]) => ({
  status: 200,
  body: {
    friends: usernames.map((username, i) => ({
      user: { id: `f${i}`, username, displayName: null, rating: 1200 },
      since: '2026-11-01T10:00:00.000Z',
      presence: { state: 'online' },
    })),
    incoming: [],
    outgoing: [],
    blocked: [],
    settings: { presenceVisibility: 'friends' },
  },
});

describe('the create screen’s colour, rated and invitation choices', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('sends the chosen colour and a casual game, and says which seat the server gave', async () => {
    const server = fakeServer({
      'GET /api/billing/allowance': allowance(2),
      'GET /api/friends': friends('bob'),
      'POST /api/games': { status: 200, body: { id: 'g42', color: 'black' } },
    });
    renderSignedIn(member('free'), <CreateGame />);
    const colour = (await screen.findByLabelText('Your colour')) as HTMLSelectElement;
    expect(colour.value).toBe('white');
    fireEvent.change(colour, { target: { value: 'random' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Casual' }));
    expect(screen.getByTestId('create-summary').textContent).toBe(
      'Your colour is drawn at random; 10 min for each side, casual.',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Create Game' }));
    await screen.findByText('You play Black. Share this link with your opponent to play as White.');
    const post = server.calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({ timeControl: 600, increment: 0, color: 'random', rated: false });
  });

  it('says before Create that Free invites friends only, suggests them, and refuses a stranger as typed', async () => {
    const server = fakeServer({
      'GET /api/billing/allowance': allowance(2),
      'GET /api/friends': friends('bob', 'bobby'),
    });
    renderSignedIn(member('free'), <CreateGame />);
    await screen.findByText(
      'On the Free plan you can invite your friends by username. Anyone else can join by the game link or an e-mail invitation.',
    );
    const field = screen.getByLabelText('Invite by username (optional)');
    await waitFor(() =>
      expect(
        [...screen.getByTestId('invite-friends').querySelectorAll('option')].map((o) => o.value),
      ).toEqual(['bob', 'bobby']),
    );
    expect(field.getAttribute('list')).toBe('invite-friends');

    // A friend's name being typed is not refused; a name no friend has is, at once, in the server's words.
    fireEvent.change(field, { target: { value: 'bo' } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.change(field, { target: { value: 'carol' } });
    expect(screen.getByRole('alert').textContent).toBe(
      'On the Free plan you can invite your friends by username. Send carol a friend request, share the game link, or upgrade to Premium or Pro to invite anyone.',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Create Game' }));
    expect(server.calls.filter((call) => call.method === 'POST')).toEqual([]);

    // Left half-typed, a prefix of a friend's name is refused too; a friend's name is fine.
    fireEvent.change(field, { target: { value: 'bo' } });
    fireEvent.blur(field);
    expect(screen.getByRole('alert').textContent).toContain('Send bo a friend request');
    fireEvent.change(field, { target: { value: 'Bobby' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('lets a plan that invites anyone type any name, and says so', async () => {
    fakeServer({ 'GET /api/billing/allowance': allowance(2), 'GET /api/friends': friends('bob') });
    renderSignedIn(member('pro'), <CreateGame />);
    await screen.findByText(/You can invite any player by username/);
    fireEvent.change(screen.getByLabelText('Invite by username (optional)'), { target: { value: 'carol' } });
    fireEvent.blur(screen.getByLabelText('Invite by username (optional)'));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('the create screen’s correspondence games', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('offers days per move instead of a clock, rated or casual, and sends daysPerMove', async () => {
    const server = fakeServer({
      'GET /api/billing/allowance': allowance(2),
      'GET /api/friends': friends(),
      'POST /api/games': { status: 200, body: { id: 'g7', color: 'white' } },
    });
    renderSignedIn(member('free'), <CreateGame />);
    const control = (await screen.findByLabelText('Time control')) as HTMLSelectElement;
    const group = control.querySelector('optgroup');
    expect(group?.getAttribute('label')).toBe('Correspondence');
    expect([...(group?.querySelectorAll('option') ?? [])].map((o) => o.textContent)).toEqual([
      '1 day per move',
      '2 days per move',
      '3 days per move',
      '5 days per move',
      '7 days per move',
      '14 days per move',
    ]);
    fireEvent.change(control, { target: { value: 'days-3' } });
    expect(
      screen.getByText(
        'The game waits between moves: whoever lets their days run out loses on time. A rated correspondence game moves your correspondence rating, kept apart from your live one.',
      ),
    ).toBeTruthy();
    // Rated or casual is a choice here too (decision 327); rated as for any game until changed.
    expect(screen.getByRole('radiogroup', { name: 'Game type' })).toBeTruthy();
    expect(screen.getByTestId('create-summary').textContent).toBe(
      'You play White; 3 days for each move, rated.',
    );
    fireEvent.click(screen.getByRole('radio', { name: 'Casual' }));
    // A guest's 24 hours are too short for it: the host knows before sending the link (decision 325).
    expect(screen.getByTestId('correspondence-no-guests').textContent).toBe(
      'Your opponent needs an account: a correspondence game lasts longer than a guest’s 24 hours.',
    );
    expect(screen.getByTestId('create-summary').textContent).toBe(
      'You play White; 3 days for each move, casual.',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Create Game' }));
    await screen.findByText(/Share this link with your opponent/);
    const post = server.calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({ daysPerMove: 3, color: 'white', rated: false });
  });

  it('sends a rated correspondence game as rated', async () => {
    const server = fakeServer({
      'GET /api/billing/allowance': allowance(2),
      'GET /api/friends': friends(),
      'POST /api/games': { status: 200, body: { id: 'g8', color: 'black' } },
    });
    renderSignedIn(member('free'), <CreateGame />);
    fireEvent.change(await screen.findByLabelText('Time control'), { target: { value: 'days-7' } });
    fireEvent.change(screen.getByLabelText('Your colour'), { target: { value: 'black' } });
    expect(screen.getByTestId('create-summary').textContent).toBe(
      'You play Black; 7 days for each move, rated.',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Create Game' }));
    await screen.findByText(/Share this link with your opponent/);
    const post = server.calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({ daysPerMove: 7, color: 'black', rated: true });
  });

  it('words the plan’s games-at-once refusal in the reader’s language', async () => {
    const refusal = {
      status: 403,
      body: {
        code: 'correspondence_limit',
        message: 'You already have 5 correspondence games under way, the most the Free plan allows.',
        limit: 5,
        whose: 'own',
      },
    };
    await act(() => activateLocale('fr'));
    try {
      fakeServer({
        'GET /api/billing/allowance': allowance(2),
        'GET /api/friends': friends(),
        'POST /api/games': refusal,
      });
      renderSignedIn(
        member('free'),
        <>
          <CreateGame />
          <Toaster />
        </>,
      );
      const control = (await screen.findByLabelText('Cadence')) as HTMLSelectElement;
      fireEvent.change(control, { target: { value: 'days-7' } });
      fireEvent.click(await screen.findByRole('button', { name: 'Créer la partie' }));
      expect(
        await screen.findByText(
          'Vous avez déjà 5 parties par correspondance en cours, le maximum permis par votre offre.',
        ),
      ).toBeTruthy();
    } finally {
      await act(() => activateLocale('en'));
    }
  });

  it('speaks the reader’s language: the days per move and the summary', async () => {
    await act(() => activateLocale('ru'));
    try {
      fakeServer({ 'GET /api/billing/allowance': allowance(2), 'GET /api/friends': friends() });
      renderSignedIn(member('free'), <CreateGame />);
      const control = (await screen.findByLabelText('Контроль времени')) as HTMLSelectElement;
      const options = [...(control.querySelector('optgroup')?.querySelectorAll('option') ?? [])];
      expect(control.querySelector('optgroup')?.getAttribute('label')).toBe('По переписке');
      expect(options.map((o) => o.textContent)).toEqual([
        '1 день на ход',
        '2 дня на ход',
        '3 дня на ход',
        '5 дней на ход',
        '7 дней на ход',
        '14 дней на ход',
      ]);
      fireEvent.change(control, { target: { value: 'days-5' } });
      expect(screen.getByTestId('create-summary').textContent).toBe(
        'Вы играете белыми; 5 дней на ход, рейтинговая.',
      );
      fireEvent.click(screen.getByRole('radio', { name: 'Товарищеская' }));
      expect(screen.getByTestId('create-summary').textContent).toBe(
        'Вы играете белыми; 5 дней на ход, товарищеская.',
      );
    } finally {
      await act(() => activateLocale('en'));
    }
  });
});
