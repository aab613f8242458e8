import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOBBY_BATCH_MS, SEEKS_PER_PERSON_MAX } from '../../../core/lobby-pools';
import { PLANS } from '../../../core/plans';
import type { LobbyState, Seek } from '../../../core/protocol';
import { setModerator } from '../../accounts/moderators';
import { declareAdult, setStrangerCalls } from '../../accounts/stranger-call-columns';
import { person, type TestPerson } from '../../friends/test/people';
import { loadGame } from '../../games/record/store';
import { TestSocket } from '../../live/test/test-socket';
import { testDatabases } from '../../test/databases';
import { startTestApp, type TestApp } from '../../test/harness';

// Open seeks in the lobby (issue 28, decision 283): posted, listed live, accepted with one click into a lobby
// game, never shown across a block, bounded per person and by the plan's daily lobby games.
describe.each(testDatabases())('open seeks on %s', (database) => {
  let app: TestApp;
  const open: TestSocket[] = [];
  beforeAll(async () => {
    app = await startTestApp({ database });
  });
  afterAll(async () => {
    await Promise.all(open.map((s) => s.close()));
    await app?.close();
  });

  /** A person with a tab open (so their seeks count as present), watching the lobby. */
  async function inLobby(tier: 'free' | 'pro' = 'free'): Promise<TestPerson & { socket: TestSocket }> {
    const p = await person(app, tier);
    const socket = await TestSocket.open(app.url, { cookie: p.cookie });
    open.push(socket);
    await socket.next('hello');
    socket.send({ type: 'lobby', watch: true, ref: 'watch' });
    await waitFor(() => app.server.services.userPresence.current(p.id, null).state !== 'offline');
    return { ...p, socket };
  }
  const post = (p: TestPerson, body: unknown) =>
    app.request('POST', '/api/lobby/seeks', { cookie: p.cookie, body });
  const accept = (p: TestPerson, seekId: string) =>
    app.request('POST', `/api/lobby/seeks/${seekId}/accept`, { cookie: p.cookie });
  async function lobbyOf(p: TestPerson): Promise<LobbyState> {
    const res = await app.request('GET', '/api/lobby', { cookie: p.cookie });
    expect(res.status, res.text).toBe(200);
    return res.json as LobbyState;
  }

  it('posts a seek that watchers see at once and anyone may accept into a lobby game', async () => {
    const ann = await inLobby();
    const bob = await inLobby();
    const posted = await post(ann, { pool: '5+0', rated: true, call: true });
    expect(posted.status, posted.text).toBe(200);
    const seek = posted.json.seek as Seek;
    // Ann has not declared she is 18 or over: her seek says "no call".
    expect(seek).toMatchObject({ pool: '5+0', rated: true, call: false, player: { id: ann.id } });
    await bob.socket.next('lobby_seeks', (m) => m.added.some((s) => s.id === seek.id));
    expect((await lobbyOf(bob)).seeks.map((s) => s.id)).toContain(seek.id);

    const accepted = await accept(bob, seek.id);
    expect(accepted.status, accepted.text).toBe(200);
    const gameId = accepted.json.gameId as string;
    await ann.socket.next('lobby_paired', (m) => m.gameId === gameId);
    await bob.socket.next('lobby_paired', (m) => m.gameId === gameId);
    // Every lobby page hears the taken seek went, within a batch.
    await expect.poll(() => bob.socket.all('lobby_seeks').some((m) => m.gone.includes(seek.id))).toBe(true);
    const game = await loadGame(app.ctx.db.kysely, gameId);
    expect(game).toMatchObject({
      origin: 'lobby',
      status: 'active',
      timeControl: 300,
      increment: 0,
      hostId: null,
    });
    expect([game?.whitePlayerId, game?.blackPlayerId].sort()).toEqual([ann.id, bob.id].sort());
    expect((await lobbyOf(bob)).seeks.map((s) => s.id)).not.toContain(seek.id);
    expect(await accept(bob, seek.id)).toMatchObject({ status: 409, json: { code: 'seek_closed' } });
  });

  it('gives a call only to someone who declared 18+ and takes calls with strangers', async () => {
    const cal = await inLobby();
    await declareAdult(app.ctx.db.kysely, cal.id, Date.now());
    const withCall = await post(cal, { pool: '3+2', rated: false, call: true });
    expect(withCall.json.seek).toMatchObject({ call: true, rated: false });
    await setStrangerCalls(app.ctx.db.kysely, cal.id, false);
    const noCall = await post(cal, { pool: '10+0', call: true });
    expect(noCall.json.seek).toMatchObject({ call: false, rated: true });
    expect((await lobbyOf(cal)).calls).toEqual({ adultDeclared: true, strangerCalls: false });
  });

  it('refuses with codes: own seek, unknown seek, too many, bad input, signed out, not yours', async () => {
    const dee = await inLobby();
    const eve = await inLobby();
    const seeks: Seek[] = [];
    for (const pool of ['1+0', '3+2', '5+0']) seeks.push((await post(dee, { pool })).json.seek as Seek);
    expect(seeks).toHaveLength(SEEKS_PER_PERSON_MAX);
    // The same offer again is the same seek, not a new one.
    expect(((await post(dee, { pool: '1+0' })).json.seek as Seek).id).toBe(seeks[0]?.id);
    expect(await post(dee, { pool: '30+0' })).toMatchObject({ status: 429, json: { code: 'seek_limit' } });
    expect(await accept(dee, seeks[0]?.id ?? '')).toMatchObject({ status: 400, json: { code: 'seek_own' } });
    expect(await accept(eve, 'nothing-here')).toMatchObject({ status: 409, json: { code: 'seek_closed' } });
    expect(await post(eve, { pool: '2+1' })).toMatchObject({ status: 400, json: { code: 'invalid_input' } });
    expect(await post(eve, { pool: '5+0', rated: 'yes' })).toMatchObject({
      status: 400,
      json: { code: 'invalid_input' },
    });
    const signedOut = await app.request('POST', '/api/lobby/seeks', { body: { pool: '5+0' } });
    expect(signedOut.status).toBe(401);
    expect((await app.request('GET', '/api/lobby')).status).toBe(401);
    const notYours = await app.request('DELETE', `/api/lobby/seeks/${seeks[1]?.id}`, { cookie: eve.cookie });
    expect(notYours).toMatchObject({ status: 404, json: { code: 'not_found' } });
    // Once a page has been told of a seek, it hears when the seek goes (one that comes and goes within a
    // batch is never told at all).
    await eve.socket.next('lobby_seeks', (m) => m.added.some((added) => added.id === seeks[1]?.id));
    const cancelled = await app.request('DELETE', `/api/lobby/seeks/${seeks[1]?.id}`, { cookie: dee.cookie });
    expect(cancelled.status).toBe(204);
    await eve.socket.next('lobby_seeks', (m) => m.gone.includes(seeks[1]?.id ?? ''));
  });

  it('never shows or pairs across a block, either way', async () => {
    const fay = await inLobby();
    const gus = await inLobby();
    const blocked = await app.request('POST', '/api/blocks', {
      cookie: gus.cookie,
      body: { username: fay.username },
    });
    expect(blocked.status, blocked.text).toBe(200);
    const faySeek = (await post(fay, { pool: '15+0' })).json.seek as Seek;
    const gusSeek = (await post(gus, { pool: '15+0' })).json.seek as Seek;
    expect((await lobbyOf(gus)).seeks.map((s) => s.id)).not.toContain(faySeek.id);
    expect((await lobbyOf(fay)).seeks.map((s) => s.id)).not.toContain(gusSeek.id);
    await gus.socket.settle(LOBBY_BATCH_MS + 300);
    expect(gus.socket.all('lobby_seeks').flatMap((m) => m.added.map((s) => s.id))).not.toContain(faySeek.id);
    expect(fay.socket.all('lobby_seeks').flatMap((m) => m.added.map((s) => s.id))).not.toContain(gusSeek.id);
    // The one blocked learns nothing: to her the seek has gone. The blocker is told to unblock first.
    expect(await accept(fay, gusSeek.id)).toMatchObject({ status: 409, json: { code: 'seek_closed' } });
    expect(await accept(gus, faySeek.id)).toMatchObject({ status: 409, json: { code: 'conflict' } });
  });

  it('takes a seek already shown off both pages at once when one of the two blocks the other', async () => {
    const hal = await inLobby();
    const ivy = await inLobby();
    const halSeek = (await post(hal, { pool: '30+0' })).json.seek as Seek;
    const ivySeek = (await post(ivy, { pool: '30+0' })).json.seek as Seek;
    await ivy.socket.next('lobby_seeks', (m) => m.added.some((s) => s.id === halSeek.id));
    await hal.socket.next('lobby_seeks', (m) => m.added.some((s) => s.id === ivySeek.id));
    const blocked = await app.request('POST', '/api/blocks', {
      cookie: ivy.cookie,
      body: { username: hal.username },
    });
    expect(blocked.status, blocked.text).toBe(200);
    // Each is told only of the other's seek: the blocker and the one blocked alike, and nobody else.
    await ivy.socket.next('lobby_seeks', (m) => m.gone.includes(halSeek.id) && !m.gone.includes(ivySeek.id));
    await hal.socket.next('lobby_seeks', (m) => m.gone.includes(ivySeek.id) && !m.gone.includes(halSeek.id));
    const bystander = await inLobby();
    await bystander.socket.settle(LOBBY_BATCH_MS + 300);
    expect(bystander.socket.all('lobby_seeks').flatMap((m) => m.gone)).toEqual([]);
    expect((await lobbyOf(bystander)).seeks.map((s) => s.id)).toEqual(
      expect.arrayContaining([halSeek.id, ivySeek.id]),
    );
  });

  it('shows the seeks again at once when the block is lifted, and not while one still stands the other way', async () => {
    const jan = await inLobby();
    const kit = await inLobby();
    const janSeek = (await post(jan, { pool: '15+0' })).json.seek as Seek;
    const kitSeek = (await post(kit, { pool: '15+0' })).json.seek as Seek;
    const block = (by: TestPerson, other: TestPerson) =>
      app.request('POST', '/api/blocks', { cookie: by.cookie, body: { username: other.username } });
    const unblock = (by: TestPerson, other: TestPerson) =>
      app.request('DELETE', `/api/blocks/${other.id}`, { cookie: by.cookie });
    expect((await block(jan, kit)).status).toBe(200);
    expect((await block(kit, jan)).status).toBe(200);
    await jan.socket.next('lobby_seeks', (m) => m.gone.includes(kitSeek.id));
    await kit.socket.next('lobby_seeks', (m) => m.gone.includes(janSeek.id));

    // Jan lifts hers, but Kit's still keeps them apart: neither page is told anything.
    const heardBefore = (p: { socket: TestSocket }) => p.socket.all('lobby_seeks').length;
    const [janHeard, kitHeard] = [heardBefore(jan), heardBefore(kit)];
    expect((await unblock(jan, kit)).status).toBe(204);
    await jan.socket.settle(LOBBY_BATCH_MS + 300);
    const addedSince = (p: { socket: TestSocket }, heard: number) =>
      p.socket
        .all('lobby_seeks')
        .slice(heard)
        .flatMap((m) => m.added.map((seek) => seek.id));
    expect(addedSince(jan, janHeard)).not.toContain(kitSeek.id);
    expect(addedSince(kit, kitHeard)).not.toContain(janSeek.id);

    expect((await unblock(kit, jan)).status).toBe(204);
    await jan.socket.next('lobby_seeks', (m) => m.added.some((s) => s.id === kitSeek.id));
    await kit.socket.next('lobby_seeks', (m) => m.added.some((s) => s.id === janSeek.id));
    expect((await lobbyOf(jan)).seeks.map((s) => s.id)).toContain(kitSeek.id);
  });

  it('refuses a barred person with until when, and drops a seek they posted before the bar', async () => {
    const mod = await person(app);
    expect(await setModerator(app.ctx.db, mod.username, true)).toBe(true);
    const ned = await inLobby();
    const oli = await inLobby();
    const seek = (await post(ned, { pool: '3+2' })).json.seek as Seek;
    await oli.socket.next('lobby_seeks', (m) => m.added.some((added) => added.id === seek.id));
    const barred = await app.request('POST', '/api/moderation/actions', {
      cookie: mod.cookie,
      body: { action: 'bar', userId: ned.id, duration: '24h', reason: 'Abusive in calls' },
    });
    expect(barred.status, barred.text).toBe(200);
    const refused = await post(ned, { pool: '5+0' });
    expect(refused).toMatchObject({ status: 403, json: { code: 'lobby_barred' } });
    expect(refused.json.message).toMatch(/barred you from the lobby until \d{4}-\d\d-\d\d \d\d:\d\d UTC/);
    // The end as a field too, for the reader's words and time zone (decision 322).
    expect(refused.json).toMatchObject({ hold: 'dated', until: expect.any(Number) });
    expect((await lobbyOf(ned)).bar).toMatchObject({
      until: expect.any(String),
      message: refused.json.message,
    });
    expect(await accept(oli, seek.id)).toMatchObject({ status: 409, json: { code: 'seek_closed' } });
    await oli.socket.next('lobby_seeks', (m) => m.gone.includes(seek.id));
    expect(await accept(ned, seek.id)).toMatchObject({ status: 409, json: { code: 'seek_closed' } });
  });

  it('lets only signed-in sockets watch the lobby', async () => {
    const socket = await TestSocket.open(app.url);
    open.push(socket);
    await socket.next('hello');
    socket.send({ type: 'lobby', watch: true, ref: 'w' });
    expect(await socket.next('error', (m) => m.ref === 'w')).toMatchObject({ code: 'auth_required' });
  });

  it("a seek goes when its owner's last tab closes", async () => {
    const hal = await inLobby();
    const ida = await inLobby();
    const seek = (await post(hal, { pool: '30+0' })).json.seek as Seek;
    await ida.socket.next('lobby_seeks', (m) => m.added.some((s) => s.id === seek.id));
    await hal.socket.close();
    await ida.socket.next('lobby_seeks', (m) => m.gone.includes(seek.id));
    expect((await lobbyOf(ida)).seeks.map((s) => s.id)).not.toContain(seek.id);
  });

  it("a lobby game's rematch is a lobby game too, each player paying for their seat", async () => {
    const kim = await inLobby();
    const lou = await inLobby();
    const game = await app.server.services.lobby.games.start({
      whiteId: kim.id,
      blackId: lou.id,
      pool: '10+0',
      rated: true,
    });
    const resigned = await app.request('POST', `/api/games/${game.id}/resign`, { cookie: kim.cookie });
    expect(resigned.status, resigned.text).toBe(200);
    for (const p of [kim, lou]) {
      const asked = await app.request('POST', `/api/games/${game.id}/rematch`, { cookie: p.cookie });
      expect(asked.status, asked.text).toBe(200);
    }
    const ended = await loadGame(app.ctx.db.kysely, game.id);
    const rematch = await loadGame(app.ctx.db.kysely, ended?.rematchGameId ?? '');
    expect(rematch).toMatchObject({ origin: 'lobby', hostId: null, status: 'active', rated: true });
    expect((await lobbyOf(kim)).allowance.usedToday).toBe(2);
  });

  it("counts each player's lobby games against their plan's day, and refuses past it", async () => {
    const perDay = PLANS.free.lobbyGamesPerDay ?? 0;
    const jo = await inLobby();
    const pro = await inLobby('pro');
    for (let i = 0; i < perDay; i += 1) {
      await app.server.services.lobby.games.start({
        whiteId: jo.id,
        blackId: pro.id,
        pool: '1+0',
        rated: false,
      });
    }
    expect((await lobbyOf(jo)).allowance).toEqual({ usedToday: perDay, perDay });
    expect((await lobbyOf(pro)).allowance).toEqual({ usedToday: perDay, perDay: null });
    expect(await post(jo, { pool: '5+0' })).toMatchObject({
      status: 403,
      json: { code: 'lobby_limit', whose: 'own', perDay },
    });
    const proSeek = (await post(pro, { pool: '5+0' })).json.seek as Seek;
    expect(await accept(jo, proSeek.id)).toMatchObject({
      status: 403,
      json: { code: 'lobby_limit', whose: 'own', perDay },
    });
    // The pro's seek is still open for someone else.
    expect((await lobbyOf(pro)).seeks.map((s) => s.id)).toContain(proSeek.id);
  });
});

async function waitFor(condition: () => boolean, timeoutMs = 3_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
