import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createMailer } from './mailer';
import { readOutbox } from './outbox-reader';

describe('mail composed in the background', () => {
  const outboxDir = mkdtempSync(path.join(os.tmpdir(), 'chesschat-mailer-'));
  afterAll(() => rmSync(outboxDir, { recursive: true, force: true }));

  const logged: Record<string, unknown>[] = [];
  const log = pino({ level: 'error' }, { write: (line: string) => logged.push(JSON.parse(line)) });
  const mailer = createMailer({ smtpUrl: undefined, from: 'test@example.test', outboxDir, log });

  it('sends what the work returns, sends nothing for null, and logs work that fails', async () => {
    mailer.sendLater(async () => ({
      to: 'a@example.test',
      subject: 'Composed',
      text: 'hi',
      html: '<p>hi</p>',
    }));
    mailer.sendLater(async () => null);
    mailer.sendLater(async () => {
      throw new Error('the database is gone');
    });
    await mailer.idle();
    expect((await readOutbox(outboxDir)).map((mail) => mail.subject)).toEqual(['Composed']);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      msg: 'mail could not be sent',
      err: { message: 'the database is gone' },
    });
  });
});
