import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TestApp } from '../src/server/test/harness';
import { openSignedInPage, type SignedInPage } from './support/accounts';
import { startE2eApp } from './support/app';
import { describeBrowser, launchBrowser } from './support/browser';
import { playOverApi } from './support/game';
import { createGame, expectMediaFlowing, instrument, panel } from './support/video';

const run = promisify(execFile);

/** How long the journey records. */
const RECORD_MS = 5_000;

const bar = (page: Page) => page.getByTestId('recording-bar');
const rec = (page: Page) => page.getByTestId('rec-indicator');
const notice = (page: Page) => page.getByTestId('recording-notice');

interface Probe {
  streams: Array<{ codec_type: string; codec_name: string; width?: number }>;
  /** The last packet's time per stream type, in seconds (MediaRecorder's WebM carries no duration). */
  lastPacket: Record<string, number>;
}

/** Reads the file with Debian's ffprobe: its streams, and how far each one runs. */
async function probe(file: string): Promise<Probe> {
  const { stdout } = await run('ffprobe', [
    '-v',
    'error',
    '-show_entries',
    'stream=index,codec_type,codec_name,width:packet=stream_index,pts_time',
    '-of',
    'json',
    file,
  ]);
  const parsed = JSON.parse(stdout) as {
    streams: Array<{ index: number; codec_type: string; codec_name: string; width?: number }>;
    packets: Array<{ stream_index: number; pts_time?: string }>;
  };
  const lastPacket: Record<string, number> = {};
  for (const packet of parsed.packets) {
    const type = parsed.streams.find((stream) => stream.index === packet.stream_index)?.codec_type ?? '';
    lastPacket[type] = Math.max(lastPacket[type] ?? 0, Number(packet.pts_time ?? 0));
  }
  return { streams: parsed.streams, lastPacket };
}

async function systemLines(app: TestApp, gameId: string, player: SignedInPage): Promise<string[]> {
  const res = await app.request('GET', `/api/games/${gameId}/chat`, { cookie: player.cookie });
  return (res.json.messages as Array<{ message: string; isSystem: boolean }>)
    .filter((entry) => entry.isSystem && /record/i.test(entry.message))
    .map((entry) => entry.message);
}

