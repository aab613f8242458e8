import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../test/databases';
import { buildUser } from '../test/factories';
import { startTestApp, type TestApp } from '../test/harness';
import { RATE_RULES } from './rate-limit';
import { newAccount, RESET_SUBJECT, tokenFromOutbox } from './testing';

describe.each(testDatabases())('weak passwords refused on sign-up and reset on %s', (database) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ database });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('refuses a common password at sign-up with zxcvbn’s reason, without using up a sign-up', async () => {
    const account = newAccount();
    for (let attempt = 0; attempt <= RATE_RULES.registerPerAddress.limit; attempt += 1) {
      const weak = await app.request('POST', '/api/register', {
        body: { ...account, password: 'password1' },
      });
      expect(weak.status).toBe(400);
      expect(weak.json.code).toBe('weak_password');
      expect(weak.json.message).toMatch(
        /^This password is too easy to guess\. This is a commonly used password\./,
      );
    }
    expect((await app.request('POST', '/api/register', { body: account })).status).toBe(200);
  });

  it('counts the name and username being signed up with as guessable', async () => {
    const account = newAccount({ fullName: 'Wilhelmina Steinitz', username: 'wilhelmina_s' });
    const res = await app.request('POST', '/api/register', {
      body: { ...account, password: 'WilhelminaSteinitz' },
    });
    expect(res.json.code).toBe('weak_password');
  });

  it("refuses a weak reset password, including the owner's own name, and the link still works", async () => {
    const user = await buildUser(app.ctx.db, { fullName: 'Gioachino Greco' });
    await app.request('POST', '/api/forgot-password', { body: { email: user.email } });
    const token = await tokenFromOutbox(app, user.email, RESET_SUBJECT);
    const reset = (password: string) =>
      app.request('POST', '/api/reset-password', { body: { token, password } });
    const common = await reset('qwerty123');
    expect(common.status).toBe(400);
    expect(common.json.code).toBe('weak_password');
    const ownName = await reset('gioachinogreco');
    expect(ownName.json.code).toBe('weak_password');
    expect((await reset('the calabrian played the gambit')).status).toBe(200);
  });
});
