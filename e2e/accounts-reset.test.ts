import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { testDatabases } from '../src/server/test/databases';
import { buildUser, TEST_PASSWORD } from '../src/server/test/factories';
import type { TestApp } from '../src/server/test/harness';
import { readOutboxLink, signInAs, signInThroughUi } from './support/accounts';
import { startE2eApp } from './support/app';
import { describeBrowser, launchBrowser, openPage } from './support/browser';

const NEW_PASSWORD = 'a fresh start 2026';

describeBrowser.each(testDatabases())(
  'a player who forgot the password resets it and signs in (%s)',
  (database) => {
    let app: TestApp;
    let browser: Browser;
    beforeAll(async () => {
      [app, browser] = await Promise.all([startE2eApp({ database }), launchBrowser()]);
    });
    afterAll(async () => {
      await browser?.close();
      await app?.close();
    });

    it('forgot → e-mailed link → new password → sign in; the old session ends', async () => {
      const user = await buildUser(app.ctx.db);
      // Another device that is signed in and will be signed out by the reset.
      const other = await openPage(browser, app.url);
      await signInAs(other.context, app, user.id);
      await other.page.goto('/dashboard');
      await other.page.getByRole('heading', { level: 1, name: /Welcome/ }).waitFor();

      const { page, context, errors } = await openPage(browser, app.url);
      await page.goto('/signin');
      await page.getByRole('link', { name: 'Forgot your password?' }).click();
      await page.waitForURL('**/forgot-password');
      await page.getByLabel('Email').fill(user.email);
      await page.getByRole('button', { name: 'Send Reset Link' }).click();
      await page.getByRole('heading', { name: 'Check Your Email' }).waitFor();
      await page.getByRole('button', { name: 'Try Different Email' }).waitFor();
      await page.getByRole('link', { name: 'Back to Sign In' }).waitFor();

      await page.goto(await readOutboxLink(app, user.email, { pathname: '/reset-password' }));
      const submit = page.getByRole('button', { name: 'Reset Password' });
      const password = page.getByLabel('New password', { exact: true });
      const confirm = page.getByLabel('Confirm new password');

      await password.fill('short');
      await page.getByText('Password must be at least 8 characters long').waitFor();
      await expect(submit.isDisabled()).resolves.toBe(true);
      await password.fill(NEW_PASSWORD);
      await confirm.fill(`${NEW_PASSWORD}!`);
      await page.getByText('Passwords do not match').waitFor();
      await expect(submit.isDisabled()).resolves.toBe(true);
      await confirm.fill(NEW_PASSWORD);
      await expect(page.getByText('Passwords do not match').count()).resolves.toBe(0);
      await submit.click();

      await page.getByRole('heading', { name: 'Password Reset Successful!' }).waitFor();
      await page.getByRole('link', { name: 'Go to Sign In' }).click();
      await page.waitForURL('**/signin');

      await page.getByLabel('Email').fill(user.email);
      await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.getByText('Sign in failed', { exact: true }).waitFor();

      await signInThroughUi(page, app, user.email, NEW_PASSWORD);
      await page.waitForURL('**/dashboard');

      // The other device's session ended with the reset.
      await other.page.goto('/dashboard');
      await other.page.waitForURL('**/signin');

      expect(errors.filter((e) => !/status of (400|401|403|404)/.test(e))).toEqual([]);
      await context.close();
      await other.context.close();
    });

    it('sends /reset-password without a token to /forgot-password, and shows a used link as refused', async () => {
      const { page, context } = await openPage(browser, app.url);
      await page.goto('/reset-password');
      await page.waitForURL('**/forgot-password');

      await page.goto('/reset-password?token=not-a-real-token');
      await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
      await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
      await page.getByRole('button', { name: 'Reset Password' }).click();
      await page
        .getByRole('alert')
        .getByText('This password reset link is invalid or has expired. Please request a new one.')
        .waitFor();
      await context.close();
    });
  },
);