describeBrowser('recording a game and its call, with both players’ consent', () => {
  let app: TestApp;
  let browser: Browser;
  let pro: SignedInPage;
  let free: SignedInPage;
  let gameId: string;
  const downloads = mkdtempSync(path.join(os.tmpdir(), 'chesschat-recording-'));

  beforeAll(async () => {
    [app, browser] = await Promise.all([startE2eApp(), launchBrowser({ media: true })]);
    [pro, free] = await Promise.all([
      openSignedInPage(browser, app, { user: { subscriptionTier: 'pro', displayName: 'Sam' } }),
      openSignedInPage(browser, app, { user: { displayName: 'Alex' } }),
    ]);
    await Promise.all([instrument(pro.context), instrument(free.context)]);
    gameId = await createGame(app, pro, free);
    // Both first moves at once: a game whose first move waits 30 s is aborted (decision 022).
    await playOverApi(app, gameId, { white: pro.cookie, black: free.cookie }, ['f2-f3', 'e7-e5']);
    await Promise.all([pro, free].map(({ page }) => page.goto(`/game/${gameId}`)));
    await Promise.all([panel(pro.page).waitFor(), panel(free.page).waitFor()]);
    await Promise.all(
      [pro, free].map(({ page }) => panel(page).getByRole('button', { name: 'Join' }).click()),
    );
    await Promise.all([expectMediaFlowing(pro.page), expectMediaFlowing(free.page)]);
    // The chat is a tab beside the moves (decision 170): the recording's lines are read there.
    await panel(free.page).getByRole('tab', { name: /^Chat/ }).click();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
    rmSync(downloads, { recursive: true, force: true });
  });

  it('offers a Free player the Pro plan when they press Record, and the other player is asked nothing', async () => {
    // The button sits in the call's bar for every plan; the upsell comes only with the press (decision 269).
    await bar(free.page).getByRole('button', { name: 'Record game and call' }).click();
    const upsell = free.page.getByTestId('recording-upsell');
    await upsell.waitFor();
    expect(await upsell.textContent()).toContain('Recording is part of the Pro plan');
    // The plans open over the room, which stays with its call (decision 272).
    const roomUrl = free.page.url();
    await upsell.getByRole('button', { name: 'See the Pro plan' }).click();
    await upsell.waitFor({ state: 'detached' });
    const plans = free.page.getByRole('dialog', { name: 'Upgrade your plan' });
    await plans.waitFor();
    expect(free.page.url()).toBe(roomUrl);
    await plans.getByRole('button', { name: 'Not now' }).click();
    await plans.waitFor({ state: 'detached' });
    await pro.page.waitForTimeout(500);
    expect(await pro.page.getByRole('dialog').count()).toBe(0);
    expect(await systemLines(app, gameId, pro)).toEqual([]);
  });

  it('records nothing when the other player declines', async () => {
    await bar(pro.page).getByRole('button', { name: 'Record game and call' }).click();
    const dialog = free.page.getByRole('dialog');
    await dialog.getByText('Sam wants to record this game').waitFor();
    expect(await dialog.textContent()).toContain('nothing of it is sent to ChessChat');
    await dialog.getByRole('button', { name: 'Decline' }).click();
    await expect.poll(() => notice(pro.page).textContent()).toContain('Alex declined. Nothing is recorded.');
    expect(await rec(pro.page).count()).toBe(0);
    expect(await rec(free.page).count()).toBe(0);
    expect(
      await bar(pro.page)
        .getByRole('button', { name: /Download recording/ })
        .count(),
    ).toBe(0);
    expect(await systemLines(app, gameId, pro)).toEqual([]);
  });

  it('records about five seconds once the other player accepts, both show REC, and the file downloads', async () => {
    await bar(pro.page).getByRole('button', { name: 'Record game and call' }).click();
    await free.page.getByRole('dialog').getByRole('button', { name: 'Allow recording' }).click();
    await Promise.all([rec(pro.page).waitFor(), rec(free.page).waitFor()]);
    const startedAt = Date.now();
    expect(await rec(free.page).textContent()).toContain('Sam is recording the game and the call');
    await free.page.getByText(`${pro.user.username} started recording`).waitFor();
    await pro.page.waitForTimeout(RECORD_MS - (Date.now() - startedAt));

    await bar(pro.page).getByRole('button', { name: 'Stop recording' }).click();
    await rec(free.page).waitFor({ state: 'detached' });
    expect(await notice(free.page).textContent()).toContain('Sam stopped the recording.');
    const button = bar(pro.page).getByRole('button', { name: /Download recording/ });
    const [download] = await Promise.all([pro.page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toBe(`chesschat-${gameId}.webm`);
    const file = path.join(downloads, 'recording.webm');
    await download.saveAs(file);
    const { streams, lastPacket } = await probe(file);
    console.log(
      `recording: ${RECORD_MS / 1000} s asked, ${(statSync(file).size / 1000).toFixed(0)} kB, tracks run ${JSON.stringify(lastPacket)} s`,
    );
    const video = streams.find((stream) => stream.codec_type === 'video');
    const audio = streams.find((stream) => stream.codec_type === 'audio');
    expect(video?.codec_name).toMatch(/^vp[89]$/);
    expect(video?.width).toBe(640);
    expect(audio?.codec_name).toBe('opus');
    for (const type of ['video', 'audio']) {
      expect(lastPacket[type], type).toBeGreaterThan(RECORD_MS / 1000 - 1.5);
      expect(lastPacket[type], type).toBeLessThan(RECORD_MS / 1000 + 3);
    }
    expect(await systemLines(app, gameId, pro)).toEqual([
      `${pro.user.username} started recording`,
      `${pro.user.username} stopped recording`,
    ]);
  });

  it('stops on the other side, and says so, when the recording player leaves', async () => {
    await bar(pro.page).getByRole('button', { name: 'Record game and call' }).click();
    await free.page.getByRole('dialog').getByRole('button', { name: 'Allow recording' }).click();
    await Promise.all([rec(pro.page).waitFor(), rec(free.page).waitFor()]);
    await pro.page.reload();
    await rec(free.page).waitFor({ state: 'detached' });
    expect(await notice(free.page).textContent()).toContain('Recording stopped: a player left.');
    await expect.poll(() => systemLines(app, gameId, free)).toContain('Recording stopped: a player left');
  });

  it('downloads the finished game as an animated GIF of the board, one frame a move', async () => {
    const cookies = { white: pro.cookie, black: free.cookie };
    // Fool's mate: White is mated.
    await playOverApi(app, gameId, cookies, ['g2-g4', 'd8-h4'], 2);
    await panel(free.page).getByRole('tab', { name: 'Moves' }).click();
    const replay = free.page.getByTestId('replay');
    await replay.waitFor();
    const [download] = await Promise.all([
      free.page.waitForEvent('download'),
      replay.getByRole('button', { name: 'Download animation (GIF)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`chesschat-${gameId}.gif`);
    const file = path.join(downloads, 'replay.gif');
    await download.saveAs(file);
    const { stdout } = await run('ffprobe', [
      '-v',
      'error',
      '-count_frames',
      '-show_entries',
      'stream=codec_name,width,height,nb_read_frames',
      '-of',
      'json',
      file,
    ]);
    const [stream] = (JSON.parse(stdout) as { streams: Array<Record<string, string | number>> }).streams;
    expect(stream).toMatchObject({ codec_name: 'gif', width: 480, height: 480 });
    // The start, then one frame after each of the four moves.
    expect(Number(stream?.nb_read_frames)).toBe(5);
  });
});
