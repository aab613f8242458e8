import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { testDatabases } from '../src/server/test/databases';
import type { TestApp } from '../src/server/test/harness';
import { confirmThroughUi, signInThroughUi, signUpThroughUi, uniqueAccount } from './support/accounts';
import { startE2eApp } from './support/app';
import { describeBrowser, launchBrowser, openPage } from './support/browser';

describeBrowser.each(testDatabases())(
  'a new player signs up, confirms from the e-mail, signs in and out (%s)',
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

    it('goes from sign-up to the dashboard and back out', async () => {
      const { page, context, errors } = await openPage(browser, app.url);
      const account = uniqueAccount();

      // The terms checkbox gates the submit button.
      await page.goto('/signup');
      const submit = page.getByRole('button', { name: 'Create Account' });
      await expect(submit.isDisabled()).resolves.toBe(true);
      await page
        .getByText(
          'agree to the Terms of Service and Privacy Policy and commit to being kind, caring and respectful',
        )
        .waitFor();

      await signUpThroughUi(page, app, account);
      await page.getByText(account.email, { exact: true }).first().waitFor();
      await page.getByText('Check your spam or junk folder.').waitFor();
      await page.getByText('Registration successful!', { exact: true }).waitFor();

      // Before confirming, sign-in is refused with the spec's toast title and a way to get a new link.
      await page.goto('/signin');
      await page.getByLabel('Email').fill(account.email);
      await page.getByLabel('Password', { exact: true }).fill(account.password);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.getByText('Email verification required', { exact: true }).waitFor();
      await page.getByRole('button', { name: 'Send New Confirmation Email' }).waitFor();

      // A wrong password says so.
      await page.getByLabel('Password', { exact: true }).fill('not my password');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.getByText('Sign in failed', { exact: true }).waitFor();
      await page.getByText('Invalid email or password', { exact: true }).waitFor();

      await confirmThroughUi(page, app, account.email);
      await page.getByRole('link', { name: 'Log In Now' }).click();
      await page.waitForURL('**/signin');

      // The password field's show/hide toggle.
      const password = page.getByLabel('Password', { exact: true });
      await password.fill(account.password);
      await page.getByRole('button', { name: 'Show password' }).click();
      await expect(password.getAttribute('type')).resolves.toBe('text');
      await page.getByRole('button', { name: 'Hide password' }).click();
      await expect(password.getAttribute('type')).resolves.toBe('password');

      await signInThroughUi(page, app, account.email, account.password);
      await page.waitForURL('**/dashboard');
      await page.getByText('Welcome back!', { exact: true }).waitFor();
      await page.getByRole('heading', { level: 1, name: /Welcome/ }).waitFor();
      const sidebar = page.getByRole('complementary');
      await sidebar.getByText(account.fullName).waitFor();
      await sidebar.getByText(account.email).waitFor();
      await page.getByText('Free', { exact: true }).waitFor();

      // Signed in, the sign-in and sign-up screens lead back to the dashboard.
      await page.goto('/signup');
      await page.waitForURL('**/dashboard');

      await sidebar.getByRole('button', { name: 'Sign Out' }).click();
      await page.getByText('See you later!', { exact: true }).waitFor();
      await page.waitForURL((url) => url.pathname === '/');
      await page.goto('/dashboard');
      await page.waitForURL('**/signin');

      const sessions = await app.ctx.db.kysely.selectFrom('sessions').selectAll().execute();
      expect(sessions).toEqual([]);
      expect(errors.filter((e) => !/status of (401|403|404)/.test(e))).toEqual([]);
      await context.close();
    });
  },
);
