import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { testDatabases } from '../src/server/test/databases';
import { buildUser, TEST_PASSWORD } from '../src/server/test/factories';
import type { TestApp } from '../src/server/test/harness';
import {
  confirmThroughUi,
  readOutboxLink,
  signInAs,
  signInThroughUi,
  uniqueAccount,
} from './support/accounts';
import { startE2eApp } from './support/app';
import { describeBrowser, launchBrowser, openPage } from './support/browser';

const NEW_PASSWORD = 'a quiet rook on the seventh rank';

describeBrowser.each(testDatabases())(
  'a player chooses a strong password and manages their devices (%s)',
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

    it('weak password refused with the reason → strong accepted → password changed, other device out', async () => {
      const { page, context, errors } = await openPage(browser, app.url);
      const account = uniqueAccount();

      await page.goto('/signup');
      await page.getByLabel('Full name').fill(account.fullName);
      await page.getByLabel('Email').fill(account.email);
      await page.getByLabel('Username').fill(account.username);
      const password = page.getByLabel('Password', { exact: true });
      await password.fill('password1');
      await page.getByText('Strength: Very weak.').waitFor();
      await page.getByLabel(/agree to the Terms of Service/).check();
      await page.getByRole('button', { name: 'Create Account' }).click();
      await page.getByRole('alert').filter({ hasText: 'This is a commonly used password.' }).waitFor();

      await password.fill(account.password);
      await page.getByText('Hard to guess.').waitFor();
      await page.getByRole('button', { name: 'Create Account' }).click();
      await page.getByRole('heading', { name: 'Check Your Email!' }).waitFor();
      await confirmThroughUi(page, app, account.email);
      await signInThroughUi(page, app, account.email, account.password);

      // A second device, signed in with the same password.
      const other = await openPage(browser, app.url);
      await signInThroughUi(other.page, app, account.email, account.password);

      await page.goto('/profile');
      const security = page.getByRole('region', { name: 'Security' });
      const devices = security.getByRole('list', { name: 'Signed-in devices' });
      await devices.getByText('This device').waitFor();
      await expect.poll(() => devices.getByRole('listitem').count()).toBe(2);

      await security.getByLabel('Current password').fill(account.password);
      await security.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
      await security.getByLabel('Confirm new password').fill(NEW_PASSWORD);
      await security.getByRole('button', { name: 'Change password' }).click();
      await page.getByText('Every other device has been signed out.').first().waitFor();
      await expect.poll(() => devices.getByRole('listitem').count()).toBe(1);

      // The other device is signed out; this one stays signed in.
      await other.page.goto('/dashboard');
      await other.page.waitForURL('**/signin');
      await page.goto('/dashboard');
      await page.getByRole('heading', { level: 1, name: /Welcome/ }).waitFor();
      await signInThroughUi(other.page, app, account.email, NEW_PASSWORD);
      await other.page.waitForURL('**/dashboard');

      expect(errors.filter((e) => !/status of (400|401|403|404)/.test(e))).toEqual([]);
      await context.close();
      await other.context.close();
    });

    it('changes the e-mail address through the link sent to the new one', async () => {
      const user = await buildUser(app.ctx.db);
      const { page, context, errors } = await openPage(browser, app.url);
      await signInAs(context, app, user.id);
      await page.goto('/profile');
      const security = page.getByRole('region', { name: 'Security' });
      const newEmail = `moved.${user.username}@example.test`;
      await security.getByLabel('New email').fill(newEmail);
      await security.getByLabel('Your password, to confirm').fill(TEST_PASSWORD);
      await security.getByRole('button', { name: 'Change email' }).click();
      await security.getByText(`We sent a confirmation link to ${newEmail}.`, { exact: false }).waitFor();

      await page.goto(await readOutboxLink(app, newEmail, { pathname: '/confirm-email-change' }));
      await page.getByRole('heading', { name: 'Email Changed!' }).waitFor();
      await page.getByText(`Your email address is now ${newEmail}.`).waitFor();
      await page.getByRole('link', { name: 'Go to Profile' }).click();
      await page.getByText(`Your address now: ${newEmail}`).waitFor();

      expect(errors.filter((e) => !/status of (400|401|403|404)/.test(e))).toEqual([]);
      await context.close();
    });
  },
);
