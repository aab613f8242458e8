import type { Insertable } from 'kysely';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createSession, SESSION_COOKIE, type UserRow } from '../../src/server/accounts/session';
import { uniqueSignUp } from '../../src/server/accounts/testing';
import type { UsersTable } from '../../src/server/db/schema';
import { appLink, waitForMail } from '../../src/server/mail/outbox-reader';
import { buildUser } from '../../src/server/test/factories';
import type { TestApp } from '../../src/server/test/harness';
import { openPage, type TrackedPage } from './browser';

/**
 * Account helpers for browser journeys. The fast path (`signInAs`) suits journeys about something
 * else; the `…ThroughUi` helpers drive the real screens.
 */

export interface AccountDetails {
  fullName: string;
  email: string;
  username: string;
  password: string;
}

/** A unique, valid new account (`uniqueSignUp`, as the server tests make theirs). */
export function uniqueAccount(overrides: Partial<AccountDetails> = {}): AccountDetails {
  return uniqueSignUp({ first: 'Grace', last: 'Hopper', password: 'compile the future 1952' }, overrides);
}

/**
 * The path and query of the app link in the newest e-mail to `to` (waiting for it to arrive).
 * `subject` tells the account e-mails apart; `skip` waits for a later one than the first `skip`.
 */
export async function readOutboxLink(
  app: TestApp,
  to: string,
  options: { subject?: string; skip?: number; pathname?: string } = {},
): Promise<string> {
  const mail = await waitForMail(app.config.outboxDir, {
    to,
    ...(options.subject ? { subject: options.subject } : {}),
    ...(options.skip ? { skip: options.skip } : {}),
  });
  const link = new URL(appLink(mail, app.config.appUrl, options.pathname));
  return link.pathname + link.search;
}

/** Fills the sign-up form, agrees to the terms and waits for 'Check Your Email!'. */
export async function signUpThroughUi(
  page: Page,
  app: TestApp,
  account: AccountDetails = uniqueAccount(),
): Promise<AccountDetails> {
  await page.goto(`${app.url}/signup`);
  await page.getByLabel('Full name').fill(account.fullName);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel(/agree to the Terms of Service/).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByRole('heading', { name: 'Check Your Email!' }).waitFor();
  return account;
}

/** Opens the confirmation link from the outbox and waits for 'Email Confirmed!'. */
export async function confirmThroughUi(page: Page, app: TestApp, email: string): Promise<void> {
  await page.goto(app.url + (await readOutboxLink(app, email, { pathname: '/confirm-email' })));
  await page.getByRole('heading', { name: 'Email Confirmed!' }).waitFor();
}

/** Signs in on /signin (opening it unless already there) and waits until the app has moved on from it. */
export async function signInThroughUi(
  page: Page,
  app: TestApp,
  email: string,
  password: string,
): Promise<void> {
  if (!page.url().startsWith(`${app.url}/signin`)) await page.goto(`${app.url}/signin`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname !== '/signin');
}

/** Sign up, confirm from the e-mail and sign in, all through the screens. */
export async function createAccountThroughUi(
  page: Page,
  app: TestApp,
  account: AccountDetails = uniqueAccount(),
): Promise<AccountDetails> {
  await signUpThroughUi(page, app, account);
  await confirmThroughUi(page, app, account.email);
  await signInThroughUi(page, app, account.email, account.password);
  return account;
}

/**
 * Signs the browser context in as a user (made with `buildUser`) without going through the screens.
 * Returns the session's Cookie header, for driving the API beside the browser.
 */
export async function signInAs(context: BrowserContext, app: TestApp, userId: string): Promise<string> {
  const token = await createSession(app.ctx.db, userId);
  await context.addCookies([
    { name: SESSION_COOKIE, value: token, url: app.url, httpOnly: true, sameSite: 'Lax' },
  ]);
  return `${SESSION_COOKIE}=${token}`;
}

export interface SignedInPage extends TrackedPage {
  user: UserRow;
  /** The Cookie header of the page's session. */
  cookie: string;
}

/** A new user (see `buildUser`, with `user` overriding its fields), signed in in a fresh browser context. */
export async function openSignedInPage(
  browser: Browser,
  app: TestApp,
  options: { user?: Partial<Insertable<UsersTable>>; viewport?: { width: number; height: number } } = {},
): Promise<SignedInPage> {
  const user = await buildUser(app.ctx.db, options.user);
  const tracked = await openPage(browser, app.url, options.viewport ? { viewport: options.viewport } : {});
  const cookie = await signInAs(tracked.context, app, user.id);
  return { ...tracked, user, cookie };
}
