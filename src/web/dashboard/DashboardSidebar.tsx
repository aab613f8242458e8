import accountArea from 'virtual:catalogue-area/account';
import type { MessageId } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { CircleHelp, GraduationCap, History, House, LogOut, Swords, User, Users } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import type { CurrentUser } from '../../core/protocol';
import { Button } from '../components/ui/button';
import { sharedArea } from '../i18n/shared-area';
import { useSignOut } from '../lib/auth';
import { cn } from '../lib/cn';

/** The sidebar's words: every account page draws it, so it asks for them itself (decision 303). */
export const accountWords = sharedArea(accountArea);

const ACCOUNT_NAV: ReadonlyArray<{ href: string; label: MessageId; icon: typeof House }> = [
  { href: '/dashboard', label: 'account.nav.home', icon: House },
  { href: '/play', label: 'account.nav.play', icon: Swords },
  { href: '/history', label: 'account.nav.history', icon: History },
  { href: '/friends', label: 'account.nav.friends', icon: Users },
  { href: '/training', label: 'account.nav.training', icon: GraduationCap },
  { href: '/profile', label: 'account.nav.profile', icon: User },
  { href: '/help', label: 'account.nav.help', icon: CircleHelp },
];

/** The account screens' side navigation: where to go, who is signed in, and Sign Out. */
export function DashboardSidebar({ user }: { user: CurrentUser }) {
  accountWords.useWords();
  const { i18n } = useLingui();
  const [location] = useLocation();
  const signOut = useSignOut();
  return (
    <aside className="flex min-w-0 flex-col gap-4 md:sticky md:top-24 md:self-start">
      {/* Phones get a row of five tabs, each an icon over its name, so no link is cut off at the edge. */}
      <nav aria-label={i18n._('account.nav')} className="grid grid-cols-5 gap-1 md:flex md:flex-col">
        {ACCOUNT_NAV.map(({ href, label, icon: Icon }) => {
          const active = location === href;
          return (
            <Link
              key={href}
              href={href}
              aria-current={active ? 'page' : undefined}
              className={cn(
                'flex flex-col items-center gap-1 rounded-md px-1 py-2 text-center text-xs leading-tight font-medium transition-colors hover:bg-muted md:flex-row md:gap-2 md:px-3 md:text-start md:text-sm',
                active ? 'bg-secondary text-primary' : 'text-muted-foreground',
              )}
            >
              <Icon className="size-4" aria-hidden="true" />
              {i18n._(label)}
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
          {i18n._('account.signOut')}
        </Button>
      </div>
    </aside>
  );
}
