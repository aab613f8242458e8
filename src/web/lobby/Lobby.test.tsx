import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROTOCOL_VERSION } from '../../core/limits';
import type { ServerMessage } from '../../core/protocol';
import { activateLocale } from '../i18n/i18n';
import Lobby from '../pages/Lobby';
import { fakeServer } from '../test/fake-server';
import { ScriptedSocket } from '../test/scripted-socket';
import { member, renderSignedIn } from '../test/signed-in';
import { CAT, lobbyState, ME, seek } from './test/lobby-fixtures';

beforeEach(() => {
  ScriptedSocket.userId = ME.id;
  ScriptedSocket.sent = [];
  vi.stubGlobal('WebSocket', ScriptedSocket);
  window.history.pushState(null, '', '/lobby');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const live = (message: ServerMessage) => act(() => ScriptedSocket.opened.at(-1)?.deliver(message));
const lobbyFrames = () => ScriptedSocket.sent.filter((frame) => frame.type === 'lobby');
const renderLobby = () => renderSignedIn(member('free', { id: ME.id }), <Lobby />);
const rows = () => screen.queryAllByTestId('seek-row');

describe('the lobby page', () => {
  it('shows the six pools, the open seeks, the allowance and who is here, and watches the seeks', async () => {
    fakeServer({
      'GET /api/lobby': {
        status: 200,
        body: lobbyState({
          seeks: [seek(), seek({ id: 's2', player: CAT, pool: '10+0', rated: false, call: false })],
        }),
      },
    });
    const view = renderLobby();
    await screen.findByRole('heading', { name: 'Lobby' });
    const tiles = within(screen.getByRole('list', { name: 'Time controls' })).getAllByRole('button');
    expect(tiles.map((tile) => tile.getAttribute('aria-label'))).toEqual([
      'Play 1+0 Bullet',
      'Play 3+2 Blitz',
      'Play 5+0 Blitz',
      'Play 10+0 Rapid',
      'Play 15+0 Rapid',
      'Play 30+0 Classical',
    ]);
    // Each row opens with the avatar's initial (hidden from screen readers: the name follows).
    expect(rows().map((row) => row.textContent)).toEqual([
      'BBob B14323+2 BlitzRatedCallAccept',
      'Ccat161010+0 RapidCasualNo callAccept',
    ]);
    expect(screen.getByTestId('lobby-allowance').textContent).toBe('3 of 5 lobby games left today');
    expect(screen.getByText('12 players in the lobby')).toBeTruthy();
    await waitFor(() => expect(lobbyFrames().at(-1)).toMatchObject({ type: 'lobby', watch: true }));
    view.unmount();
    expect(lobbyFrames().at(-1)).toMatchObject({ type: 'lobby', watch: false });
  });

  it('Play joins the pool and waits with a clock; Cancel leaves it and brings the tiles back', async () => {
    const server = fakeServer({
      'GET /api/lobby': { status: 200, body: lobbyState() },
      'POST /api/lobby/pool': (body) => ({
        status: 200,
        body: { queue: { ...(body as object), joinedAt: new Date().toISOString() } },
      }),
      'DELETE /api/lobby/pool': { status: 204, body: null },
    });
    renderLobby();
    fireEvent.click(await screen.findByRole('button', { name: 'Play 3+2 Blitz' }));
    const panel = await screen.findByRole('region', { name: 'Waiting for an opponent' });
    expect(panel.textContent).toContain('Looking for an opponent…');
    expect(panel.textContent).toContain('3+2 Blitz · Rated · With a call');
    expect(screen.getByTestId('waited').textContent).toMatch(/^0:0\d$/);
    expect(server.calls.find((c) => c.method === 'POST')?.body).toEqual({
      pool: '3+2',
      rated: true,
      call: true,
    });
    fireEvent.click(within(panel).getByRole('button', { name: 'Cancel' }));
    await screen.findByRole('button', { name: 'Play 3+2 Blitz' });
    expect(screen.queryByRole('region', { name: 'Waiting for an opponent' })).toBeNull();
    expect(server.calls.map((c) => c.method)).toContain('DELETE');
  });

  it('Casual and no call go with Play as chosen', async () => {
    const server = fakeServer({
      'GET /api/lobby': { status: 200, body: lobbyState() },
      'POST /api/lobby/pool': (body) => ({
        status: 200,
        body: { queue: { ...(body as object), joinedAt: '2026-11-27T18:00:00.000Z' } },
      }),
    });
    renderLobby();
    const pairing = (await screen.findByRole('heading', { name: 'Quick pairing' })).closest(
      'div',
    )?.parentElement;
    if (!pairing) throw new Error('no quick pairing card');
    fireEvent.click(within(pairing).getByRole('radio', { name: 'Casual' }));
    fireEvent.click(within(pairing).getByRole('checkbox', { name: 'With a call' }));
    fireEvent.click(screen.getByRole('button', { name: 'Play 1+0 Bullet' }));
    await screen.findByText('1+0 Bullet · Casual · No call');
    expect(server.calls.find((c) => c.method === 'POST')?.body).toEqual({
      pool: '1+0',
      rated: false,
      call: false,
    });
  });

  it('shows a refusal of Play with its message', async () => {
    fakeServer({
      'GET /api/lobby': { status: 200, body: lobbyState() },
      'POST /api/lobby/pool': {
        status: 403,
        // As the server refuses it: the sentence, and its details as fields for other languages (decision 322).
        body: {
          code: 'lobby_limit',
          message: 'You have played your 5 lobby games today.',
          whose: 'own',
          perDay: 5,
        },
      },
    });
    renderLobby();
    fireEvent.click(await screen.findByRole('button', { name: 'Play 5+0 Blitz' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You have played your 5 lobby games for today. Come back tomorrow (UTC), or upgrade to a plan with unlimited lobby games.',
    );
    expect(screen.getByRole('button', { name: 'Play 5+0 Blitz' })).toBeTruthy();
  });

  it('adds a seek that appears live and drops one that goes, down to the empty list', async () => {
    fakeServer({ 'GET /api/lobby': { status: 200, body: lobbyState({ seeks: [seek()] }) } });
    renderLobby();
    await waitFor(() => expect(rows()).toHaveLength(1));
    const names = () => rows().map((row) => row.textContent?.slice(1, 4));
    live({ type: 'lobby_seeks', added: [seek({ id: 's9', player: CAT, pool: '15+0' })], gone: [] });
    await waitFor(() => expect(names()).toEqual(['cat', 'Bob']));
    // The same seek told twice is listed once.
    live({ type: 'lobby_seeks', added: [seek({ id: 's9', player: CAT, pool: '15+0' })], gone: ['s1'] });
    await waitFor(() => expect(names()).toEqual(['cat']));
    live({ type: 'lobby_seeks', added: [], gone: ['s9'] });
    await waitFor(() => expect(rows()).toHaveLength(0));
    expect(screen.getByText('No open seeks right now. Post one, or press Play above.')).toBeTruthy();
  });

  it('goes to the game the moment the lobby pairs this person', async () => {
    const queue = { pool: '3+2' as const, rated: true, call: true, joinedAt: new Date().toISOString() };
    const server = fakeServer({ 'GET /api/lobby': { status: 200, body: lobbyState({ queue }) } });
    const view = renderLobby();
    await screen.findByRole('region', { name: 'Waiting for an opponent' });
    live({ type: 'lobby_paired', gameId: 'g42' });
    await waitFor(() => expect(window.location.pathname).toBe('/game/g42'));
    view.unmount();
    // Paired, not left: the page asks nothing more of the queue.
    expect(server.calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('leaving the page while waiting leaves the queue', async () => {
    const queue = { pool: '10+0' as const, rated: false, call: false, joinedAt: new Date().toISOString() };
    const server = fakeServer({
      'GET /api/lobby': { status: 200, body: lobbyState({ queue }) },
      'DELETE /api/lobby/pool': { status: 204, body: null },
    });
    const view = renderLobby();
    await screen.findByRole('region', { name: 'Waiting for an opponent' });
    view.unmount();
    await waitFor(() =>
      expect(server.calls.map((c) => `${c.method} ${c.url}`)).toContain('DELETE /api/lobby/pool'),
    );
  });

  it('follows the queue changed in another tab', async () => {
    fakeServer({ 'GET /api/lobby': { status: 200, body: lobbyState() } });
    renderLobby();
    await screen.findByRole('button', { name: 'Play 3+2 Blitz' });
    live({
      type: 'lobby_queue',
      queue: { pool: '10+0', rated: true, call: false, joinedAt: new Date().toISOString() },
    });
    expect((await screen.findByRole('region', { name: 'Waiting for an opponent' })).textContent).toContain(
      '10+0 Rapid',
    );
    live({ type: 'lobby_queue', queue: null });
    await screen.findByRole('button', { name: 'Play 3+2 Blitz' });
  });

  it('keeps the headcount live, and says why a wave took the person out of the queue', async () => {
    const queue = { pool: '10+0' as const, rated: true, call: false, joinedAt: new Date().toISOString() };
    fakeServer({ 'GET /api/lobby': { status: 200, body: lobbyState({ queue, waiting: 3 }) } });
    renderLobby();
    await screen.findByText('3 players in the lobby');
    live({ type: 'lobby_seeks', added: [], gone: [], waiting: 12 });
    await screen.findByText('12 players in the lobby');
    live({
      type: 'lobby_queue',
      queue: null,
      reason: {
        code: 'lobby_barred',
        message: 'A moderator has barred you from the lobby.',
        fields: { hold: 'permanent' },
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/^You are no longer waiting for a partner: /);
    // Worded from the code and its fields in the reader's language, not the server's sentence.
    expect(alert.textContent).not.toContain('A moderator has barred you from the lobby.');
  });

  it('Accept goes to the game; a seek taken first says so and leaves the list', async () => {
    fakeServer({
      'GET /api/lobby': {
        status: 200,
        body: lobbyState({ seeks: [seek(), seek({ id: 's2', player: CAT })] }),
      },
      'POST /api/lobby/seeks/s2/accept': {
        status: 409,
        body: {
          code: 'seek_closed',
          message: 'This seek is no longer open. Pick another one, or press Play.',
        },
      },
      'POST /api/lobby/seeks/s1/accept': { status: 200, body: { gameId: 'g7' } },
    });
    renderLobby();
    fireEvent.click(await screen.findByRole('button', { name: "Accept cat's 3+2 Blitz seek" }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This seek is no longer open. Pick another one, or press Play.',
    );
    expect(rows()).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: "Accept Bob B's 3+2 Blitz seek" }));
    await waitFor(() => expect(window.location.pathname).toBe('/game/g7'));
  });

  it('posts a seek, lists it as mine with Cancel, and cancels it', async () => {
    const server = fakeServer({
      'GET /api/lobby': { status: 200, body: lobbyState() },
      'POST /api/lobby/seeks': (body) => ({
        status: 200,
        body: { seek: seek({ ...(body as object), id: 's5', player: ME }) },
      }),
      'DELETE /api/lobby/seeks/s5': { status: 204, body: null },
    });
    renderLobby();
    const form = await screen.findByRole('form', { name: 'Post a seek' });
    fireEvent.change(within(form).getByRole('combobox', { name: 'Time control' }), {
      target: { value: '30+0' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Post seek' }));
    const cancel = await screen.findByRole('button', { name: 'Cancel your 30+0 Classical seek' });
    expect(screen.queryByRole('button', { name: /^Accept/ })).toBeNull();
    expect(rows()[0]?.textContent).toContain('alice (you)');
    expect(server.calls.find((c) => c.url === '/api/lobby/seeks')?.body).toEqual({
      pool: '30+0',
      rated: true,
      call: true,
    });
    fireEvent.click(cancel);
    await waitFor(() => expect(rows()).toHaveLength(0));
    expect(server.calls.map((c) => `${c.method} ${c.url}`)).toContain('DELETE /api/lobby/seeks/s5');
  });

  it('a barred person sees why and until when, with nothing that starts a game', async () => {
    fakeServer({
      'GET /api/lobby': {
        status: 200,
        body: lobbyState({
          seeks: [seek()],
          bar: { until: '2026-11-28T18:00:00.000Z', message: 'You are barred from the lobby for 24 hours.' },
        }),
      },
    });
    renderLobby();
    const banner = await screen.findByTestId('lobby-bar');
    expect(banner.getAttribute('role')).toBe('alert');
    expect(banner.textContent).toMatch(/A moderator has barred you from the lobby until Nov 28, 2026, \d/);
    expect(banner.textContent).toContain('It ends');
    for (const tile of within(screen.getByRole('list', { name: 'Time controls' })).getAllByRole('button'))
      expect((tile as HTMLButtonElement).disabled).toBe(true);
    expect(
      (screen.getByRole('button', { name: "Accept Bob B's 3+2 Blitz seek" }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect((screen.getByRole('button', { name: 'Post seek' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('turns the call off, and says why, for someone who has not declared they are an adult', async () => {
    const server = fakeServer({
      'GET /api/lobby': {
        status: 200,
        body: lobbyState({
          calls: { adultDeclared: false, strangerCalls: true },
          allowance: { usedToday: 0, perDay: null },
        }),
      },
      'POST /api/lobby/pool': (body) => ({
        status: 200,
        body: { queue: { ...(body as object), joinedAt: '2026-11-27T18:00:00.000Z' } },
      }),
    });
    renderLobby();
    const boxes = await screen.findAllByRole('checkbox', { name: 'With a call' });
    for (const box of boxes) {
      expect((box as HTMLInputElement).disabled).toBe(true);
      expect((box as HTMLInputElement).checked).toBe(false);
    }
    expect(screen.getAllByText(/Calls with strangers are for adults/)).toHaveLength(2);
    expect(screen.getAllByRole('link', { name: 'Profile settings' })[0]?.getAttribute('href')).toBe(
      '/profile#calls-with-strangers',
    );
    expect(screen.getByTestId('lobby-allowance').textContent).toBe('Unlimited lobby games with your plan');
    fireEvent.click(screen.getByRole('button', { name: 'Play 10+0 Rapid' }));
    await screen.findByRole('region', { name: 'Waiting for an opponent' });
    expect(server.calls.find((c) => c.method === 'POST')?.body).toEqual({
      pool: '10+0',
      rated: true,
      call: false,
    });
  });

  it('with no lobby games left today, offers the upgrade and starts nothing', async () => {
    fakeServer({
      'GET /api/lobby': { status: 200, body: lobbyState({ allowance: { usedToday: 5, perDay: 5 } }) },
    });
    renderLobby();
    expect((await screen.findByTestId('lobby-allowance')).textContent).toBe('0 of 5 lobby games left today');
    expect(screen.getByRole('link', { name: 'upgrade for unlimited lobby games' }).getAttribute('href')).toBe(
      '/pricing',
    );
    expect((screen.getByRole('button', { name: 'Play 3+2 Blitz' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('watches again and reloads the seeks when the socket greets it anew (a reconnect)', async () => {
    let seeks = [seek()];
    fakeServer({ 'GET /api/lobby': () => ({ status: 200, body: lobbyState({ seeks }) }) });
    renderLobby();
    await waitFor(() => expect(rows()).toHaveLength(1));
    ScriptedSocket.sent = [];
    seeks = [seek(), seek({ id: 's3', player: CAT })];
    live({ type: 'hello', protocol: PROTOCOL_VERSION, userId: ME.id });
    expect(lobbyFrames()).toEqual([{ type: 'lobby', watch: true }]);
    await waitFor(() => expect(rows()).toHaveLength(2));
  });

  it("speaks the reader's language: pools, seeks, the allowance and who is here", async () => {
    fakeServer({
      'GET /api/lobby': {
        status: 200,
        body: lobbyState({
          seeks: [seek(), seek({ id: 's2', player: CAT, pool: '10+0', rated: false, call: false })],
        }),
      },
    });
    await act(() => activateLocale('es'));
    try {
      renderLobby();
      await screen.findByRole('heading', { name: 'Lobby' });
      expect(screen.getByRole('button', { name: 'Jugar 3+2 Blitz' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Jugar 10+0 Rápida' }).textContent).toContain('10 min');
      expect(rows().map((row) => row.textContent)).toEqual([
        'BBob B14323+2 BlitzPuntuableLlamadaAceptar',
        'Ccat161010+0 RápidaAmistosaSin llamadaAceptar',
      ]);
      expect(screen.getByTestId('lobby-allowance').textContent).toBe(
        'Te quedan 3 de 5 partidas del lobby hoy',
      );
      expect(screen.getByText('12 jugadores en el lobby')).toBeTruthy();
      expect(screen.getByRole('form', { name: 'Publicar una propuesta' })).toBeTruthy();
    } finally {
      await act(() => activateLocale('en'));
    }
  });
});
