import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { type AddressObject, simpleParser } from 'mailparser';

/**
 * Reads the development outbox back (tests and browser journeys). Not used by the server itself;
 * mailparser is a development dependency.
 */
export interface OutboxMail {
  file: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Every http(s) link in the plain-text part, in order. */
  links: string[];
}

function addresses(field: AddressObject | AddressObject[] | undefined): string[] {
  const list = Array.isArray(field) ? field : field ? [field] : [];
  return list.flatMap((group) => group.value.map((entry) => (entry.address ?? '').toLowerCase()));
}

/** Every message in the outbox, oldest first (file names sort in the order they were written). */
export async function readOutbox(outboxDir: string): Promise<OutboxMail[]> {
  let names: string[];
  try {
    names = (await readdir(outboxDir)).filter((name) => name.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  return Promise.all(
    names.map(async (file) => {
      const parsed = await simpleParser(await readFile(path.join(outboxDir, file)));
      const text = parsed.text ?? '';
      return {
        file,
        to: addresses(parsed.to),
        subject: parsed.subject ?? '',
        text,
        html: typeof parsed.html === 'string' ? parsed.html : '',
        links: text.match(/https?:\/\/[^\s<>"]+/g) ?? [],
      };
    }),
  );
}

export interface MailQuery {
  to: string;
  /** A part of the subject, to tell the account e-mails apart. */
  subject?: string;
  /** Only messages after the first `skip` matching ones (to wait for a second mail). */
  skip?: number;
  timeoutMs?: number;
}

/** The newest matching message, waiting for it to arrive (mail is sent after the answer). */
export async function waitForMail(outboxDir: string, query: MailQuery): Promise<OutboxMail> {
  const deadline = Date.now() + (query.timeoutMs ?? 10_000);
  const to = query.to.toLowerCase();
  for (;;) {
    const matching = (await readOutbox(outboxDir)).filter(
      (mail) => mail.to.includes(to) && (!query.subject || mail.subject.includes(query.subject)),
    );
    const fresh = matching.slice(query.skip ?? 0);
    const newest = fresh.at(-1);
    if (newest) return newest;
    if (Date.now() > deadline) {
      throw new Error(`No mail to ${query.to}${query.subject ? ` about "${query.subject}"` : ''} arrived`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The link in a message that points into the app (its e-mails' call to action). */
export function appLink(mail: OutboxMail, appUrl: string, pathname?: string): string {
  const link = mail.links.find(
    (candidate) => candidate.startsWith(appUrl) && (!pathname || new URL(candidate).pathname === pathname),
  );
  if (!link) throw new Error(`The mail "${mail.subject}" has no link into ${appUrl}${pathname ?? ''}`);
  return link;
}
