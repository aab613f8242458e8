import everyArea from 'virtual:catalogue-areas';
import { activateLocale, loadArea } from '../i18n/i18n';

// Components are rendered here without their page's module, so every area's English is loaded up front.
await Promise.all(Object.values(everyArea).map(loadArea));
await activateLocale('en');
