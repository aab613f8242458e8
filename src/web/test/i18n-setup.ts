import { activateLocale } from '../i18n/i18n';

await activateLocale('en');
