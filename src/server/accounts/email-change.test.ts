import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox, waitForMail } from '../mail/outbox-reader';
import { testDatabases } from '../test/databases';
import { buildUser, signIn, TEST_PASSWORD } from '../test/factories';
import { startTestApp, type TestApp } from '../test/harness';
import { EMAIL_CHANGE_PER_USER } from './email-change';
import { tokenFromOutbox } from './testing';

const CONFIRM_SUBJECT = 'Confirm your new ChessChat email address';
const CHANGED_SUBJECT = 'Your ChessChat email address was changed';

describe.each(testDatabases())('change of e-mail address on %s', (database) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ database });
  });
  afterAll(async () => {
    await app?.close();
  });

  const ask = (cookie: string, newEmail: string, currentPassword = TEST_PASSWORD) =>
    app.request('POST', '/api/user/email', { cookie, body: { newEmail, currentPassword } });
  const confirm = (token: string) => app.request('POST', '/api/confirm-email-change', { body: { token } });
  const login = (email: string) =>
    app.request('POST', '/api/login', { body: { email, password: TEST_PASSWORD } });

  it('changes nothing until the link sent to the new address is opened; then tells the old one', async () => {
    const user = await buildUser(app.ctx.db);
    const cookie = await signIn(app.ctx.db, user.id);
    const newEmail = `moved.${user.username}@example.test`;
    const asked = await ask(cookie, ` ${newEmail.toUpperCase()} `);
    expect(asked.status).toBe(200);
    expect(asked.json.message).toBe(
      `We sent a confirmation link to ${newEmail}. Your address changes when you open it.`,
    );
    expect((await login(user.email)).status).toBe(200);
    const token = await tokenFromOutbox(app, newEmail, CONFIRM_SUBJECT);
    const done = await confirm(token);
    expect(done.status).toBe(200);
    expect(done.json.message).toBe(`Your email address is now ${newEmail}.`);
    const told = await waitForMail(app.config.outboxDir, { to: user.email, subject: CHANGED_SUBJECT });
    expect(told.text).toContain(`changed to ${newEmail}`);
    expect((await login(user.email)).status).toBe(401);
    expect((await login(newEmail)).status).toBe(200);
    const used = await confirm(token);
    expect(used.status).toBe(400);
    expect(used.json.code).toBe('link_invalid');
  });

  it('needs the current password, and never says whether the new address has an account', async () => {
    const user = await buildUser(app.ctx.db);
    const owner = await buildUser(app.ctx.db);
    const cookie = await signIn(app.ctx.db, user.id);
    const wrong = await ask(cookie, `free.${user.username}@example.test`, 'not my password');
    expect(wrong.status).toBe(401);
    expect(wrong.json.code).toBe('invalid_credentials');
    const taken = await ask(cookie, owner.email);
    expect(taken.status).toBe(200);
    expect(taken.json.message).toBe(
      `We sent a confirmation link to ${owner.email}. Your address changes when you open it.`,
    );
    // The owner of that address gets no link to take over with.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const mails = await readOutbox(app.config.outboxDir);
    expect(mails.filter((m) => m.to.includes(owner.email) && m.subject === CONFIRM_SUBJECT)).toEqual([]);
    const same = await ask(cookie, user.email);
    expect(same.status).toBe(400);
    expect(same.json.message).toBe('That is already your email address.');
  });

  it('refuses when the address was registered after the link was sent, and keeps the old one', async () => {
    const user = await buildUser(app.ctx.db);
    const cookie = await signIn(app.ctx.db, user.id);
    const wanted = `contested.${user.username}@example.test`;
    await ask(cookie, wanted);
    const token = await tokenFromOutbox(app, wanted, CONFIRM_SUBJECT);
    await buildUser(app.ctx.db, { email: wanted });
    const clash = await confirm(token);
    expect(clash.status).toBe(409);
    expect((await login(user.email)).status).toBe(200);
  });

  it('refuses an expired link, a malformed one, and more requests than the limit', async () => {
    const user = await buildUser(app.ctx.db);
    const cookie = await signIn(app.ctx.db, user.id);
    const wanted = `late.${user.username}@example.test`;
    await ask(cookie, wanted);
    const token = await tokenFromOutbox(app, wanted, CONFIRM_SUBJECT);
    await app.ctx.db.kysely
      .updateTable('emailChanges')
      .set({ expiresAt: 1 })
      .where('userId', '=', user.id)
      .execute();
    const late = await confirm(token);
    expect(late.status).toBe(410);
    expect(late.json.code).toBe('link_expired');
    expect((await app.request('POST', '/api/confirm-email-change', { body: {} })).status).toBe(400);
    for (let i = 1; i < EMAIL_CHANGE_PER_USER.limit; i += 1) await ask(cookie, `n${i}.${wanted}`);
    const limited = await ask(cookie, wanted);
    expect(limited.status).toBe(429);
    expect((await ask('', wanted)).status).toBe(401);
  });
});
