import { useLingui } from '@lingui/react';
import { Languages } from 'lucide-react';
import { useId } from 'react';
import { useLocation, useRouter } from 'wouter';
import { isLocale, LOCALES, localizedPath } from '../../core/locales';
import { cn } from '../lib/cn';
import { activateLocale } from './i18n';
import { rememberLocale } from './locale-choice';
import { keepOnAccount } from './use-account-locale';

/**
 * The language picker of the header and the footer: each language under its own name, so a reader finds theirs
 * whatever the page speaks now. A native select: a phone shows its own list, and it costs no script. The choice is
 * kept on this device, and on the account while signed in (decision 299).
 */
export function LanguagePicker({ className }: { className?: string }) {
  const { i18n } = useLingui();
  const id = useId();
  const router = useRouter();
  const [path] = useLocation();
  return (
    <div className={cn('flex items-center gap-1 text-sm', className)}>
      <label htmlFor={id} className="text-muted-foreground">
        <Languages className="size-4" aria-hidden="true" />
        <span className="sr-only">{i18n._('language.picker')}</span>
      </label>
      <select
        id={id}
        value={i18n.locale}
        onChange={(event) => {
          const locale = event.target.value;
          if (!isLocale(locale)) return;
          rememberLocale(locale);
          keepOnAccount(locale);
          // At a language's own address (`/es/pricing`), the same page at the new language's (decision 302).
          if (router.base) window.location.assign(localizedPath(locale, path) + window.location.search);
          else void activateLocale(locale);
        }}
        className="h-9 rounded-md border bg-background ps-2 pe-1 text-sm"
      >
        {LOCALES.map((locale) => (
          <option key={locale.code} value={locale.code} lang={locale.code}>
            {locale.name}
          </option>
        ))}
      </select>
    </div>
  );
}
