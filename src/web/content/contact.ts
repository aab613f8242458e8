import type { MessageId } from '@lingui/core';

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

/** The subject of a bug report e-mail, in the reader's language (the `help` area). */
export const ISSUE_REPORT_SUBJECT: MessageId = 'help.issueReport.subject';

/** The questions that make a bug report useful, pre-filled into the e-mail (the `help` area). */
export const ISSUE_REPORT_TEMPLATE: MessageId = 'help.issueReport.body';
