import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TestApp } from '../src/server/test/harness';
import type { SignedInPage } from './support/accounts';
import { startE2eApp } from './support/app';
import { describeBrowser, launchBrowser } from './support/browser';
import { playOverApi } from './support/game';
import {
  createGame,
  expectMediaFlowing,
  joinClickedAt,
  openSignedIn,
  panel,
  remoteMedia,
  remoteVideo,
} from './support/video';

/**
 * The call belongs to the pair (issue 14, docs/decisions/175): it carries on across a rematch without
 * a second Join, the chat keeps its lines, an old game never turns the camera on, and leaving the
 * room ends the call for the other player at once.
 */

/** How many peer connections and getUserMedia calls the page has made (the app is not changed for tests). */
async function counts(page: Page): Promise<{ connections: number; cameraOpens: number }> {
  return page.evaluate(() => {
    const w = window as unknown as { __peerConnections: unknown[]; __cameraOpens: number };
    return { connections: w.__peerConnections.length, cameraOpens: w.__cameraOpens };
  });
}

/** The first peer connection the page made: its state and the video frames it has decoded so far. */
async function firstConnection(page: Page): Promise<{ state: string; framesDecoded: number }> {
  return page.evaluate(async () => {
    const [pc] = (window as unknown as { __peerConnections: RTCPeerConnection[] }).__peerConnections;
    if (!pc) return { state: 'none', framesDecoded: 0 };
    let framesDecoded = 0;
    for (const s of (await pc.getStats()).values() as Iterable<Record<string, unknown>>)
      if (s.type === 'inbound-rtp' && s.kind === 'video') framesDecoded += Number(s.framesDecoded ?? 0);
    return { state: pc.connectionState, framesDecoded };
  });
}

/**
 * Marks the remote <video> and records, from now on, every `requestVideoFrameCallback` with the
 * count of frames the element has presented, its `currentTime`, and the page's animation frames
 * (which show when the page's own thread was busy): read back by `remoteFrames`.
 */
async function watchRemoteFrames(page: Page): Promise<void> {
  await remoteVideo(page).evaluate((video: HTMLVideoElement) => {
    const w = window as unknown as {
      __frames: Array<[number, number]>;
      __animationFrames: number[];
      __watchedFrom: number;
      __timeFrom: number;
    };
    (video as unknown as { __beforeRematch: boolean }).__beforeRematch = true;
    w.__frames = [];
    w.__animationFrames = [];
    w.__watchedFrom = performance.now();
    w.__timeFrom = video.currentTime;
    const tick = (now: number, metadata: VideoFrameCallbackMetadata) => {
      w.__frames.push([now, metadata.presentedFrames]);
      video.requestVideoFrameCallback(tick);
    };
    video.requestVideoFrameCallback(tick);
    const animate = (now: number) => {
      w.__animationFrames.push(now);
      requestAnimationFrame(animate);
    };
    requestAnimationFrame(animate);
  });
}

interface RemoteFrames {
  sameElement: boolean;
  frames: number;
  /**
   * The longest time the element went without presenting a frame. The callbacks run on the page's
   * thread, so a busy moment there (the new room rendering) delays them while the compositor goes on
   * presenting: a gap between two callbacks counts as a gap in the video only for the frames that
   * were not presented in it (gap / frames presented over it).
   */
  longestGapMs: number;
  /** The longest wait between two callbacks, and between two animation frames (the page's thread). */
  longestCallbackGapMs: number;
  longestPageStallMs: number;
  currentTimeAdvancedS: number;
}

/** Whether the remote <video> is the one marked, and how steadily it presented frames since (up to now). */
async function remoteFrames(page: Page): Promise<RemoteFrames> {
  // A quarter of a second more of the new room, so a stall after arriving would show.
  await page.waitForTimeout(300);
  return remoteVideo(page).evaluate((video: HTMLVideoElement) => {
    const w = window as unknown as {
      __frames: Array<[number, number]>;
      __animationFrames: number[];
      __watchedFrom: number;
      __timeFrom: number;
    };
    const now = performance.now();
    const first = w.__frames[0];
    const last = w.__frames.at(-1);
    let longest = Math.max(
      first ? first[0] - w.__watchedFrom : now - w.__watchedFrom,
      last ? now - last[0] : 0,
    );
    let longestCallback = longest;
    for (let i = 1; i < w.__frames.length; i += 1) {
      const [at, presented] = w.__frames[i] ?? [0, 0];
      const [before, presentedBefore] = w.__frames[i - 1] ?? [0, 0];
      longestCallback = Math.max(longestCallback, at - before);
      longest = Math.max(longest, (at - before) / Math.max(1, presented - presentedBefore));
    }
    let stall = 0;
    for (let i = 1; i < w.__animationFrames.length; i += 1)
      stall = Math.max(stall, (w.__animationFrames[i] ?? 0) - (w.__animationFrames[i - 1] ?? 0));
    return {
      sameElement: (video as unknown as { __beforeRematch?: boolean }).__beforeRematch === true,
      frames: w.__frames.length,
      longestGapMs: longest,
      longestCallbackGapMs: longestCallback,
      longestPageStallMs: stall,
      currentTimeAdvancedS: video.currentTime - w.__timeFrom,
    };
  });
}

