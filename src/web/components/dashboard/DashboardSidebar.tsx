import { CircleHelp, History, House, LogOut, Swords, User } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import type { CurrentUser } from '../../../core/protocol';
import { useSignOut } from '../../lib/auth';
import { cn } from '../../lib/cn';
import { Button } from '../ui/button';

export const ACCOUNT_NAV = [
  { href: '/dashboard', label: 'Home', icon: House },
  { href: '/play', label: 'Play Chess', icon: Swords },
  { href: '/history', label: 'Game History', icon: History },
  { href: '/profile', label: 'Profile', icon: User },
  { href: '/help', label: 'Help & FAQ', icon: CircleHelp },
] as const;

/** The account screens' side navigation: where to go, who is signed in, and Sign Out. */
export function DashboardSidebar({ user }: { user: CurrentUser }) {
  const [location] = useLocation();
  const signOut = useSignOut();
  return (
    <aside className="flex min-w-0 flex-col gap-4 md:sticky md:top-24 md:self-start">
      <nav
        aria-label="Account"
        className="-mx-1 flex gap-1 overflow-x-auto px-1 pb-1 md:flex-col md:overflow-visible"
      >
        {ACCOUNT_NAV.map(({ href, label, icon: Icon }) => {
          const active = location === href;
          return (
            <Link
              key={href}
              href={href}
              aria-current={active ? 'page' : undefined}
              className={cn(
                'flex shrink-0 items-center gap-2 rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-muted',
                active ? 'bg-secondary text-primary' : 'text-muted-foreground',
              )}
            >
              <Icon className="size-4" aria-hidden="true" />
              {label}
            </Link>
          );
        })}
      </nav>
      <div className="flex items-center justify-between gap-3 rounded-lg border bg-card p-3 md:flex-col md:items-stretch">
        <div className="min-w-0">
          <p className="truncate text-sm font-semibold">{user.displayName ?? user.fullName}</p>
          <p className="truncate text-xs text-muted-foreground">{user.email}</p>
        </div>
        <Button variant="outline" size="sm" onClick={() => void signOut()}>
          <LogOut aria-hidden="true" />
          Sign Out
        </Button>
      </div>
    </aside>
  );
}
