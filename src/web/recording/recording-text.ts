import type { I18n } from '@lingui/core';
import { RECORDING_MAX_MS } from '../../core/limits';
import { loadedMessage } from '../i18n/loaded-message';
import type { ConsentNotice } from './consent';

/** How long a recording may last, in hours: the rule's sentences name it. */
export const RECORDING_LIMIT_HOURS = RECORDING_MAX_MS / 3_600_000;

/** A consent notice in the reader's language: the call area's words, or the server's refusal. */
export function noticeText(i18n: I18n, notice: ConsentNotice): string {
  if ('id' in notice) return i18n._(notice.id, { name: notice.name ?? '' });
  return loadedMessage(i18n, `error.${notice.code}`) ?? notice.message;
}

/** "3:07" for an elapsed recording. */
export function formatElapsed(ms: number): string {
  const seconds = Math.floor(ms / 1000);
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}
