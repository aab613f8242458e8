import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { i18n } from '../i18n/i18n';

/** The app's language provider, for components rendered on their own (`render(ui, { wrapper: InLanguage })`). */
export function InLanguage({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}
