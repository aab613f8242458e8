import type { IncomingHttpHeaders } from 'node:http';
import { isOffensiveName } from '../../core/offensive-names';
import { appLink, waitForMail } from '../mail/outbox-reader';
import { requestFromAddress, type TestApp } from '../test/harness';

/** Helpers for the accounts tests: registration through the real routes and the outbox. */

let sequence = 0;

export interface NewAccount {
  fullName: string;
  email: string;
  username: string;
  password: string;
}

/**
 * A unique, valid sign-up body for `person` (a first and last name, a password). Its tag comes from the clock, so
 * it is checked as sign-up checks names: a tag that happens to read as an offensive word (`fk6t`, say) would have
 * the sign-up refused, and is skipped. The server tests and the journeys both make their accounts with it.
 */
export function uniqueSignUp(
  person: { first: string; last: string; password: string },
  overrides: Partial<NewAccount> = {},
): NewAccount {
  for (;;) {
    sequence += 1;
    const tag = `${Date.now().toString(36).slice(-5)}${sequence}`;
    const login = person.first.toLowerCase();
    const account = {
      fullName: `${person.first} ${person.last} ${tag}`,
      email: `${login}.${tag}@example.test`,
      username: `${login}_${tag}`,
      password: person.password,
    };
    if (!isOffensiveName(account.fullName) && !isOffensiveName(account.username))
      return { ...account, ...overrides };
  }
}

/** A unique, valid sign-up body (`uniqueSignUp`) for the server tests. */
export function newAccount(overrides: Partial<NewAccount> = {}): NewAccount {
  return uniqueSignUp({ first: 'Ada', last: 'Lovelace', password: 'analytical engine 1843' }, overrides);
}

/** The link (path and query) of the newest mail to `to` whose subject contains `subject`. */
export async function linkFromOutbox(app: TestApp, to: string, subject: string, skip = 0): Promise<string> {
  const mail = await waitForMail(app.config.outboxDir, { to, subject, skip });
  const link = new URL(appLink(mail, app.config.appUrl));
  return link.pathname + link.search;
}

/** The token of the newest link to `to` about `subject`. */
export async function tokenFromOutbox(app: TestApp, to: string, subject: string, skip = 0): Promise<string> {
  const link = await linkFromOutbox(app, to, subject, skip);
  const token = new URL(link, app.url).searchParams.get('token');
  if (!token) throw new Error(`The link ${link} has no token`);
  return token;
}

export const CONFIRM_SUBJECT = 'Confirm your ChessChat email address';
export const RESET_SUBJECT = 'Reset your ChessChat password';
export const TAKEN_SUBJECT = 'Someone tried to sign up with your email';

/**
 * A JSON request sent from another loopback address (127.x.y.z), so per-IP limits can be told apart
 * from per-account ones. Carries the app's Origin.
 */
export async function requestFrom(
  app: TestApp,
  localAddress: string,
  method: string,
  urlPath: string,
  body?: unknown,
): Promise<{ status: number; json: Record<string, unknown>; headers: IncomingHttpHeaders }> {
  const res = await requestFromAddress(app, localAddress, {
    method,
    path: urlPath,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = res.body && typeof res.body === 'object' ? (res.body as Record<string, unknown>) : {};
  return { status: res.status, json, headers: res.headers };
}
