import type { Locale } from '../../core/locales';
import mailAr from './catalogues/mail/ar.json';
import mailDe from './catalogues/mail/de.json';
import mailEn from './catalogues/mail/en.json';
import mailEs from './catalogues/mail/es.json';
import mailFr from './catalogues/mail/fr.json';
import mailPtBr from './catalogues/mail/pt-BR.json';
import mailRu from './catalogues/mail/ru.json';
import pushAr from './catalogues/push/ar.json';
import pushDe from './catalogues/push/de.json';
import pushEn from './catalogues/push/en.json';
import pushEs from './catalogues/push/es.json';
import pushFr from './catalogues/push/fr.json';
import pushPtBr from './catalogues/push/pt-BR.json';
import pushRu from './catalogues/push/ru.json';
import wordsAr from './catalogues/words/ar.json';
import wordsDe from './catalogues/words/de.json';
import wordsEn from './catalogues/words/en.json';
import wordsEs from './catalogues/words/es.json';
import wordsFr from './catalogues/words/fr.json';
import wordsPtBr from './catalogues/words/pt-BR.json';
import wordsRu from './catalogues/words/ru.json';

/**
 * The server's message catalogues (decision 299), one folder per area as the client's (decision 297): `mail` for
 * e-mails, `push` for notices on a person's devices, `words` for what both say (clocks, colours). Imported as JSON,
 * so the esbuild bundle, tsx and the tests all carry them, with no file to find at run time. English is the source:
 * its ids type every call.
 */
export const SERVER_CATALOGUES = {
  mail: { en: mailEn, es: mailEs, fr: mailFr, de: mailDe, 'pt-BR': mailPtBr, ru: mailRu, ar: mailAr },
  push: { en: pushEn, es: pushEs, fr: pushFr, de: pushDe, 'pt-BR': pushPtBr, ru: pushRu, ar: pushAr },
  words: { en: wordsEn, es: wordsEs, fr: wordsFr, de: wordsDe, 'pt-BR': wordsPtBr, ru: wordsRu, ar: wordsAr },
} satisfies Record<string, Record<Locale, Record<string, string>>>;

export type ServerArea = keyof typeof SERVER_CATALOGUES;

/** Every id the server may say: the English files' keys. */
export type ServerMessageId = keyof typeof mailEn | keyof typeof pushEn | keyof typeof wordsEn;
