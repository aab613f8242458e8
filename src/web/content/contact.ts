/** Where people reach us. Every "contact" link on the site is built from here. */
export const SUPPORT_EMAIL = 'support@chesschat.app';

/** A mailto: link to support, optionally with a subject and a pre-filled body. */
export function supportMailto(subject?: string, body?: string): string {
  const params = new URLSearchParams();
  if (subject) params.set('subject', subject);
  if (body) params.set('body', body);
  // URLSearchParams writes spaces as "+", which mail clients show literally; mailto wants %20.
  const query = params.toString().replace(/\+/g, '%20');
  return `mailto:${SUPPORT_EMAIL}${query ? `?${query}` : ''}`;
}

export const ISSUE_REPORT_SUBJECT = 'Issue report';

/** The questions that make a bug report useful, pre-filled into the e-mail. */
export const ISSUE_REPORT_TEMPLATE = [
  'What happened:',
  '',
  'What I expected instead:',
  '',
  'Steps to make it happen again:',
  '1. ',
  '',
  'Browser and device:',
  'Game link (if it happened during a game):',
].join('\n');
