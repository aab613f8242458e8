import { RefreshCw } from 'lucide-react';
import { Button } from '../components/ui/button';
import { usePageOutdated } from '../lib/page-outdated';

export const OUTDATED_TEXT = 'ChessChat has been updated. Reload the page to keep playing.';

/** Shown when the server no longer serves this page's version: the one way on is a reload. */
export function ReloadBanner({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const outdated = usePageOutdated();
  if (!outdated) return null;
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-center gap-3 border-b bg-secondary px-4 py-3 text-sm text-secondary-foreground"
    >
      <span>{OUTDATED_TEXT}</span>
      <Button size="sm" onClick={reload}>
        <RefreshCw aria-hidden="true" />
        Reload
      </Button>
    </div>
  );
}
