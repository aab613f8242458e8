import type { ReactNode } from 'react';
import { Card, CardContent } from '../components/ui/card';

/** A small card with one figure, used by the dashboard and the history screen. */
export function StatCard({
  label,
  icon,
  value,
  detail,
}: {
  label: string;
  icon: ReactNode;
  value: ReactNode;
  detail?: ReactNode;
}) {
  return (
    <Card>
      {/* Tighter on phones, where the history screen sets two of these side by side. */}
      <CardContent className="flex items-start justify-between gap-2 p-4 sm:gap-4 sm:p-6">
        <div className="min-w-0">
          <p className="text-sm font-medium text-muted-foreground">{label}</p>
          <div className="mt-1 text-3xl font-bold tracking-tight">{value}</div>
          {detail ? <div className="mt-1 text-xs text-muted-foreground">{detail}</div> : null}
        </div>
        <div
          className="flex size-8 shrink-0 items-center justify-center rounded-full bg-secondary text-primary sm:size-10 [&_svg]:size-4 sm:[&_svg]:size-5"
          aria-hidden="true"
        >
          {icon}
        </div>
      </CardContent>
    </Card>
  );
}
