import { Badge } from '../components/ui/badge';
import { cn } from '../lib/cn';
import { type StatusHeader, statusHeader } from './status-header';

const STATUS_STYLE: Record<StatusHeader['status']['tone'], string> = {
  live: 'text-foreground',
  waiting: 'text-amber-800',
  destructive: 'rounded-md bg-destructive px-2 py-0.5 text-destructive-foreground',
};

const BANNER_STYLE: Record<NonNullable<StatusHeader['banner']>['tone'], string> = {
  checkmate: 'border-destructive bg-red-50 text-red-900',
  stalemate: 'border-border bg-muted text-foreground',
  check: 'border-amber-400 bg-amber-50 text-amber-900',
};

/** The 3D board's header: game status, the checkmate/stalemate/check banner and the turn badge. */
export function StatusHeader3d(props: Parameters<typeof statusHeader>[0]) {
  const header = statusHeader(props);
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span
          className={cn('text-sm font-semibold', STATUS_STYLE[header.status.tone])}
          data-testid="status-3d"
        >
          {header.status.text}
        </span>
        <Badge variant={header.banner?.tone === 'checkmate' ? 'destructive' : 'secondary'}>
          {header.badge}
        </Badge>
      </div>
      {header.banner && (
        <p
          role="status"
          className={cn(
            'rounded-md border px-3 py-2 text-center text-sm font-bold',
            BANNER_STYLE[header.banner.tone],
          )}
        >
          {header.banner.text}
        </p>
      )}
    </div>
  );
}
