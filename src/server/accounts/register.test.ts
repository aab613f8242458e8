import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox, waitForMail } from '../mail/outbox-reader';
import { testDatabases } from '../test/databases';
import { buildUser, TEST_PASSWORD } from '../test/factories';
import { startTestApp, type TestApp } from '../test/harness';
import { hashToken } from './session';
import { CONFIRM_SUBJECT, linkFromOutbox, newAccount, TAKEN_SUBJECT, tokenFromOutbox } from './testing';

describe.each(testDatabases())('sign-up and e-mail confirmation on %s', (database) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ database });
  });
  afterAll(async () => {
    await app?.close();
  });

  const confirm = (token: string) =>
    app.request('GET', `/api/confirm-email?token=${encodeURIComponent(token)}`);
  const login = (email: string, password: string) =>
    app.request('POST', '/api/login', { body: { email, password } });
  const userByEmail = (email: string) =>
    app.ctx.db.kysely.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();

  it('registers, e-mails a confirmation link, refuses sign-in until confirmed, then signs in', async () => {
    const account = newAccount();
    const registered = await app.request('POST', '/api/register', { body: account });
    expect(registered.status).toBe(200);
    expect(registered.json).toEqual({
      requiresEmailVerification: true,
      message: `We sent a confirmation link to ${account.email}. Open it to activate your account.`,
    });
    expect(registered.cookies).toBe('');

    const stored = await userByEmail(account.email);
    expect(stored?.emailVerifiedAt).toBeNull();
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(stored?.passwordHash).not.toContain(account.password);

    const mail = await waitForMail(app.config.outboxDir, { to: account.email, subject: CONFIRM_SUBJECT });
    const link = mail.links.find((l) => l.startsWith(`${app.config.appUrl}/confirm-email?token=`));
    expect(link).toBeDefined();
    expect(mail.html).toContain(`${app.config.appUrl}/confirm-email?token=`);
    expect(mail.text).toContain(`Hi ${account.fullName},`);
    const token = new URL(link as string).searchParams.get('token') as string;
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);

    // Only the token's hash is stored.
    const tokens = await app.ctx.db.kysely
      .selectFrom('accountTokens')
      .selectAll()
      .where('userId', '=', stored?.id as string)
      .execute();
    expect(tokens.map((t) => t.id)).toEqual([hashToken(token)]);
    expect(tokens[0]?.expiresAt).toBeGreaterThan(Date.now() + 23.9 * 3600_000);
    expect(tokens[0]?.expiresAt).toBeLessThanOrEqual(Date.now() + 24 * 3600_000);

    const early = await login(account.email, account.password);
    expect(early.status).toBe(403);
    expect(early.json.requiresEmailVerification).toBe(true);
    expect(early.json.message).toMatch(/confirm your email/);
    expect(early.cookies).toBe('');

    const confirmed = await confirm(token);
    expect(confirmed.status).toBe(200);
    expect(confirmed.json).toEqual({
      message: 'Your email address is confirmed. You can now sign in.',
      expired: false,
      email: account.email,
    });

    const signedIn = await login(account.email.toUpperCase(), account.password);
    expect(signedIn.status).toBe(200);
    expect(signedIn.json).toMatchObject({
      email: account.email,
      username: account.username,
      fullName: account.fullName,
      firstName: 'Ada',
      subscriptionTier: 'free',
      rating: 1200,
    });
    const me = await app.request('GET', '/api/user', { cookie: signedIn.cookies });
    expect(me.status).toBe(200);
    expect(me.json.email).toBe(account.email);
  });

  it('accepts a confirmation link once; a reused or unknown link gets a clear error', async () => {
    const account = newAccount();
    expect((await app.request('POST', '/api/register', { body: account })).status).toBe(200);
    const token = await tokenFromOutbox(app, account.email, CONFIRM_SUBJECT);
    expect((await confirm(token)).status).toBe(200);

    const reused = await confirm(token);
    expect(reused.status).toBe(400);
    expect(reused.json).toEqual({
      message: 'This confirmation link is invalid or has already been used.',
      code: 'link_invalid',
      expired: false,
      email: null,
    });
    const unknown = await confirm('A'.repeat(43));
    expect(unknown.status).toBe(400);
    expect(unknown.json.expired).toBe(false);
    const missing = await app.request('GET', '/api/confirm-email');
    expect(missing.status).toBe(400);
    expect(missing.json.message).toBe('token is required');
  });

  it('uses the same token once even when two confirmations race', async () => {
    const account = newAccount();
    expect((await app.request('POST', '/api/register', { body: account })).status).toBe(200);
    const token = await tokenFromOutbox(app, account.email, CONFIRM_SUBJECT);
    const answers = await Promise.all([confirm(token), confirm(token), confirm(token)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400]);
  });

  it('answers an expired link with expired and the address, and a resent link works', async () => {
    const account = newAccount();
    expect((await app.request('POST', '/api/register', { body: account })).status).toBe(200);
    const token = await tokenFromOutbox(app, account.email, CONFIRM_SUBJECT);
    await app.ctx.db.kysely
      .updateTable('accountTokens')
      .set({ expiresAt: Date.now() - 1 })
      .where('id', '=', hashToken(token))
      .execute();
    const expired = await confirm(token);
    expect(expired.status).toBe(410);
    expect(expired.json).toEqual({
      message: 'This confirmation link has expired. You can ask for a new one.',
      code: 'link_expired',
      expired: true,
      email: account.email,
    });
    const refused = await login(account.email, account.password);
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({ code: 'email_not_verified', requiresEmailVerification: true });

    const resent = await app.request('POST', '/api/resend-confirmation', { body: { email: account.email } });
    expect(resent.status).toBe(200);
    const fresh = await tokenFromOutbox(app, account.email, CONFIRM_SUBJECT, 1);
    expect(fresh).not.toBe(token);
    expect((await confirm(fresh)).status).toBe(200);
    expect((await login(account.email, account.password)).status).toBe(200);
  });

  it('voids the older confirmation link when a new one is sent', async () => {
    const account = newAccount();
    expect((await app.request('POST', '/api/register', { body: account })).status).toBe(200);
    const first = await tokenFromOutbox(app, account.email, CONFIRM_SUBJECT);
    await app.request('POST', '/api/resend-confirmation', { body: { email: account.email } });
    const second = await tokenFromOutbox(app, account.email, CONFIRM_SUBJECT, 1);
    expect((await confirm(first)).status).toBe(400);
    expect((await confirm(second)).status).toBe(200);
  });

  it('answers a taken address exactly like a new one, and e-mails its owner instead', async () => {
    const owner = await buildUser(app.ctx.db);
    const fresh = newAccount();
    const taken = newAccount({ email: `  ${owner.email.toUpperCase()} ` });

    const freshAnswer = await app.request('POST', '/api/register', { body: fresh });
    const takenAnswer = await app.request('POST', '/api/register', { body: taken });
    expect(takenAnswer.status).toBe(freshAnswer.status);
    expect(takenAnswer.json).toEqual({
      ...freshAnswer.json,
      message: (freshAnswer.json.message as string).replace(fresh.email, owner.email),
    });
    expect(takenAnswer.cookies).toBe(freshAnswer.cookies);

    const notice = await waitForMail(app.config.outboxDir, { to: owner.email, subject: TAKEN_SUBJECT });
    expect(notice.text).toContain(`${app.config.appUrl}/forgot-password`);
    expect(notice.links).toContain(`${app.config.appUrl}/signin`);
    expect(notice.html).toContain('already belongs to your account');
    await app.ctx.mailer.idle();
    const confirmationsToOwner = (await readOutbox(app.config.outboxDir)).filter(
      (m) => m.to.includes(owner.email) && m.subject === CONFIRM_SUBJECT,
    );
    expect(confirmationsToOwner).toEqual([]);

    // No second account, and the owner's password still works.
    const rows = await app.ctx.db.kysely
      .selectFrom('users')
      .select('id')
      .where('email', '=', owner.email)
      .execute();
    expect(rows).toHaveLength(1);
    expect(
      await app.ctx.db.kysely
        .selectFrom('users')
        .select('id')
        .where('username', '=', taken.username)
        .executeTakeFirst(),
    ).toBeUndefined();
    expect((await login(owner.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('refuses a taken username regardless of case, with a clear message and no mail', async () => {
    const holder = await buildUser(app.ctx.db, { username: 'CapablancaFan' });
    const account = newAccount({ username: 'capablancafan' });
    const answer = await app.request('POST', '/api/register', { body: account });
    expect(answer.status).toBe(409);
    expect(answer.json.message).toBe('That username is already taken. Please choose another one.');
    expect(await userByEmail(account.email)).toBeUndefined();
    expect((await userByEmail(holder.email))?.username).toBe('CapablancaFan');
    await app.ctx.mailer.idle();
    expect((await readOutbox(app.config.outboxDir)).filter((m) => m.to.includes(account.email))).toEqual([]);
  });

  it('answers resend-confirmation identically for unknown, confirmed and waiting addresses', async () => {
    const waiting = newAccount();
    expect((await app.request('POST', '/api/register', { body: waiting })).status).toBe(200);
    await waitForMail(app.config.outboxDir, { to: waiting.email, subject: CONFIRM_SUBJECT });
    const confirmed = await buildUser(app.ctx.db);
    const unknown = 'nobody.here@example.test';

    const answers = await Promise.all(
      [waiting.email, confirmed.email, unknown].map(async (email) => {
        const res = await app.request('POST', '/api/resend-confirmation', { body: { email } });
        return { status: res.status, body: JSON.stringify(res.json).replace(email, '<email>') };
      }),
    );
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]?.status).toBe(200);

    await waitForMail(app.config.outboxDir, { to: waiting.email, subject: CONFIRM_SUBJECT, skip: 1 });
    await app.ctx.mailer.idle();
    const others = (await readOutbox(app.config.outboxDir)).filter(
      (m) => m.to.includes(confirmed.email) || m.to.includes(unknown),
    );
    expect(others).toEqual([]);
  });

  it('checks sign-up fields: password 8 to 128 characters, username letters, digits or underscores', async () => {
    const short = await app.request('POST', '/api/register', { body: newAccount({ password: 'seven77' }) });
    expect(short.status).toBe(400);
    expect(short.json.message).toBe('password: Password must be at least 8 characters long');
    const long = await app.request('POST', '/api/register', {
      body: newAccount({ password: 'x'.repeat(129) }),
    });
    expect(long.status).toBe(400);
    expect(long.json.message).toBe('password: Password must be at most 128 characters long');
    const badName = await app.request('POST', '/api/register', {
      body: newAccount({ username: 'no spaces' }),
    });
    expect(badName.status).toBe(400);
    expect(badName.json.message).toMatch(/^username: Username must be 3–20 letters/);
    const badEmail = await app.request('POST', '/api/register', {
      body: newAccount({ email: 'not-an-address' }),
    });
    expect(badEmail.status).toBe(400);
    expect(badEmail.json.message).toBe('email: Please enter a valid email address');
    const edge = newAccount({ password: 'compile the future 1952 '.padEnd(128, '.') });
    expect((await app.request('POST', '/api/register', { body: edge })).status).toBe(200);
    expect(await linkFromOutbox(app, edge.email, CONFIRM_SUBJECT)).toMatch(/^\/confirm-email\?token=/);
  });

  it('refuses full names with line breaks or links, so no such text reaches a confirmation e-mail', async () => {
    for (const [fullName, message] of [
      [
        'Ada\n\nYour account is locked',
        'fullName: Full name cannot contain line breaks or other control characters',
      ],
      ['Ada, see https://evil.example', 'fullName: Full name cannot contain links or web addresses'],
      ['Ada\uFFFE', 'fullName: Full name cannot contain characters that are not text (such as U+FFFE)'],
      ['Ada\uDC00 L', 'fullName: Full name cannot contain characters that are not text (such as U+FFFE)'],
    ]) {
      const account = newAccount({ fullName });
      const res = await app.request('POST', '/api/register', { body: account });
      expect(res.status).toBe(400);
      expect(res.json.code).toBe('invalid_input');
      expect(res.json.message).toBe(message);
      expect(await userByEmail(account.email)).toBeUndefined();
    }
  });

  it('redirects GET /api/login to the sign-up page', async () => {
    const res = await app.request('GET', '/api/login');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/signup');
  });
});
