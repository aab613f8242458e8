import { useLingui } from '@lingui/react';
import { RefreshCw } from 'lucide-react';
import { Button } from '../components/ui/button';
import { usePageOutdated } from '../lib/page-outdated';

/** Shown when the server no longer serves this page's version: the one way on is a reload. */
export function ReloadBanner({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const { i18n } = useLingui();
  const outdated = usePageOutdated();
  if (!outdated) return null;
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-center gap-3 border-b bg-secondary px-4 py-3 text-sm text-secondary-foreground"
    >
      <span>{i18n._('shell.outdated')}</span>
      <Button size="sm" onClick={reload}>
        <RefreshCw aria-hidden="true" />
        {i18n._('shell.reload')}
      </Button>
    </div>
  );
}
