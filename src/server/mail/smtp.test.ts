import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIRM_SUBJECT, newAccount } from '../accounts/testing';
import { startTestApp, type TestApp } from '../test/harness';
import { readOutbox } from './outbox-reader';

/** A real SMTP server in the test process, keeping every message it receives. */
async function startSmtpServer() {
  const received: { envelopeTo: string[]; mail: ParsedMail }[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push({ envelopeTo: session.envelope.rcptTo.map((r) => r.address), mail });
          for (const wake of waiters.splice(0)) wake();
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    async next(count: number) {
      while (received.length < count) await new Promise<void>((resolve) => waiters.push(resolve));
      return received[count - 1] as (typeof received)[number];
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('e-mail through a real SMTP server', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let app: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    app = await startTestApp({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'ChessChat <hello@chess.example>' } });
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  it('delivers the confirmation e-mail over SMTP with text and HTML parts and a working link', async () => {
    expect(app.ctx.mailer.kind).toBe('smtp');
    const account = newAccount();
    expect((await app.request('POST', '/api/register', { body: account })).status).toBe(200);

    const { envelopeTo, mail } = await smtp.next(1);
    expect(envelopeTo).toEqual([account.email]);
    expect(mail.subject).toBe(CONFIRM_SUBJECT);
    expect(mail.from?.value[0]?.address).toBe('hello@chess.example');
    const text = mail.text ?? '';
    const html = typeof mail.html === 'string' ? mail.html : '';
    const link = /https?:\/\/\S+\/confirm-email\?token=[\w-]+/.exec(text)?.[0];
    expect(link?.startsWith(`${app.config.appUrl}/confirm-email?token=`)).toBe(true);
    expect(html).toContain(link);
    expect(html).toContain('Confirm my email');

    // Nothing went to the outbox folder; the link from the real message confirms the account.
    await app.ctx.mailer.idle();
    expect(await readOutbox(app.config.outboxDir)).toEqual([]);
    const token = new URL(link as string).searchParams.get('token') as string;
    expect((await app.request('GET', `/api/confirm-email?token=${token}`)).status).toBe(200);
    const login = await app.request('POST', '/api/login', {
      body: { email: account.email, password: account.password },
    });
    expect(login.status).toBe(200);
  });
});
