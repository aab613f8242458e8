import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGame } from '../games/test/helpers';
import { readOutbox } from '../mail/outbox-reader';
import { testDatabases } from '../test/databases';
import { buildUser, signIn, TEST_PASSWORD } from '../test/factories';
import { startTestApp, type TestApp } from '../test/harness';
import type { UserRow } from './session';
import { hashToken } from './session';
import { CONFIRM_SUBJECT, RESET_SUBJECT, tokenFromOutbox } from './testing';
import { issueToken } from './tokens';

const CHANGE_SUBJECT = 'Confirm your new ChessChat email address';
const NEW_PASSWORD = 'a brand new passphrase';

/** A closed account stays closed (decision 243): no link, session or address brings it back. */
describe.each(testDatabases())('a closed account on %s', (database) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ database });
  });
  afterAll(async () => {
    await app?.close();
  });

  const db = () => app.ctx.db.kysely;
  const askChange = (cookie: string, newEmail: string) =>
    app.request('POST', '/api/user/email', { cookie, body: { newEmail, currentPassword: TEST_PASSWORD } });
  const confirmChange = (token: string) =>
    app.request('POST', '/api/confirm-email-change', { body: { token } });
  const forgot = (email: string) => app.request('POST', '/api/forgot-password', { body: { email } });
  const reset = (token: string) =>
    app.request('POST', '/api/reset-password', { body: { token, password: NEW_PASSWORD } });
  const login = (email: string, password: string) =>
    app.request('POST', '/api/login', { body: { email, password } });
  const exportData = (cookie: string) => app.request('GET', '/api/user/export', { cookie });
  const close = async (cookie: string) => {
    const closed = await app.request('DELETE', '/api/user', { cookie, body: { password: TEST_PASSWORD } });
    expect(closed.status, closed.text).toBe(200);
  };
  const row = (user: UserRow) =>
    db().selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();
  /** The mails to `to` about `subject` once every mail handed over so far has gone out. */
  const mailsTo = async (to: string, subject: string) => {
    await app.ctx.mailer.idle();
    return (await readOutbox(app.config.outboxDir)).filter(
      (m) => m.to.includes(to) && m.subject.includes(subject),
    );
  };

  it('refuses every step of bringing it back: change link, reset, sign-in, export', async () => {
    const user = await buildUser(app.ctx.db);
    const cookie = await signIn(app.ctx.db, user.id);
    const newEmail = `moved.${user.username}@example.test`;
    expect((await askChange(cookie, newEmail)).status).toBe(200);
    const changeToken = await tokenFromOutbox(app, newEmail, CHANGE_SUBJECT);
    await close(cookie);

    // The change-of-address link sent before the deletion gives the emptied row no address.
    const opened = await confirmChange(changeToken);
    expect(opened.status, opened.text).toBe(400);
    expect(opened.json.code).toBe('link_invalid');
    const emptied = await row(user);
    expect(emptied.email).toMatch(/^deleted-[0-9a-f]{12}@deleted\.invalid$/);
    expect(emptied.emailVerifiedAt).toBeNull();

    // Neither the new address nor the old one gets a reset link.
    for (const address of [newEmail, user.email]) {
      const asked = await forgot(address);
      expect(asked.status).toBe(200);
      expect(await mailsTo(address, RESET_SUBJECT)).toEqual([]);
    }

    // Nothing signs in, and the old session exports nothing.
    for (const address of [newEmail, user.email]) {
      for (const password of [TEST_PASSWORD, NEW_PASSWORD]) {
        const signedIn = await login(address, password);
        expect(signedIn.status).toBe(401);
        expect(signedIn.json.code).toBe('invalid_credentials');
      }
    }
    const exported = await exportData(cookie);
    expect(exported.status).toBe(401);
    expect(exported.json.code).toBe('auth_required');
  });

  it('leaves no link, session, pending change or invitation holding the person or the address', async () => {
    const inviter = await buildUser(app.ctx.db);
    const inviterCookie = await signIn(app.ctx.db, inviter.id);
    const address = `late.comer.${inviter.username}@example.test`;
    // One invitation was sent to the address before its owner signed up, one after, one by the owner.
    const inviteAddress = { timeControl: 300, inviteEmail: address };
    const before = await createGame(app, { user: inviter, cookie: inviterCookie }, inviteAddress);
    const user = await buildUser(app.ctx.db, { email: address });
    const cookie = await signIn(app.ctx.db, user.id);
    await signIn(app.ctx.db, user.id);
    const after = await createGame(app, { user: inviter, cookie: inviterCookie }, inviteAddress);
    const listed = await app.request('GET', '/api/invitations', { cookie });
    expect((listed.json.invitations as { gameId: string }[]).map((i) => i.gameId).sort()).toEqual(
      [before, after].sort(),
    );
    const own = await createGame(
      app,
      { user, cookie },
      { timeControl: 300, inviteEmail: `friend.${address}` },
    );
    expect((await askChange(cookie, `moved.${address}`)).status).toBe(200);
    await issueToken(db(), user.id, 'reset_password');
    await issueToken(db(), user.id, 'confirm_email');
    await db()
      .insertInto('pushSubscriptions')
      .values({
        endpoint: `https://push.example.test/${user.id}`,
        userId: user.id,
        sessionId: hashToken(cookie.split('=')[1] as string),
        p256dh: 'key',
        auth: 'auth',
        createdAt: Date.now(),
      })
      .execute();

    await close(cookie);

    const left = async (table: 'accountTokens' | 'emailChanges' | 'sessions' | 'pushSubscriptions') =>
      db().selectFrom(table).select('userId').where('userId', '=', user.id).execute();
    expect(await left('accountTokens')).toEqual([]);
    expect(await left('emailChanges')).toEqual([]);
    expect(await left('sessions')).toEqual([]);
    expect(await left('pushSubscriptions')).toEqual([]);
    const invitations = await db()
      .selectFrom('invitations')
      .select(['gameId', 'status', 'inviteeEmail'])
      .where('gameId', 'in', [before, after, own])
      .execute();
    expect(invitations.length).toBe(3);
    for (const invitation of invitations) expect(invitation.status).toBe('declined');
    const holding = await db()
      .selectFrom('invitations')
      .select('id')
      .where('inviteeEmail', '=', address)
      .execute();
    expect(holding).toEqual([]);

    // Whoever registers the address next inherits nothing of the closed account.
    const newcomer = await buildUser(app.ctx.db, { email: address });
    const theirs = await app.request('GET', '/api/invitations', {
      cookie: await signIn(app.ctx.db, newcomer.id),
    });
    expect(theirs.status).toBe(200);
    expect(theirs.json.invitations).toEqual([]);
  });

  it('lets no link or session that outlived the deletion open the account', async () => {
    const user = await buildUser(app.ctx.db);
    const cookie = await signIn(app.ctx.db, user.id);
    await close(cookie);
    // As if each had survived the deletion: a change of address, both e-mailed tokens and a session.
    const changeToken = 'a change of address link that survived';
    const now = Date.now();
    await db()
      .insertInto('emailChanges')
      .values({
        id: hashToken(changeToken),
        userId: user.id,
        newEmail: `back.${user.username}@example.test`,
        createdAt: now,
        expiresAt: now + 60_000,
      })
      .execute();
    const resetToken = await issueToken(db(), user.id, 'reset_password');
    const confirmToken = await issueToken(db(), user.id, 'confirm_email');
    const survivor = await signIn(app.ctx.db, user.id);

    const changed = await confirmChange(changeToken);
    expect(changed.status, changed.text).toBe(400);
    expect(changed.json.code).toBe('link_invalid');
    // Used up, not left for another try.
    expect(
      await db().selectFrom('emailChanges').select('id').where('userId', '=', user.id).execute(),
    ).toEqual([]);

    const wasReset = await reset(resetToken);
    expect(wasReset.status, wasReset.text).toBe(400);
    expect(wasReset.json.code).toBe('link_invalid');

    const confirmed = await app.request(
      'GET',
      `/api/confirm-email?token=${encodeURIComponent(confirmToken)}`,
    );
    expect(confirmed.status, confirmed.text).toBe(400);
    expect(confirmed.json.code).toBe('link_invalid');

    for (const path of ['/api/user', '/api/user/export']) {
      const res = await app.request('GET', path, { cookie: survivor });
      expect(res.status, path).toBe(401);
      expect(res.json.code).toBe('auth_required');
    }
    expect(await db().selectFrom('sessions').select('id').where('userId', '=', user.id).execute()).toEqual(
      [],
    );

    const emptied = await row(user);
    expect(emptied.email).toMatch(/@deleted\.invalid$/);
    expect(emptied.passwordHash).toBe('');
    expect(emptied.emailVerifiedAt).toBeNull();
  });

  it('is not found by an address, a password and a confirmation its row came to hold', async () => {
    const user = await buildUser(app.ctx.db);
    await close(await signIn(app.ctx.db, user.id));
    const revived = `revived.${user.username}@example.test`;
    const { passwordHash } = await row(await buildUser(app.ctx.db));
    await db()
      .updateTable('users')
      .set({ email: revived, passwordHash, emailVerifiedAt: Date.now() })
      .where('id', '=', user.id)
      .execute();

    const signedIn = await login(revived, TEST_PASSWORD);
    expect(signedIn.status).toBe(401);
    expect(signedIn.json.code).toBe('invalid_credentials');
    expect((await forgot(revived)).status).toBe(200);
    expect(await mailsTo(revived, RESET_SUBJECT)).toEqual([]);
    // Had it been given an address still waiting for confirmation, no confirmation link would go to it.
    await db().updateTable('users').set({ emailVerifiedAt: null }).where('id', '=', user.id).execute();
    const resent = await app.request('POST', '/api/resend-confirmation', { body: { email: revived } });
    expect(resent.status).toBe(200);
    expect(await mailsTo(revived, CONFIRM_SUBJECT)).toEqual([]);
  });
});
