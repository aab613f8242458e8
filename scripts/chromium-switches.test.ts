import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  DISABLE_FEATURES_SWITCH,
  PLAYWRIGHT_DISABLED_FEATURES,
  UNSHOWN_POPUPS,
} from './chromium-switches.mjs';

/** The names in playwright-core's own `disabledFeatures` list, read from the installed package. */
function installedPlaywrightList(): string[] {
  const root = path.dirname(createRequire(import.meta.url).resolve('playwright-core/package.json'));
  const bundle = readFileSync(path.join(root, 'lib', 'coreBundle.js'), 'utf8');
  const list = /disabledFeatures = \[([\s\S]*?)\]\.filter/.exec(bundle)?.[1];
  if (!list)
    throw new Error(
      'playwright-core no longer has a disabledFeatures list where it used to: check its switches',
    );
  return [...list.matchAll(/^\s*"(\w+)"/gm)].map((match) => match[1] as string);
}

describe('the journeys’ --disable-features switch', () => {
  it('repeats every feature the installed playwright-core turns off, since Chromium reads only the last switch', () => {
    expect(PLAYWRIGHT_DISABLED_FEATURES).toEqual(installedPlaywrightList());
  });

  it('turns off Playwright’s features and the unshown popups in one switch', () => {
    const names = DISABLE_FEATURES_SWITCH.replace('--disable-features=', '').split(',');
    expect(names).toEqual([...PLAYWRIGHT_DISABLED_FEATURES, ...UNSHOWN_POPUPS]);
  });
});
