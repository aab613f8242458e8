// The lobby's crowd for the live relay benchmark (`live-relay.mjs --lobby-watchers N`), in a process of its own:
// N signed-in sockets watching the lobby's open seeks, and some of them posting a seek and cancelling it a
// second later. A thousand people's pages decode their frames in a thousand browsers; in the process that times
// the games' moves, decoding two thousand lobby frames a second delayed the very receipts it was timing.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { WebSocket } from 'ws';
import { api, eachLimited, loopbackAddress } from './bench-server.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const POOLS = ['1+0', '3+2', '5+0', '10+0', '15+0', '30+0'];

function openLobbyWatcher(base, player, counts, localAddress) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${base.replace('http', 'ws')}/ws`, {
      headers: { cookie: player.cookie, origin: base },
      perMessageDeflate: false,
      localAddress,
    });
    ws.on('message', (data) => {
      const text = data.toString();
      if (text.startsWith('{"type":"hello"')) {
        ws.send(JSON.stringify({ type: 'lobby', watch: true }));
        // The watch has no answer of its own; the next frame proves the socket heard it.
        resolve(ws);
      } else if (text.startsWith('{"type":"lobby_seeks"')) {
        const { added, gone } = JSON.parse(text);
        counts.frames += 1;
        counts.seeks += added.length;
        counts.gone += gone.length;
      } else if (text.startsWith('{"type":"error"')) reject(new Error(`lobby watch refused: ${text}`));
    });
    ws.once('error', reject);
  });
}

/** Seekers post a seek each, in turn, `rate` a second, and cancel it a second later; returns the stop. */
function churnSeeks(base, seekers, rate, counts) {
  let next = 0;
  const pending = new Set();
  const timer = setInterval(() => {
    const seeker = seekers[next % seekers.length];
    const pool = POOLS[next % POOLS.length];
    next += 1;
    const task = api(base, 'POST', '/api/lobby/seeks', seeker.cookie, { pool, rated: false, call: false })
      .then(async ({ seek }) => {
        counts.posted += 1;
        await sleep(1000);
        await fetch(`${base}/api/lobby/seeks/${seek.id}`, {
          method: 'DELETE',
          headers: { cookie: seeker.cookie, origin: base },
        });
      })
      .catch(() => {
        counts.failed += 1;
      })
      .finally(() => pending.delete(task));
    pending.add(task);
  }, 1000 / rate);
  return async () => {
    clearInterval(timer);
    await Promise.all(pending);
  };
}

/** The child's side: opens the watchers when told, churns when told, closes them and reports its counts. */
function serve() {
  let counts = null;
  let sockets = [];
  let settings = null;
  let stopChurn = async () => {};
  process.on('message', async (message) => {
    try {
      if (message.type === 'open') {
        settings = message;
        counts = { frames: 0, seeks: 0, gone: 0, posted: 0, failed: 0 };
        // Sixty-four at a time, as the relay opens its own; addresses go on from the relay's sockets.
        await eachLimited(message.players, 64, async (player, index) => {
          const address = loopbackAddress(message.firstSocket + index);
          sockets.push(await openLobbyWatcher(message.base, player, counts, address));
        });
        process.send({ type: 'ready' });
      } else if (message.type === 'churn') {
        stopChurn = churnSeeks(settings.base, settings.players, settings.seeksPerSecond, counts);
      } else if (message.type === 'close') {
        await stopChurn();
        stopChurn = async () => {};
        for (const ws of sockets) ws.terminate();
        sockets = [];
        process.send({ type: 'counts', counts });
      } else if (message.type === 'quit') process.exit(0);
    } catch (error) {
      process.send({ type: 'failed', message: String(error?.stack ?? error) }, () => process.exit(1));
    }
  });
}

/** Waits for the child's next message of this type. */
function nextMessage(child, type) {
  return new Promise((resolve, reject) => {
    const onMessage = (message) => {
      if (message.type === type) {
        child.off('message', onMessage);
        resolve(message);
      } else if (message.type === 'failed') reject(new Error(`lobby crowd: ${message.message}`));
    };
    child.on('message', onMessage);
    child.once('exit', (code) => code !== 0 && reject(new Error(`lobby crowd exited with ${code}`)));
  });
}

/**
 * The crowd in a child process, not yet watching. `firstSocket` continues the relay's numbering of loopback
 * addresses, so no address holds more than its 100 sockets.
 */
export function lobbyCrowd({ base, players, seeksPerSecond, firstSocket }) {
  const child = fork(fileURLToPath(import.meta.url), ['--child'], { stdio: 'inherit' });
  return {
    /** Opens every watcher; resolves once each is watching. */
    async open() {
      const ready = nextMessage(child, 'ready');
      child.send({ type: 'open', base, players, seeksPerSecond, firstSocket });
      await ready;
    },
    /** Starts posting and cancelling seeks. */
    churn() {
      child.send({ type: 'churn' });
    },
    /** Stops the churn once its seeks are cancelled and closes the watchers; what they were sent meanwhile. */
    async close() {
      const counted = nextMessage(child, 'counts');
      child.send({ type: 'close' });
      return (await counted).counts;
    },
    quit() {
      child.send({ type: 'quit' });
    },
  };
}

if (process.argv.includes('--child')) serve();
