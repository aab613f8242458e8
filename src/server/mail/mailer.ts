import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import type { Logger } from 'pino';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  /**
   * Sends without making the caller wait; a failure is logged. Used where the time an answer takes
   * must not tell whether a mail was sent (account enumeration). Given a function, runs it in the
   * background too and sends what it returns (nothing for null): the lookups and writes that decide
   * the mail then stay out of the answer's time as well.
   */
  sendLater(message: MailMessage | ComposeMail): void;
  /** Resolves once every message handed to `sendLater` so far has been sent or has failed. */
  idle(): Promise<void>;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  log: Logger;
}

/** Work that decides on a mail (looks up the recipient, issues a token) and returns it, or null for none. */
export type ComposeMail = () => Promise<MailMessage | null>;

type Deliver = (message: MailMessage) => Promise<void>;

/**
 * A transport made on first use: nodemailer takes a noticeable share of start-up to load, and most
 * processes send no mail in their first seconds.
 */
function lazyTransport(options: string | Record<string, unknown>): () => Promise<Transporter> {
  let transport: Promise<Transporter> | null = null;
  return () => {
    transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(options));
    return transport;
  };
}

/** Real SMTP when `SMTP_URL` is set; otherwise each message becomes an `.eml` file in the outbox folder. */
export function createMailer({ smtpUrl, from, outboxDir, log }: MailerOptions): Mailer {
  return smtpUrl
    ? withBackgroundSending('smtp', smtpDelivery(smtpUrl, from, log), log)
    : withBackgroundSending('outbox', outboxDelivery(outboxDir, from, log), log);
}

/** What nodemailer is given. */
function envelope(from: string, { to, subject, text, html }: MailMessage) {
  return { from, to, subject, text, html };
}

function smtpDelivery(smtpUrl: string, from: string, log: Logger): Deliver {
  const transport = lazyTransport(smtpUrl);
  return async (message) => {
    await (await transport()).sendMail(envelope(from, message));
    log.info({ to: message.to, subject: message.subject }, 'mail sent');
  };
}

function outboxDelivery(outboxDir: string, from: string, log: Logger): Deliver {
  const transport = lazyTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let sequence = 0;
  return async (message) => {
    const info = await (await transport()).sendMail(envelope(from, message));
    await mkdir(outboxDir, { recursive: true });
    // Time, then a per-process sequence: file names sort in the order the messages were written.
    sequence += 1;
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const name = `${stamp}-${String(sequence).padStart(6, '0')}-${randomBytes(3).toString('hex')}.eml`;
    await writeFile(path.join(outboxDir, name), info.message as Buffer);
    // The file, never the link: a reset or confirmation link in the log would be a working credential there.
    log.info({ to: message.to, subject: message.subject, file: name }, 'mail written to outbox');
  };
}

function withBackgroundSending(kind: Mailer['kind'], deliver: Deliver, log: Logger): Mailer {
  const pending = new Set<Promise<void>>();
  return {
    kind,
    send: deliver,
    sendLater(message) {
      const compose: ComposeMail = typeof message === 'function' ? message : async () => message;
      let composed: MailMessage | null = null;
      const delivery = compose()
        .then(async (mail) => {
          composed = mail;
          if (mail) await deliver(mail);
        })
        .catch((err: unknown) => {
          log.error({ err, to: composed?.to, subject: composed?.subject }, 'mail could not be sent');
        })
        .finally(() => pending.delete(delivery));
      pending.add(delivery);
    },
    async idle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
