import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TestApp } from '../src/server/test/harness';
import { readOutboxLink } from './support/accounts';
import { startE2eApp } from './support/app';
import { describeBrowser, launchBrowser, openPage } from './support/browser';

describeBrowser('confirming an e-mail address: every state of the link', () => {
  let app: TestApp;
  let browser: Browser;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startE2eApp(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('walks the confirm-email states: no token, unknown token, expired link with a fresh one sent', async () => {
    const { page, context } = await openPage(browser, app.url);
    await page.goto('/confirm-email');
    await page
      .getByText('Invalid confirmation link. Please check your email for the correct link.')
      .waitFor();
    await page.getByRole('link', { name: 'Back to Sign Up' }).waitFor();
    await page.getByRole('link', { name: 'Back to Login' }).waitFor();

    await page.goto('/confirm-email?token=unknown-token');
    await page.getByText('This confirmation link is invalid or has already been used.').waitFor();

    const account = {
      fullName: 'Late Reader',
      email: 'late.reader@example.test',
      username: 'late_reader',
      password: 'reads mail slowly',
    };
    await app.request('POST', '/api/register', { body: account });
    const link = await readOutboxLink(app, account.email, { pathname: '/confirm-email' });
    await app.ctx.db.kysely
      .updateTable('accountTokens')
      .set({ expiresAt: Date.now() - 1 })
      .execute();
    await page.goto(link);
    await page.getByRole('heading', { name: 'Link Expired' }).waitFor();
    await page.getByRole('button', { name: 'Send New Confirmation Email' }).click();
    await page
      .getByRole('status')
      .getByText('New confirmation email sent! Please check your inbox.')
      .waitFor();
    const fresh = await readOutboxLink(app, account.email, { pathname: '/confirm-email', skip: 1 });
    expect(fresh).not.toBe(link);
    await page.goto(fresh);
    await page.getByRole('heading', { name: 'Email Confirmed!' }).waitFor();
    await page.getByRole('link', { name: 'Go to Home' }).waitFor();
    await context.close();
  });
});
