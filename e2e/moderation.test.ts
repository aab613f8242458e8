import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { setModerator } from '../src/server/accounts/moderators';
import type { TestApp } from '../src/server/test/harness';
import { openSignedInPage } from './support/accounts';
import { startE2eApp } from './support/app';
import { describeBrowser, launchBrowser } from './support/browser';
import { createGameOverApi, playOverApi, waitForMoves } from './support/game';
import { panel } from './support/video';

/**
 * Issue 28's safety path in the browser: a player reports their opponent from the room, the report
 * reaches the moderation page with the game's chat lines, a moderator mutes the offender, whose next
 * line is refused with until when, and the reporter hears that action was taken.
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

const chatTab = (page: Page) => page.getByRole('tab', { name: /^Chat/ });

/** Writes in the players' chat (a phone keeps the spectators' chat in the panel too, hidden). */
async function say(page: Page, text: string): Promise<void> {
  await panel(page).getByLabel('Message', { exact: true }).filter({ visible: true }).fill(text);
  await panel(page).getByRole('button', { name: 'Send' }).filter({ visible: true }).click();
}

describeBrowser('reports and moderation', () => {
  let app: TestApp;
  let browser: Browser;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startE2eApp(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  for (const viewport of VIEWPORTS) {
    it(`a report from the room reaches a moderator with its chat; a mute refuses chat at ${viewport.width}x${viewport.height}`, async () => {
      const white = await openSignedInPage(browser, app, { viewport, user: { displayName: 'Wendy' } });
      const black = await openSignedInPage(browser, app, { viewport, user: { displayName: 'Boris' } });
      const moderator = await openSignedInPage(browser, app, { viewport });
      expect(await setModerator(app.ctx.db, moderator.user.username, true)).toBe(true);
      const gameId = await createGameOverApi(app, { white: white.cookie, black: black.cookie });
      await Promise.all([white.page.goto(`/game/${gameId}`), black.page.goto(`/game/${gameId}`)]);
      // At the game's start (Abort Game, the first-move countdown) nothing of the board's column covers
      // the tabs: on a phone a wrapped Takeback once lay over Moves and Chat.
      await chatTab(black.page).waitFor();
      // Polled: while the room is still arriving something may pass over the tabs; the wrap stayed.
      const tabReachable = () =>
        chatTab(black.page).evaluate((tab) => {
          const box = tab.getBoundingClientRect();
          return tab.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
        });
      await expect.poll(tabReachable, { message: 'the Chat tab is covered at the start' }).toBe(true);
      // Both first moves made: the first-move countdown is over and the game goes on while they talk.
      await playOverApi(app, gameId, { white: white.cookie, black: black.cookie }, ['e2-e4', 'e7-e5']);
      await Promise.all([waitForMoves(white.page, ['e4', 'e5']), waitForMoves(black.page, ['e4', 'e5'])]);

      await chatTab(black.page).click();
      await say(black.page, 'you play like a beginner, give up');
      await chatTab(white.page).click();
      await panel(white.page).getByRole('log').getByText('you play like a beginner, give up').waitFor();

      await white.page.getByRole('button', { name: 'Report', exact: true }).click();
      const dialog = white.page.getByRole('dialog', { name: 'Report Boris' });
      await dialog.getByLabel('Reason').selectOption('abuse_in_chat_or_call');
      await dialog.getByLabel('What happened (optional)').fill('Insults in the chat');
      await shoot(white.page, 'report-dialog', viewport);
      await dialog.getByRole('button', { name: 'Send report' }).click();
      await dialog.getByText('Thank you. Your report was sent, and a moderator will look at it.').waitFor();
      await dialog.getByRole('button', { name: 'Close' }).first().click();

      await moderator.page.goto('/moderation');
      const report = moderator.page.getByTestId('moderation-report').first();
      await report.getByText('Insults in the chat').waitFor();
      await report.getByText('Chat (1 line)').click();
      await report.getByText('you play like a beginner, give up').waitFor();
      await shoot(moderator.page, 'moderation', viewport);
      await moderator.page.getByLabel('Reason for the action (audit log)').fill('Insults an opponent');
      await moderator.page.getByRole('button', { name: 'Mute chat 24 h' }).click();
      await moderator.page
        .getByText('Chat muted for 24 hours; the reporters were told.', { exact: true })
        .waitFor();

      await say(black.page, 'still here');
      await black.page
        // Worded in the reader's language and time zone from the refusal's end (decision 322).
        .getByText(
          /A moderator has muted your chat until [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d\d\s[AP]M\./,
        )
        .first()
        .waitFor();
      await shoot(black.page, 'chat-muted', viewport);
      expect(await panel(white.page).getByRole('log').getByText('still here').count()).toBe(0);

      const notices = await app.request('GET', '/api/notifications', { cookie: white.cookie });
      expect(JSON.stringify(notices.json)).toContain('We took action on your report');
      for (const person of [white, black, moderator]) {
        expect(person.errors).toEqual([]);
        await person.context.close();
      }
    });
  }
});