/** Client-side navigation, as a link inside the app does it (no page load). */
const goInApp = (page: Page, path: string) =>
  page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);

describeBrowser('a call that belongs to the pair, not to one game', () => {
  let app: TestApp;
  let white: SignedInPage;
  let black: SignedInPage;
  let firstGame: string;
  let closeBrowser: () => Promise<void>;

  beforeAll(async () => {
    app = await startE2eApp();
    const browser = await launchBrowser({ media: true });
    closeBrowser = () => browser.close();
    [white, black] = await Promise.all([openSignedIn(app, browser), openSignedIn(app, browser)]);
    for (const player of [white, black]) {
      await player.context.addInitScript(() => {
        const w = window as unknown as { __cameraOpens: number };
        w.__cameraOpens = 0;
        const media = navigator.mediaDevices;
        const open = media.getUserMedia.bind(media);
        media.getUserMedia = (constraints) => {
          w.__cameraOpens += 1;
          return open(constraints);
        };
      });
    }
    firstGame = await createGame(app, white, black);
    // Both move at once: the first-move window would abort an idle game (a busy machine can take
    // longer than that to set the call up), and a game both have moved in is resigned, not aborted.
    await playOverApi(app, firstGame, { white: white.cookie, black: black.cookie }, ['e2-e4', 'e7-e5']);
    await Promise.all([white.page.goto(`/game/${firstGame}`), black.page.goto(`/game/${firstGame}`)]);
    await Promise.all([panel(white.page).waitFor(), panel(black.page).waitFor()]);
  });
  afterAll(async () => {
    await closeBrowser?.();
    await app?.close();
  });

  it('keeps the same connection, its frames and the chat across a resign and a rematch, with one Join', async () => {
    await Promise.all([
      panel(white.page).getByRole('button', { name: 'Join' }).click(),
      panel(black.page).getByRole('button', { name: 'Join' }).click(),
    ]);
    await Promise.all([expectMediaFlowing(white.page), expectMediaFlowing(black.page)]);
    const joinedAt = await Promise.all([joinClickedAt(white.page), joinClickedAt(black.page)]);

    // The chat is a tab beside the moves (decision 170).
    await Promise.all(
      [white, black].map(({ page }) => panel(page).getByRole('tab', { name: /^Chat/ }).click()),
    );
    const line = 'good game so far';
    await panel(white.page).getByLabel('Message', { exact: true }).fill(line);
    await panel(white.page).getByRole('button', { name: 'Send' }).click();
    await panel(black.page).getByRole('log').getByText(line, { exact: true }).waitFor();

    await white.page.getByRole('button', { name: 'Resign' }).click();
    await white.page
      .getByRole('dialog', { name: 'Resign this game?' })
      .getByRole('button', { name: 'Resign' })
      .click();
    for (const { page } of [white, black]) await page.getByTestId('game-over').waitFor();
    const before = await Promise.all([firstConnection(white.page), firstConnection(black.page)]);
    await Promise.all([watchRemoteFrames(white.page), watchRemoteFrames(black.page)]);

    await white.page.getByRole('button', { name: 'Rematch', exact: true }).click();
    await black.page.getByRole('button', { name: 'Accept Rematch' }).click();
    // From each page's arrival in the new room to its remote picture showing again.
    const gaps = await Promise.all(
      [white, black].map(async ({ page }) => {
        await page.waitForURL(
          (url) => /^\/game\/[^/]+$/.test(url.pathname) && !url.pathname.endsWith(firstGame),
        );
        const arrived = Date.now();
        await page.waitForFunction(
          () =>
            (document.querySelector<HTMLVideoElement>('[data-testid="remote-video-tile"] video')
              ?.videoWidth ?? 0) > 0,
          null,
          { polling: 16 },
        );
        return Date.now() - arrived;
      }),
    );
    console.log(`video: rematch room showing the remote picture ${gaps.join(' / ')} ms after arriving`);
    await black.page.getByTestId('player-color').filter({ hasText: 'You: White' }).waitFor();
    // The same <video> elements went on playing through the rematch (decision 171): no frame gap.
    const watched = await Promise.all([remoteFrames(white.page), remoteFrames(black.page)]);
    const figures = (key: 'longestGapMs' | 'longestCallbackGapMs' | 'longestPageStallMs') =>
      watched.map((w) => Math.round(w[key])).join(' / ');
    console.log(
      `video: across the rematch the longest time without a presented remote frame ${figures('longestGapMs')} ms ` +
        `(between frame callbacks ${figures('longestCallbackGapMs')} ms; page thread busy up to ${figures('longestPageStallMs')} ms)`,
    );
    for (const frames of watched) {
      expect(frames.sameElement).toBe(true);
      expect(frames.frames).toBeGreaterThan(5);
      expect(frames.currentTimeAdvancedS).toBeGreaterThan(0);
      expect(frames.longestGapMs).toBeLessThan(250);
    }

    for (const [index, player] of [white, black].entries()) {
      const media = await expectMediaFlowing(player.page);
      expect(media.videoWidth).toBeGreaterThan(0);
      // The same RTCPeerConnection, still connected, still decoding: nothing was renegotiated or rejoined.
      expect(await counts(player.page)).toMatchObject({ connections: 1, cameraOpens: 1 });
      const after = await firstConnection(player.page);
      expect(after.state).toBe('connected');
      expect(after.framesDecoded).toBeGreaterThan(before[index]?.framesDecoded ?? Number.POSITIVE_INFINITY);
      expect(await joinClickedAt(player.page)).toBe(joinedAt[index]);
      await panel(player.page).getByRole('button', { name: 'Leave' }).waitFor();
      // The rematch's chat starts with the pair's earlier lines.
      // The rematch's room opens on its Moves tab: its chat tab carries the pair's earlier lines.
      await panel(player.page).getByRole('tab', { name: /^Chat/ }).click();
      await panel(player.page).getByRole('log').getByText(line, { exact: true }).waitFor();
      expect(player.errors).toEqual([]);
    }
  });

  it('ends the call for the other player within a second of leaving the room', async () => {
    const shown = black.page.waitForFunction(
      (text) => {
        const w = window as unknown as { __leftShownAt?: number };
        if (document.querySelector('[data-testid="remote-video-tile"]')?.textContent?.includes(text))
          w.__leftShownAt ??= performance.timeOrigin + performance.now();
        return w.__leftShownAt ?? false;
      },
      `${white.user.username} left the call`,
      // Waited for generously; the bound is on the times the two pages took themselves.
      { polling: 16, timeout: 10_000 },
    );
    const clicked = white.page.evaluate(() => {
      const link = [...document.querySelectorAll<HTMLAnchorElement>('header a[href="/dashboard"]')].find(
        (a) => a.offsetParent !== null,
      );
      link?.click();
      return link ? performance.timeOrigin + performance.now() : null;
    });
    // Together, so a failed click does not leave the other wait's failure unhandled.
    const [handle, leftAt] = await Promise.all([shown, clicked]);
    expect(leftAt).not.toBeNull();
    const shownAt = Number(await handle.jsonValue());
    console.log(
      `video: leaving the room by navigation seen by the other player after ${Math.round(shownAt - (leftAt ?? 0))} ms`,
    );
    expect(shownAt - (leftAt ?? 0)).toBeLessThan(1000);
    // The camera is off on the side that left: no live local track remains.
    await white.page.waitForURL((url) => url.pathname === '/dashboard');
    expect(
      await white.page.evaluate(() =>
        (window as unknown as { __peerConnections: RTCPeerConnection[] }).__peerConnections.every(
          (pc) => pc.connectionState === 'closed',
        ),
      ),
    ).toBe(true);
  });

  it('never turns the camera on for an old game opened from History, nor after reloading it', async () => {
    const before = await counts(white.page);
    await goInApp(white.page, '/history');
    await white.page
      .locator(`[data-testid="history-game"][data-game-id="${firstGame}"]`)
      .getByRole('link', { name: 'View Game' })
      .click();
    await white.page.waitForURL((url) => url.pathname === `/game/${firstGame}`);
    await panel(white.page).getByRole('button', { name: 'Join' }).waitFor();
    await white.page.waitForTimeout(500);
    expect(await counts(white.page)).toEqual(before);
    await white.page.reload();
    await panel(white.page).getByRole('button', { name: 'Join' }).waitFor();
    await white.page.waitForTimeout(500);
    expect(await counts(white.page)).toEqual({ connections: 0, cameraOpens: 0 });
    expect((await remoteMedia(white.page)).framesDecoded).toBe(0);
  });
});
