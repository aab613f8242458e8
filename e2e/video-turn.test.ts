import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createSocket } from 'node:dgram';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, type TestApp } from '../src/server/test/harness';
import type { SignedInPage } from './support/accounts';
import { startE2eApp } from './support/app';
import { describeBrowser, launchBrowser } from './support/browser';
import { createGame, expectMediaFlowing, openSignedIn, panel, remoteMedia } from './support/video';

const TURNSERVER = process.env.TURNSERVER_PATH ?? '/usr/bin/turnserver';
const hasTurnServer = existsSync(TURNSERVER);
if (!hasTurnServer) {
  console.warn(
    `\n*** TURN journey SKIPPED: coturn not found at ${TURNSERVER}. Install it with "apt-get install -y coturn" (CI does). ***\n`,
  );
}
const describeTurn = hasTurnServer ? describeBrowser : describe.skip;

/** A STUN Binding request; coturn answers it once it listens (a readiness probe without sleeping). */
function stunAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createSocket('udp4');
    const request = Buffer.alloc(20);
    request.writeUInt16BE(0x0001, 0);
    request.writeUInt32BE(0x2112a442, 4);
    randomBytes(12).copy(request, 8);
    const done = (ok: boolean) => {
      clearTimeout(timer);
      socket.close();
      resolve(ok);
    };
    const timer = setTimeout(() => done(false), 200);
    socket.on('message', (answer) => done(answer.readUInt16BE(0) === 0x0101));
    socket.on('error', () => done(false));
    socket.send(request, port, '127.0.0.1');
  });
}

interface TurnServer {
  port: number;
  secret: string;
  logFile: string;
  stop(): Promise<void>;
}

/** Debian's coturn on loopback with a shared secret (decision 073). */
async function startTurnServer(): Promise<TurnServer> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'chesschat-turn-'));
  const port = await freePort();
  const secret = randomBytes(16).toString('hex');
  const minPort = 40_000 + Math.floor(Math.random() * 20_000);
  const logFile = path.join(dir, 'turn.log');
  const child: ChildProcess = spawn(
    TURNSERVER,
    [
      '-n',
      '--listening-ip=127.0.0.1',
      '--relay-ip=127.0.0.1',
      `--listening-port=${port}`,
      `--min-port=${minPort}`,
      `--max-port=${minPort + 200}`,
      '--use-auth-secret',
      `--static-auth-secret=${secret}`,
      '--realm=chesschat.test',
      '--allow-loopback-peers',
      '--no-cli',
      '--no-tls',
      '--no-dtls',
      '--fingerprint',
      `--log-file=${logFile}`,
      '--simple-log',
      '--no-stdout-log',
      `--pidfile=${path.join(dir, 'turn.pid')}`,
      `--userdb=${path.join(dir, 'turndb')}`,
    ],
    { stdio: 'ignore' },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 10_000;
  while (!(await stunAnswers(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(
        `coturn did not start: ${existsSync(logFile) ? readFileSync(logFile, 'utf8') : 'no log'}`,
      );
    }
  }
  return {
    port,
    secret,
    logFile,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const join = (page: Page) => panel(page).getByRole('button', { name: 'Join' }).click();

describeTurn('video call relayed through TURN (coturn, shared-secret credentials)', () => {
  let turn: TurnServer;
  let app: TestApp;
  let browser: Browser;
  let white: SignedInPage;
  let black: SignedInPage;

  beforeAll(async () => {
    turn = await startTurnServer();
    [app, browser] = await Promise.all([
      startE2eApp({
        env: {
          TURN_URLS: `turn:127.0.0.1:${turn.port}?transport=udp`,
          TURN_SECRET: turn.secret,
          ICE_TRANSPORT_POLICY: 'relay',
        },
      }),
      launchBrowser({ media: true }),
    ]);
    [white, black] = await Promise.all([openSignedIn(app, browser), openSignedIn(app, browser)]);
    const gameId = await createGame(app, white, black);
    await Promise.all([white, black].map(({ page }) => page.goto(`/game/${gameId}`)));
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
    await turn?.stop();
  });

  it('shows frames on both sides with relay candidates only', async () => {
    await Promise.all([join(white.page), join(black.page)]);
    const [whiteMedia, blackMedia] = await Promise.all([
      expectMediaFlowing(white.page, 20_000),
      expectMediaFlowing(black.page, 20_000),
    ]);
    for (const media of [whiteMedia, blackMedia]) {
      expect(media.videoWidth).toBeGreaterThan(0);
      expect(media.localCandidateType).toBe('relay');
    }
    const policy = await white.page.evaluate(() => {
      const connections = (window as unknown as { __peerConnections: RTCPeerConnection[] }).__peerConnections;
      return connections.at(-1)?.getConfiguration().iceTransportPolicy;
    });
    expect(policy).toBe('relay');
    expect((await remoteMedia(black.page)).framesDecoded).toBeGreaterThan(0);
  });
});
