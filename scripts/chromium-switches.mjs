// Switches for the Chromium that the browser journeys and benchmarks drive through playwright-core.

/**
 * The features playwright-core 1.65 turns off in its own `--disable-features` switch. Chromium reads only
 * the last such switch on its command line, so a launch that turns off more features repeats these;
 * chromium-switches.test.ts fails when the installed playwright-core's list differs.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Chromium 156 preloads its omnibox popups (the address bar's and the AI mode one) as WebUI renderers in
 * every new context, though a headless page never shows them. Ten contexts, each opening two pages, took
 * 36-38 s of Chromium's CPU with them and 14 s without, on the two cores the whole suite shares.
 */
export const UNSHOWN_POPUPS = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/** Playwright's features and the popups, off, in the one switch Chromium reads. */
export const DISABLE_FEATURES_SWITCH = `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...UNSHOWN_POPUPS].join(',')}`;
