// The tournament page's crowd for `tournament-relay.mjs`, in a process of its own (as `lobby-crowd.mjs` is for the
// lobby): each player's tab on the tournament's page (signed in) and the signed-out watchers holding its link, all
// watching its standings. They only count what they receive (the time, the size and whether the frame carried the
// reader's own line): decoding three thousand frames a second in the process that times the moves would delay
// the very receipts it times, where three thousand browsers would each decode their own.
import { fork } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { WebSocket } from 'ws';
import { eachLimited, loopbackAddress } from './bench-server.mjs';

const STANDINGS = '{"type":"tournament_standings"';

function openWatcher(base, cookie, watch, localAddress, receipts) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${base.replace('http', 'ws')}/ws`, {
      headers: { origin: base, ...(cookie ? { cookie } : {}) },
      perMessageDeflate: false,
      localAddress,
    });
    let watching = false;
    ws.on('message', (data, isBinary) => {
      const bytes = data.length;
      // Only the head is read: a frame's `me` is null for a reader who does not play.
      const head = isBinary ? data.subarray(0, 200).toString() : data.toString().slice(0, 200);
      if (head.startsWith('{"type":"hello"')) {
        ws.send(JSON.stringify({ type: 'tournament', ...watch, watch: true }));
      } else if (head.startsWith(STANDINGS)) {
        if (!watching) {
          // The answer to the watch itself is not a batch.
          watching = true;
          resolve(ws);
          return;
        }
        if (receipts.on) receipts.list.push({ at: performance.now(), bytes, own: cookie !== null });
      } else if (head.startsWith('{"type":"error"')) reject(new Error(`watch refused: ${head}`));
    });
    ws.once('error', reject);
  });
}

/** The child's side: opens the crowd when told, records receipts between `mark` and `report`. */
function serve() {
  const receipts = { on: false, list: [] };
  let sockets = [];
  // The benchmark ended without a word (interrupted): so does its crowd.
  process.on('disconnect', () => process.exit(0));
  process.on('message', async (message) => {
    try {
      if (message.type === 'open') {
        const { base, tournamentId, token, players, watchers, firstSocket } = message;
        const tabs = [...players.map((p) => p.cookie), ...Array.from({ length: watchers }, () => null)];
        await eachLimited(tabs, 32, async (cookie, index) => {
          const watch = { tournamentId, ...(cookie ? {} : { token }) };
          const address = loopbackAddress(firstSocket + index);
          sockets.push(await openWatcher(base, cookie, watch, address, receipts));
        });
        process.send({ type: 'ready' });
      } else if (message.type === 'mark') {
        receipts.list = [];
        receipts.on = true;
      } else if (message.type === 'report') {
        receipts.on = false;
        process.send({ type: 'receipts', receipts: receipts.list });
        receipts.list = [];
      } else if (message.type === 'quit') {
        for (const ws of sockets) ws.terminate();
        sockets = [];
        process.exit(0);
      }
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
      } else if (message.type === 'failed') reject(new Error(`tournament crowd: ${message.message}`));
    };
    child.on('message', onMessage);
    child.once('exit', (code) => code !== 0 && reject(new Error(`tournament crowd exited with ${code}`)));
  });
}

/**
 * The crowd in a child process: `players` ({ cookie }) each with their tab on the page, and `watchers` signed-out
 * sockets with the link's token. `firstSocket` continues the benchmark's numbering of loopback addresses.
 */
export function tournamentCrowd({ base, tournamentId, token, players, watchers, firstSocket }) {
  const child = fork(fileURLToPath(import.meta.url), ['--child'], { stdio: 'inherit' });
  return {
    pid: child.pid,
    /** Opens every tab; resolves once each has been answered with the standings. */
    async open() {
      const ready = nextMessage(child, 'ready');
      child.send({ type: 'open', base, tournamentId, token, players, watchers, firstSocket });
      await ready;
    },
    /** Starts recording what the tabs receive. */
    mark() {
      child.send({ type: 'mark' });
    },
    /** Stops recording; the receipts since `mark`, on the child's clock. */
    async report() {
      const answer = nextMessage(child, 'receipts');
      child.send({ type: 'report' });
      return (await answer).receipts;
    },
    quit() {
      child.send({ type: 'quit' });
    },
  };
}

if (process.argv.includes('--child')) serve();
