// The players of `tournament-relay.mjs` at their boards: one socket each (the game room's tab), playing game after
// game at one move a second per game, each game resigned after the number of plies drawn for it. The next game is
// either the tournament's (the server pairs, and the socket hears `tournament_next_game`) or, outside any
// tournament, a direct game of the same two players made over HTTP after the same countdown. Relay times are
// kept only while `measuring`.
import { performance } from 'node:perf_hooks';
import { WebSocket } from 'ws';
import { api, eachLimited, loopbackAddress } from './bench-server.mjs';
import { seeded } from './move-lines.mjs';
import { BenchGame } from './relay-game.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `players` ({ id, cookie }) at their boards against the server at `base`. `lines` are the move lines games take
 * in turn; `plies` [min, max] the length a game is resigned at; `countdownMs` the wait before a direct game, as a
 * tournament's countdown. `timeControl` seconds (long enough that no clock runs out).
 */
export function arenaSeats({ base, players, lines, plies, countdownMs, timeControl }) {
  const random = seeded(30);
  const games = new Map();
  const seats = [];
  /** 'direct': games made by the benchmark; 'tournament': paired by the server; 'idle': none begun. */
  let mode = 'idle';
  let made = 0;
  const live = {
    measuring: false,
    latencies: [],
    moves: 0,
    begun: 0,
    ended: 0,
    refused: 0,
    firstRefusals: [],
  };

  function gameFor(id) {
    let game = games.get(id);
    if (!game) {
      game = new BenchGame(id, lines[made % lines.length]);
      game.planned = plies[0] + Math.floor(random() * (plies[1] - plies[0] + 1));
      game.joined = new Set();
      game.over = false;
      game.timer = null;
      made += 1;
      games.set(id, game);
    }
    return game;
  }

  function stopPacing(game) {
    clearTimeout(game.timer);
    clearInterval(game.timer);
    game.timer = null;
  }

  /** One move a second from `at` (epoch ms), spread over the second; resigned once its plies are played. */
  function pace(game, at) {
    const tick = () => {
      if (game.over) return stopPacing(game);
      if (game.ply < game.planned) {
        game.play();
        return;
      }
      if (game.inFlight) return;
      stopPacing(game);
      resign(game);
    };
    game.timer = setTimeout(
      () => {
        tick();
        game.timer = setInterval(tick, 1000);
      },
      Math.max(0, at - Date.now()) + Math.random() * 1000,
    );
    if (live.measuring) live.begun += 1;
  }

  function resign(game) {
    const seat = seats.find((s) => s.game === game);
    if (!seat) return;
    api(base, 'POST', `/api/games/${game.id}/resign`, seat.player.cookie).catch((error) => {
      live.refused += 1;
      if (live.firstRefusals.length < 5) live.firstRefusals.push(`resign ${game.id}: ${error.message}`);
    });
  }

  /** Both sockets have the game's snapshot: it may begin at `at`. */
  function joinedBy(game, seat) {
    game.joined.add(seat);
    if (game.joined.size === 2 && game.beginAt !== undefined) pace(game, game.beginAt);
  }

  function ended(game, seat) {
    if (game.over) return;
    game.over = true;
    stopPacing(game);
    if (live.measuring) live.ended += 1;
    if (mode === 'direct' && seat.pair !== undefined) {
      setTimeout(() => void direct(seat.pair), countdownMs);
    }
  }

  function onFrame(seat, text) {
    if (text.startsWith('{"type":"move"')) {
      const game = seat.game;
      if (!game) return;
      const relayMs = game.heard(JSON.parse(text), seat.color);
      if (relayMs !== null && live.measuring) {
        live.latencies.push(relayMs);
        live.moves += 1;
      }
    } else if (text.startsWith('{"type":"game"')) {
      if (seat.game && text.includes(`"id":"${seat.game.id}"`)) joinedBy(seat.game, seat);
    } else if (text.startsWith('{"type":"tournament_next_game"')) {
      const { gameId, color, startsAt } = JSON.parse(text);
      const game = gameFor(gameId);
      game.sockets[color] = seat.socket;
      game.beginAt = startsAt;
      seat.game = game;
      seat.color = color;
      seat.socket.send(JSON.stringify({ type: 'join_game', gameId }));
    } else if (text.startsWith('{"type":"game_over"')) {
      const { gameId } = JSON.parse(text);
      const game = games.get(gameId);
      if (game) ended(game, seat);
    } else if (text.startsWith('{"type":"error"')) {
      seat.game?.refused();
      live.refused += 1;
      if (live.firstRefusals.length < 5) live.firstRefusals.push(text.slice(0, 200));
    }
  }

  function openSeat(player, index, firstSocket) {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(`${base.replace('http', 'ws')}/ws`, {
        headers: { cookie: player.cookie, origin: base },
        perMessageDeflate: false,
        localAddress: loopbackAddress(firstSocket + index),
      });
      const seat = { player, socket: ws, game: null, color: null, pair: undefined };
      ws.on('message', (data) => {
        const text = data.toString();
        if (text.startsWith('{"type":"hello"')) resolve(seat);
        else onFrame(seat, text);
      });
      ws.once('error', reject);
    });
  }

  /** A direct game of pair `i` (players 2i and 2i + 1), made as the pages make one. */
  async function direct(i) {
    if (mode !== 'direct') return;
    const [white, black] = [seats[2 * i], seats[2 * i + 1]];
    const { id } = await api(base, 'POST', '/api/games', white.player.cookie, { timeControl, increment: 0 });
    const game = gameFor(id);
    game.sockets = { white: white.socket, black: black.socket };
    for (const [seat, color] of [
      [white, 'white'],
      [black, 'black'],
    ]) {
      seat.game = game;
      seat.color = color;
      seat.socket.send(JSON.stringify({ type: 'join_game', gameId: id }));
    }
    await api(base, 'POST', `/api/games/${id}/join`, black.player.cookie);
    game.beginAt = Date.now();
    if (game.joined.size === 2) pace(game, game.beginAt);
  }

  return {
    live,
    /** Every player's socket, numbered for loopback addresses from `firstSocket`. */
    async open(firstSocket) {
      await eachLimited(players, 32, async (player, index) => {
        seats[index] = await openSeat(player, index, firstSocket);
      });
    },
    /** Direct games between neighbours (players 2i, 2i + 1), one after another, until `stop`. */
    async playDirect() {
      mode = 'direct';
      for (let i = 0; 2 * i + 1 < seats.length; i += 1) {
        seats[2 * i].pair = i;
        seats[2 * i + 1].pair = i;
      }
      await eachLimited(
        Array.from({ length: Math.floor(seats.length / 2) }, (_, i) => i),
        16,
        (i) => direct(i),
      );
    },
    /** From now on games come from the tournament's pairings. */
    playTournament() {
      mode = 'tournament';
    },
    /** No new direct game; every game in play or counting down is resigned; resolves when all are over. */
    async stop(timeoutMs = 30_000) {
      mode = 'idle';
      const deadline = performance.now() + timeoutMs;
      while (performance.now() < deadline) {
        const open = [...games.values()].filter((game) => !game.over);
        if (open.length === 0) return;
        for (const game of open) {
          if (game.resignAsked && performance.now() - game.resignAsked < 3000) continue;
          game.resignAsked = performance.now();
          stopPacing(game);
          resign(game);
        }
        await sleep(500);
      }
      throw new Error('games still in play after the window');
    },
    /** Starts or stops keeping relay times (and counts of games begun and ended). */
    measure(on) {
      if (on)
        Object.assign(live, { latencies: [], moves: 0, begun: 0, ended: 0, refused: 0, firstRefusals: [] });
      live.measuring = on;
    },
    /** Stops every game's pacing and closes the sockets. */
    close() {
      mode = 'idle';
      for (const game of games.values()) stopPacing(game);
      for (const seat of seats) seat?.socket.terminate();
    },
  };
}
