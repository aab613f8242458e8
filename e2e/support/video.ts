import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { TestApp } from '../../src/server/test/harness';
import { openSignedInPage, type SignedInPage } from './accounts';
import { createGameOverApi } from './game';

/**
 * Helpers for the video journeys. The page's RTCPeerConnections are recorded by an init script (the
 * app is not changed for tests), so a journey can read `getStats` like `chrome://webrtc-internals`.
 */

/** Records every RTCPeerConnection the page makes, and the wall-clock time of clicks on Join. */
export async function instrument(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const w = window as unknown as Record<string, unknown>;
    const wall = () => performance.timeOrigin + performance.now();
    const connections: RTCPeerConnection[] = [];
    w.__peerConnections = connections;
    const Native = window.RTCPeerConnection;
    window.RTCPeerConnection = class extends Native {
      constructor(configuration?: RTCConfiguration) {
        super(configuration);
        connections.push(this);
      }
    };
    document.addEventListener(
      'click',
      (event) => {
        const button = (event.target as Element | null)?.closest('button');
        if (button?.textContent?.trim() === 'Join') w.__joinClickedAt = wall();
      },
      true,
    );
  });
}

/** A signed-in player (or spectator) with their own browser context, its peer connections recorded. */
export async function openSignedIn(app: TestApp, browser: Browser): Promise<SignedInPage> {
  const player = await openSignedInPage(browser, app);
  await instrument(player.context);
  return player;
}

/** White creates a game over the HTTP API, black joins it; returns the game id. */
export function createGame(app: TestApp, white: SignedInPage, black: SignedInPage): Promise<string> {
  return createGameOverApi(app, { white: white.cookie, black: black.cookie });
}

export const panel = (page: Page) => page.getByTestId('video-chat-panel');
export const remoteVideo = (page: Page) => page.getByTestId('remote-video-tile').locator('video');

/** Arms a record of the wall-clock time of the remote video's next first frame. */
export async function armFirstFrame(page: Page): Promise<void> {
  await remoteVideo(page).evaluate((video: HTMLVideoElement) => {
    const w = window as unknown as Record<string, unknown>;
    w.__firstFrameAt = null;
    const mark = () => {
      if (video.videoWidth > 0 && w.__firstFrameAt === null)
        w.__firstFrameAt = performance.timeOrigin + performance.now();
    };
    video.addEventListener('resize', mark);
    video.addEventListener('loadeddata', mark);
  });
}

export async function firstFrameAt(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as Record<string, number>).__firstFrameAt);
}

export async function joinClickedAt(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as Record<string, number>).__joinClickedAt);
}

export interface RemoteMedia {
  videoWidth: number;
  framesDecoded: number;
  audioPacketsReceived: number;
  /** Candidate type of the selected pair on our side (host, srflx, prflx, relay). */
  localCandidateType: string | null;
  remoteCandidateType: string | null;
}

/** What the newest live peer connection receives, and what the remote <video> shows. */
export async function remoteMedia(page: Page): Promise<RemoteMedia> {
  return page.evaluate(async () => {
    const connections = (window as unknown as { __peerConnections: RTCPeerConnection[] }).__peerConnections;
    const pc = [...connections].reverse().find((c) => c.connectionState !== 'closed');
    const video = document.querySelector<HTMLVideoElement>('[data-testid="remote-video-tile"] video');
    const result = {
      videoWidth: video?.videoWidth ?? 0,
      framesDecoded: 0,
      audioPacketsReceived: 0,
      localCandidateType: null as string | null,
      remoteCandidateType: null as string | null,
    };
    if (!pc) return result;
    const stats = [...(await pc.getStats()).values()] as Array<Record<string, unknown>>;
    const byId = new Map(stats.map((s) => [s.id, s]));
    for (const s of stats) {
      if (s.type === 'inbound-rtp' && s.kind === 'video')
        result.framesDecoded += Number(s.framesDecoded ?? 0);
      if (s.type === 'inbound-rtp' && s.kind === 'audio')
        result.audioPacketsReceived += Number(s.packetsReceived ?? 0);
      if (s.type === 'transport' && typeof s.selectedCandidatePairId === 'string') {
        const pair = byId.get(s.selectedCandidatePairId);
        result.localCandidateType = (byId.get(pair?.localCandidateId)?.candidateType as string) ?? null;
        result.remoteCandidateType = (byId.get(pair?.remoteCandidateId)?.candidateType as string) ?? null;
      }
    }
    return result;
  });
}

/** Waits until the remote video shows frames, frames keep being decoded and audio packets arrive. */
export async function expectMediaFlowing(page: Page, timeoutMs = 10_000): Promise<RemoteMedia> {
  await page.waitForFunction(
    () =>
      (document.querySelector<HTMLVideoElement>('[data-testid="remote-video-tile"] video')?.videoWidth ?? 0) >
      0,
    null,
    { timeout: timeoutMs, polling: 50 },
  );
  const first = await remoteMedia(page);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await page.waitForTimeout(250);
    const now = await remoteMedia(page);
    if (now.framesDecoded > first.framesDecoded && now.audioPacketsReceived > first.audioPacketsReceived)
      return now;
    if (Date.now() > deadline) {
      throw new Error(`Media is not flowing: first ${JSON.stringify(first)}, now ${JSON.stringify(now)}`);
    }
  }
}
