import type { ReactNode } from 'react';
import type { CurrentUser } from '../../core/protocol';
import { DashboardSidebar } from './DashboardSidebar';

/** The account screens' frame: the sidebar beside (on phones, above) the page's own content. */
export function DashboardLayout({ user, children }: { user: CurrentUser; children: ReactNode }) {
  return (
    <div className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-8 md:grid-cols-[220px_minmax(0,1fr)]">
      <DashboardSidebar user={user} />
      <div className="grid min-w-0 content-start gap-6">{children}</div>
    </div>
  );
}
