import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TestApp } from '../src/server/test/harness';
import { startE2eApp } from './support/app';
import { describeBrowser, launchBrowser, openPage } from './support/browser';

describeBrowser('the API description page', () => {
  let app: TestApp;
  let browser: Browser;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startE2eApp(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('shows every described call, with its refusals, under the app’s CSP', async () => {
    const { page, context, errors } = await openPage(browser, app.url);
    await page.goto('/api/docs');
    await page.getByRole('heading', { name: /ChessChat API/ }).waitFor();
    const spec = (await (await fetch(`${app.url}/api/docs/openapi.json`)).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const operations = Object.values(spec.paths).reduce((n, methods) => n + Object.keys(methods).length, 0);
    await expect.poll(() => page.locator('.opblock').count()).toBe(operations);

    await page.locator('#operations-games-post_api_games__id__move').getByRole('button').first().click();
    const move = page.locator('#operations-games-post_api_games__id__move');
    await move.getByText('4XX', { exact: true }).waitFor();
    await move
      .getByText(/A refusal: code says why/)
      .first()
      .waitFor();
    // A blocked script or style (the page's CSP) would show here as a console error.
    expect(errors).toEqual([]);
    await context.close();
  });
});
