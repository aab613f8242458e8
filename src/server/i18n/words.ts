import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { isUntimed } from '../../core/chess/clock';
import { type Locale, SOURCE_LOCALE } from '../../core/locales';
import { SERVER_CATALOGUES, type ServerMessageId } from './catalogues';

/**
 * What the server writes to one person, in their language (decision 299): e-mails and push notices. A message is
 * ICU MessageFormat, compiled by Lingui's own compiler when a language is first asked for, then kept.
 */
export interface Words {
  readonly locale: Locale;
  /** The message `id` with its placeholders filled; plurals, selects and numbers in this language. */
  t(id: ServerMessageId, values?: Record<string, string | number>): string;
  /**
   * A clock as a sentence says it: "5 min + 3 s", "10 min", "No clock"; "3 days per move" for a correspondence
   * game, given its days (decision 329).
   */
  clock(timeControl: number, increment: number, daysPerMove?: number | null): string;
}

function compiledMessages(locale: Locale): Messages {
  const messages: Messages = {};
  for (const area of Object.values(SERVER_CATALOGUES)) {
    for (const [id, message] of Object.entries(area[locale])) messages[id] = compileMessageOrThrow(message);
  }
  return messages;
}

/**
 * Lingui's ids are typed for the web client's catalogues (its `Register`, message-ids.d.ts), which the server's are
 * not: the server types its own through `ServerMessageId`, and calls the translator untyped underneath.
 */
type UntypedTranslate = (id: string, values?: Record<string, string | number>) => string;

function wordsOf(i18n: I18n, locale: Locale): Words {
  const translate = i18n._.bind(i18n) as UntypedTranslate;
  const t: Words['t'] = (id, values) => translate(id, values);
  const seconds = (count: number) => t('clock.seconds', { seconds: count });
  return {
    locale,
    t,
    clock(timeControl, increment, daysPerMove) {
      if (daysPerMove) return t('clock.daysPerMove', { days: daysPerMove });
      if (isUntimed(timeControl)) return t('clock.none');
      const minutes = Math.floor(timeControl / 60);
      const rest = timeControl % 60;
      const parts = [
        minutes > 0 ? t('clock.minutes', { minutes }) : '',
        rest > 0 || minutes === 0 ? seconds(rest) : '',
      ];
      const initial = parts.filter(Boolean).join(' ');
      return increment > 0 ? t('clock.withIncrement', { initial, increment: seconds(increment) }) : initial;
    },
  };
}

const made = new Map<Locale, Words>();

/** The words of a language; English for a person who chose none (null). */
export function wordsFor(locale: Locale | null): Words {
  const wanted = locale ?? SOURCE_LOCALE;
  let words = made.get(wanted);
  if (!words) {
    const i18n = setupI18n({ locale: wanted, messages: { [wanted]: compiledMessages(wanted) } });
    words = wordsOf(i18n, wanted);
    made.set(wanted, words);
  }
  return words;
}
