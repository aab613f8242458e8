import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIRM_SUBJECT, newAccount, RESET_SUBJECT, tokenFromOutbox } from './accounts/testing';
import { redactUrl } from './logger';
import { startTestApp, type TestApp } from './test/harness';

describe('log lines never carry an e-mailed token', () => {
  const lines: string[] = [];
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({
      env: { LOG_LEVEL: 'trace' },
      logDestination: { write: (line) => lines.push(line) },
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('neither in the access log of the pages and calls that take one, nor in the outbox mode', async () => {
    const account = newAccount();
    expect((await app.request('POST', '/api/register', { body: account })).status).toBe(200);
    const confirmToken = await tokenFromOutbox(app, account.email, CONFIRM_SUBJECT);
    const confirmQuery = `token=${encodeURIComponent(confirmToken)}`;
    await app.request('GET', `/confirm-email?${confirmQuery}`);
    expect((await app.request('GET', `/api/confirm-email?${confirmQuery}`)).status).toBe(200);

    await app.request('POST', '/api/forgot-password', { body: { email: account.email } });
    const resetToken = await tokenFromOutbox(app, account.email, RESET_SUBJECT);
    await app.request('GET', `/reset-password?token=${encodeURIComponent(resetToken)}&from=mail`);
    const reset = await app.request('POST', '/api/reset-password', {
      body: { token: resetToken, password: 'a new password 2026' },
    });
    expect(reset.status, reset.text).toBe(200);
    await app.ctx.mailer.idle();

    const log = lines.join('');
    expect(log).not.toContain(confirmToken);
    expect(log).not.toContain(encodeURIComponent(confirmToken));
    expect(log).not.toContain(resetToken);
    expect(log).not.toContain(encodeURIComponent(resetToken));
    // The lines are there, with the secret taken out and the rest kept.
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const urls = entries.flatMap((entry) => {
      const req = entry.req as { url?: string } | undefined;
      return req?.url ? [req.url] : [];
    });
    expect(urls).toContain('/api/confirm-email?token=[redacted]');
    expect(urls).toContain('/reset-password?token=[redacted]&from=mail');
    const outbox = entries.filter((entry) => entry.msg === 'mail written to outbox');
    expect(outbox.length).toBeGreaterThanOrEqual(2);
    for (const entry of outbox) expect(entry.file).toMatch(/\.eml$/);
  });
});

describe('redactUrl', () => {
  it('takes out the values of credential-like parameters and keeps the rest of the URL', () => {
    expect(redactUrl('/api/users/u1/games?status=active&q=ann')).toBe(
      '/api/users/u1/games?status=active&q=ann',
    );
    expect(redactUrl('/payment-success?demo=true&session_id=cs_1&resetToken=x')).toBe(
      '/payment-success?demo=true&session_id=[redacted]&resetToken=[redacted]',
    );
    expect(redactUrl('/x?TOKEN=a%20b&token&=v')).toBe('/x?TOKEN=[redacted]&token&=v');
    expect(redactUrl('/ws')).toBe('/ws');
  });
});
