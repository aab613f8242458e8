import correspondenceArea from 'virtual:catalogue-area/correspondence';
import type { I18n } from '@lingui/core';
import { sharedArea } from './shared-area';

/**
 * The correspondence area (issue 32, decision 316): the words of correspondence games, drawn on the create screen,
 * the dashboard and the room.
 */
export const correspondenceWords = sharedArea(correspondenceArea);

/** Time left in its two largest units, shared with the challenge cards (decision 329). */
export { timeLeftText } from './time-left-text';

/** The instant a move is due, as a date and time in the reader's language and time zone. */
export function deadlineText(i18n: I18n, at: number): string {
  return new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' }).format(at);
}
