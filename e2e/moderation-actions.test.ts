import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { setModerator } from '../src/server/accounts/moderators';
import { buildUser, signIn } from '../src/server/test/factories';
import type { TestApp } from '../src/server/test/harness';
import { openSignedInPage } from './support/accounts';
import { startE2eApp } from './support/app';
import { describeBrowser, launchBrowser } from './support/browser';

/**
 * Issue 28's remaining moderation actions in the browser (decision 285): a moderator bars a reported
 * person from the lobby, and on their next report the page says the ladder will raise the bar before the
 * moderator acts; then closes another person's account once its username is typed.
 */
const SCREENS_DIR = process.env.SCREENS_DIR ?? path.join(os.tmpdir(), 'chesschat-screens');
const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;

async function shoot(page: Page, name: string, viewport: { width: number; height: number }): Promise<void> {
  mkdirSync(SCREENS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENS_DIR, `${name}-${viewport.width}x${viewport.height}.png`) });
}

describeBrowser('moderation actions: lobby bars, the ladder, closing accounts', () => {
  let app: TestApp;
  let browser: Browser;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startE2eApp(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  /** A new person, signed in over the API only: a reporter or an offender. */
  async function someone(displayName: string): Promise<{ id: string; username: string; cookie: string }> {
    const user = await buildUser(app.ctx.db, { displayName });
    return { id: user.id, username: user.username, cookie: await signIn(app.ctx.db, user.id) };
  }
  async function reportOn(username: string): Promise<void> {
    const reporter = await someone('Reporter');
    const filed = await app.request('POST', '/api/reports', {
      cookie: reporter.cookie,
      body: { subject: { kind: 'user', username }, reason: 'harassment', text: 'Rude in the lobby' },
    });
    expect(filed.status, filed.text).toBe(200);
  }
  const groupOf = (page: Page, name: string) =>
    page.getByTestId('report-group').filter({ has: page.getByRole('link', { name, exact: true }) });

  for (const viewport of VIEWPORTS) {
    it(`bars a person, previews the ladder on the second bar, and closes an account at ${viewport.width}x${viewport.height}`, async () => {
      const tag = `${viewport.width}`;
      const moderator = await openSignedInPage(browser, app, { viewport });
      expect(await setModerator(app.ctx.db, moderator.user.username, true)).toBe(true);
      const offender = await someone(`Olaf ${tag}`);
      await reportOn(offender.username);

      const { page } = moderator;
      await page.goto('/moderation');
      let group = groupOf(page, `Olaf ${tag}`);
      await group.getByText('Rude in the lobby').waitFor();
      expect(await group.getByTestId('ladder-note').count()).toBe(0);
      await group.getByLabel('Reason for the action (audit log)').fill('Insults people in seeks');
      await group.getByRole('button', { name: 'Bar from lobby 24 h' }).click();
      await page
        .getByText('Barred from the lobby for 24 hours; the reporters were told.', { exact: true })
        .waitFor();
      await group.waitFor({ state: 'detached' });
      const notices = await app.request('GET', '/api/notifications', { cookie: offender.cookie });
      expect(JSON.stringify(notices.json)).toMatch(
        /A moderator has barred you from the lobby until \d{4}-\d\d-\d\d \d\d:\d\d UTC\./,
      );

      // Reported again: the bar shows among the past sanctions, and the ladder's note before acting.
      await reportOn(offender.username);
      await page.reload();
      group = groupOf(page, `Olaf ${tag}`);
      await group.getByText(/^Barred from lobby .* until /).waitFor();
      await group
        .getByText('Second lobby bar in 90 days: at least 7 days will be given.', { exact: true })
        .waitFor();
      await group.getByLabel('Reason for the action (audit log)').fill('Again, after a bar');
      await group.scrollIntoViewIfNeeded();
      await shoot(page, 'moderation-bar-ladder', viewport);
      await group.getByRole('button', { name: 'Bar from lobby 24 h' }).click();
      await page
        .getByText(
          'Barred from the lobby for 7 days (second lobby bar in 90 days: 24 hours raised to 7 days); the reporters were told.',
          { exact: true },
        )
        .waitFor();

      // Closing an account asks for its username first.
      const leaving = await someone(`Tess ${tag}`);
      await reportOn(leaving.username);
      await page.reload();
      group = groupOf(page, `Tess ${tag}`);
      await group.getByLabel('Reason for the action (audit log)').fill('Threats after the game');
      await group.getByRole('button', { name: 'Close account…' }).click();
      const dialog = page.getByRole('dialog', { name: `Close ${leaving.username}'s account?` });
      const confirm = dialog.getByRole('button', { name: 'Close the account' });
      expect(await confirm.isDisabled()).toBe(true);
      await dialog.getByLabel(`Type their username, ${leaving.username}, to confirm`).fill(leaving.username);
      await shoot(page, 'moderation-close', viewport);
      await confirm.click();
      await page.getByText('Account closed; the reporters were told.', { exact: true }).waitFor();
      await group.waitFor({ state: 'detached' });
      expect((await app.request('GET', '/api/user', { cookie: leaving.cookie })).status).toBe(401);
      // The moderator's own account cannot be closed this way; the server says so with a code.
      const self = await app.request('POST', '/api/moderation/actions', {
        cookie: moderator.cookie,
        body: { action: 'close', userId: moderator.user.id, reason: 'me' },
      });
      expect([self.status, self.json.code]).toEqual([403, 'forbidden']);

      expect(moderator.errors).toEqual([]);
      await moderator.context.close();
    });
  }
});
