import { AccountLanguageBody, CurrentUser } from '../../core/protocol';
import type { Feature } from '../feature';
import { parseNamingLocale, setLocale } from './locale-column';
import { requireUser, requireUserRow, toCurrentUser } from './session';

const SCHEMAS = {
  language: { schema: { body: AccountLanguageBody, response: { 200: CurrentUser } } },
};

/**
 * The account's language (decision 299): set from the language picker while signed in, so every device the person
 * signs in on follows it and their e-mails and push notices are written in it. Answers the user as it now is.
 */
export const languageRoutes: Feature<unknown> = (app, { db }) => {
  app.put('/api/user/language', SCHEMAS.language, async (request) => {
    const user = requireUser(request);
    const { locale } = parseNamingLocale(AccountLanguageBody, request.body);
    await setLocale(db.kysely, user.id, locale);
    return toCurrentUser(await requireUserRow(request, db));
  });
};
