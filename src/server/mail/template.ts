import { localeDirection } from '../../core/locales';
import { looksLikeLink, visibleText } from '../../core/names';
import type { Words } from '../i18n/words';

/** Escapes text for HTML mail bodies. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const MAIL_NAME_MAX = 60;

/**
 * A name as it may stand in an e-mail. Names are typed by whoever signed up, who need not be the
 * reader: hidden characters go, a long one is cut short, and anything a mail program would turn into
 * a link is broken up ("evil[.]com", "https[:]//") so the reader cannot follow it from our mail.
 */
export function mailSafeName(name: string): string {
  const visible = visibleText(name);
  const short = visible.length > MAIL_NAME_MAX ? `${visible.slice(0, MAIL_NAME_MAX - 1)}…` : visible;
  if (!looksLikeLink(short)) return short;
  return short.replace(/:\/\//g, '[:]//').replace(/\./g, '[.]');
}

export interface MailBody {
  text: string;
  html: string;
}

/**
 * A plain message with one call-to-action link, as text and as simple HTML, in the recipient's language: the HTML
 * says which (`lang`, and `dir` for Arabic), so mail programs and screen readers read it right.
 */
export function linkMail(
  words: Words,
  options: { greeting: string; paragraphs: string[]; action: string; link: string; footer?: string },
): MailBody {
  const { greeting, paragraphs, action, link, footer } = options;
  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    `${action}: ${link}`,
    '',
    footer ?? '',
    '— ChessChat',
  ]
    .join('\n')
    .replace(/\n{3,}/g, '\n\n');
  const html = `<!doctype html><html lang="${words.locale}" dir="${localeDirection(words.locale)}"><body style="font-family:system-ui,sans-serif;color:#1c1917;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#0f766e;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(action)}</a></p>
<p style="font-size:13px;color:#57534e">${escapeHtml(words.t('mail.orOpenLink'))} <a href="${escapeHtml(link)}" dir="ltr">${escapeHtml(link)}</a></p>
${footer ? `<p style="font-size:13px;color:#57534e">${escapeHtml(footer)}</p>` : ''}
<p>— ChessChat</p>
</body></html>`;
  return { text, html };
}

/** "Hi Ada," with the name made safe for mail (`mailSafeName`). */
export function greeting(words: Words, fullName: string): string {
  return words.t('mail.greeting', { name: mailSafeName(fullName) });
}
