import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ComposeMail } from '../mail/mailer';
import { readOutbox, waitForMail } from '../mail/outbox-reader';
import { testDatabases } from '../test/databases';
import { buildUser, signIn, TEST_PASSWORD } from '../test/factories';
import { startTestApp, type TestApp } from '../test/harness';
import { hashToken } from './session';
import { newAccount, RESET_SUBJECT, requestFrom, tokenFromOutbox } from './testing';

const NEW_PASSWORD = 'a brand new passphrase';

describe.each(testDatabases())('forgotten password and reset on %s', (database) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ database });
  });
  afterAll(async () => {
    await app?.close();
  });

  const forgot = (email: string) => app.request('POST', '/api/forgot-password', { body: { email } });
  const reset = (token: string, password = NEW_PASSWORD) =>
    app.request('POST', '/api/reset-password', { body: { token, password } });
  const login = (email: string, password: string) =>
    app.request('POST', '/api/login', { body: { email, password } });

  it('e-mails a 1-hour link; the reset sets the password and ends every session', async () => {
    const user = await buildUser(app.ctx.db);
    const phone = await signIn(app.ctx.db, user.id);
    const laptop = await signIn(app.ctx.db, user.id);

    const asked = await forgot(user.email.toUpperCase());
    expect(asked.status).toBe(200);
    expect(asked.json.message).toBe(
      `If ${user.email} has an account, a link to reset the password is on its way. It expires in 1 hour.`,
    );
    const mail = await waitForMail(app.config.outboxDir, { to: user.email, subject: RESET_SUBJECT });
    expect(mail.html).toContain(`${app.config.appUrl}/reset-password?token=`);
    const token = await tokenFromOutbox(app, user.email, RESET_SUBJECT);
    const stored = await app.ctx.db.kysely
      .selectFrom('accountTokens')
      .selectAll()
      .where('id', '=', hashToken(token))
      .executeTakeFirstOrThrow();
    expect(stored.purpose).toBe('reset_password');
    expect(stored.expiresAt - stored.createdAt).toBe(3600_000);

    const done = await reset(token);
    expect(done.status).toBe(200);
    expect(done.json.message).toBe(
      'Your password has been reset. You can now sign in with your new password.',
    );

    expect((await app.request('GET', '/api/user', { cookie: phone })).status).toBe(401);
    expect((await app.request('GET', '/api/user', { cookie: laptop })).status).toBe(401);
    expect((await login(user.email, TEST_PASSWORD)).status).toBe(401);
    expect((await login(user.email, NEW_PASSWORD)).status).toBe(200);

    const notice = await waitForMail(app.config.outboxDir, {
      to: user.email,
      subject: 'password was changed',
    });
    expect(notice.text).toContain('every device was signed out');
  });

  it('uses a reset link once; unknown, reused and expired links are refused', async () => {
    const user = await buildUser(app.ctx.db);
    await forgot(user.email);
    const token = await tokenFromOutbox(app, user.email, RESET_SUBJECT);
    const [first, second] = await Promise.all([
      reset(token, 'first new password'),
      reset(token, 'second new password'),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 400]);
    const refused = first.status === 400 ? first : second;
    expect(refused.json.message).toBe(
      'This password reset link is invalid or has expired. Please request a new one.',
    );

    expect((await reset('B'.repeat(43))).status).toBe(400);

    await forgot(user.email);
    const late = await tokenFromOutbox(app, user.email, RESET_SUBJECT, 1);
    await app.ctx.db.kysely
      .updateTable('accountTokens')
      .set({ expiresAt: Date.now() - 1 })
      .where('id', '=', hashToken(late))
      .execute();
    const expired = await reset(late);
    expect(expired.status).toBe(400);
    expect(expired.json.message).toMatch(/invalid or has expired/);
  });

  it('voids the older reset link when a new one is asked for', async () => {
    const user = await buildUser(app.ctx.db);
    await forgot(user.email);
    const first = await tokenFromOutbox(app, user.email, RESET_SUBJECT);
    await forgot(user.email);
    const second = await tokenFromOutbox(app, user.email, RESET_SUBJECT, 1);
    expect((await reset(first)).status).toBe(400);
    expect((await reset(second)).status).toBe(200);
  });

  it('confirms the address of an account that never confirmed it', async () => {
    const account = newAccount();
    await app.request('POST', '/api/register', { body: account });
    expect((await login(account.email, account.password)).status).toBe(403);
    await forgot(account.email);
    const token = await tokenFromOutbox(app, account.email, RESET_SUBJECT);
    expect((await reset(token)).status).toBe(200);
    expect((await login(account.email, NEW_PASSWORD)).status).toBe(200);
    // The confirmation link that was still out is void now.
    const left = await app.ctx.db.kysely
      .selectFrom('accountTokens')
      .innerJoin('users', 'users.id', 'accountTokens.userId')
      .select('accountTokens.id')
      .where('users.email', '=', account.email)
      .execute();
    expect(left).toEqual([]);
  });

  it('answers forgot-password identically with or without an account, and mails only the owner', async () => {
    const user = await buildUser(app.ctx.db);
    const unknown = 'no.account@example.test';
    const a = await forgot(user.email);
    const b = await forgot(unknown);
    expect(b.status).toBe(a.status);
    expect(JSON.stringify(b.json).replace(unknown, '<email>')).toBe(
      JSON.stringify(a.json).replace(user.email, '<email>'),
    );
    await waitForMail(app.config.outboxDir, { to: user.email, subject: RESET_SUBJECT });
    await app.ctx.mailer.idle();
    expect((await readOutbox(app.config.outboxDir)).filter((m) => m.to.includes(unknown))).toEqual([]);
  });

  it('answers forgot-password before looking the address up, writing a token or sending mail', async () => {
    const user = await buildUser(app.ctx.db);
    const unknown = 'still.no.account@example.test';
    // A slow mailer stand-in: it holds every piece of background mail work until released.
    const held: ComposeMail[] = [];
    const sendLater = vi
      .spyOn(app.ctx.mailer, 'sendLater')
      .mockImplementation((mail) => held.push(typeof mail === 'function' ? mail : async () => mail));
    try {
      // From an address of its own: the other tests here use up the per-address allowance.
      const ask = (email: string) => requestFrom(app, '127.0.3.1', 'POST', '/api/forgot-password', { email });
      const [known, none] = await Promise.all([ask(user.email), ask(unknown)]);
      expect([known.status, none.status]).toEqual([200, 200]);
      expect(held).toHaveLength(2);
      const tokens = () =>
        app.ctx.db.kysely.selectFrom('accountTokens').select('id').where('userId', '=', user.id).execute();
      expect(await tokens()).toEqual([]);

      // The two requests raced, so their work may be held in either order.
      const mails = await Promise.all(held.map((compose) => compose()));
      const sent = mails.filter((mail) => mail !== null);
      expect(sent.map((mail) => [mail.to, mail.subject])).toEqual([[user.email, RESET_SUBJECT]]);
      expect(mails.filter((mail) => mail === null)).toHaveLength(1);
      expect(await tokens()).toHaveLength(1);
    } finally {
      sendLater.mockRestore();
    }
  });

  it('holds the new password to the same 8–128 characters', async () => {
    const user = await buildUser(app.ctx.db);
    await forgot(user.email);
    const token = await tokenFromOutbox(app, user.email, RESET_SUBJECT);
    const short = await reset(token, 'short');
    expect(short.status).toBe(400);
    expect(short.json.message).toBe('password: Password must be at least 8 characters long');
    // A refused body does not use the link up.
    expect((await reset(token)).status).toBe(200);
  });
});
