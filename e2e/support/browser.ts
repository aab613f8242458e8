import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { describe, inject } from 'vitest';
import { DISABLE_FEATURES_SWITCH } from '../../scripts/chromium-switches.mjs';
import { CHROMIUM_PATH } from './chromium-path';

/** `describe` when Chromium is present; skipped otherwise (CI makes its absence a failure). */
export const describeBrowser = inject('hasBrowser') ? describe : describe.skip;

export interface LaunchOptions {
  /** Fake camera and microphone, auto-granted (video journeys). */
  media?: boolean;
  /**
   * A `.y4m` file the fake camera plays in a loop instead of its own pattern (with `media`): a
   * camera of that file's size and shape.
   */
  fakeCamera?: string;
  /** WebGL through SwiftShader (3D journeys). */
  webgl?: boolean;
  args?: string[];
}

export async function launchBrowser(options: LaunchOptions = {}): Promise<Browser> {
  const args = [
    '--no-sandbox',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-quic',
    '--no-first-run',
    '--disable-dev-shm-usage',
    DISABLE_FEATURES_SWITCH,
    ...(options.media
      ? [
          '--use-fake-device-for-media-stream',
          '--use-fake-ui-for-media-stream',
          '--allow-loopback-in-peer-connection',
          '--autoplay-policy=no-user-gesture-required',
          ...(options.fakeCamera ? [`--use-file-for-fake-video-capture=${options.fakeCamera}`] : []),
        ]
      : []),
    ...(options.webgl
      ? ['--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--ignore-gpu-blocklist']
      : []),
    ...(options.args ?? []),
  ];
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args });
}

export interface TrackedPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and uncaught exceptions seen so far (CSP violations show up here). */
  errors: string[];
}

/** A fresh context (own cookies) and page on the app, recording every page error. */
export async function openPage(
  browser: Browser,
  baseURL: string,
  options: { viewport?: { width: number; height: number } } = {},
): Promise<TrackedPage> {
  const context = await browser.newContext({
    baseURL,
    viewport: options.viewport ?? { width: 1280, height: 860 },
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // Being signed out is normal: the user query's 401 is an answer, not an error.
    const signedOutProbe =
      message.text().includes('status of 401') && message.location().url.endsWith('/api/user');
    if (!signedOutProbe) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, context, errors };
}
