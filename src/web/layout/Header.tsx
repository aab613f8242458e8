import { Trans, useLingui } from '@lingui/react';
import { Menu, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { Button } from '../components/ui/button';
import { LanguagePicker } from '../i18n/LanguagePicker';
import { useAuth, useSignOut } from '../lib/auth';
import { cn } from '../lib/cn';
import { Logo } from './Logo';

// The bell and the live challenges load only for signed-in users, never with the home page (issue 15).
const NotificationBell = lazy(() => import('../friends/NotificationBell'));

export const NAV_LINKS = [
  { href: '/', label: 'nav.home' },
  { href: '/about', label: 'nav.about' },
  { href: '/blog', label: 'nav.blog' },
  { href: '/pricing', label: 'nav.pricing' },
  { href: '/help', label: 'nav.help' },
] as const;

export function Header() {
  const { i18n } = useLingui();
  const [location] = useLocation();
  // The phone menu remembers where it was opened, so any navigation (a link, the back button) folds it away.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === location;
  const close = () => setMenuOpenAt(null);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpenAt(null);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <Logo />
        {/* Below lg the phone menu holds the links: a signed-in row (Lobby, Friends, Dashboard, Sign Out) beside the
            five page links does not fit a 768 px tablet. */}
        <nav aria-label={i18n._('nav.main')} className="hidden items-center gap-1 lg:flex">
          <NavLinks location={location} onNavigate={close} />
        </nav>
        <div className="ms-auto flex items-center gap-2 lg:ms-0">
          {/* On a phone the picker sits in the menu: beside the logo and the bell it would push the menu button out.
              From 1024 to 1319 px the signed-in row of links leaves no room for it (16 px over at 1280): the footer's
              picker serves there. */}
          <LanguagePicker className="hidden sm:flex lg:max-[1319px]:hidden" />
          <SignedInBell />
          <div className="hidden items-center gap-2 lg:flex">
            <AccountLinks onNavigate={close} row />
          </div>
        </div>
        <Button
          variant="ghost"
          size="icon"
          className="lg:hidden"
          aria-label={i18n._(menuOpen ? 'header.closeMenu' : 'header.openMenu')}
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuOpenAt(menuOpen ? null : location)}
        >
          {menuOpen ? <X /> : <Menu />}
        </Button>
      </div>
      {menuOpen ? (
        <nav
          id="mobile-menu"
          aria-label={i18n._('nav.mobile')}
          className="border-t bg-background px-4 pb-4 lg:hidden"
        >
          <div className="flex flex-col gap-1 py-2">
            <NavLinks location={location} onNavigate={close} />
          </div>
          <div className="flex flex-wrap gap-2 border-t pt-3">
            <AccountLinks onNavigate={close} />
          </div>
          <LanguagePicker className="mt-3 border-t pt-3 sm:hidden" />
        </nav>
      ) : null}
    </header>
  );
}

function NavLinks({ location, onNavigate }: { location: string; onNavigate: () => void }) {
  return NAV_LINKS.map((link) => {
    const active = location === link.href;
    return (
      <Link
        key={link.href}
        href={link.href}
        onClick={onNavigate}
        aria-current={active ? 'page' : undefined}
        className={cn(
          'rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-muted hover:text-foreground',
          active ? 'bg-secondary text-primary' : 'text-muted-foreground',
        )}
      >
        <Trans id={link.label} />
      </Link>
    );
  });
}

/** One bell per page, on every screen size, for a signed-in member only (a guest has no notifications: 287). */
function SignedInBell() {
  const { user, isAuthenticated } = useAuth();
  if (!isAuthenticated || user?.guest) return null;
  return (
    <Suspense fallback={null}>
      <NotificationBell />
    </Suspense>
  );
}

/**
 * Dashboard and Sign Out when signed in; Sign In and Get Started Free otherwise; nothing while unknown. In the
 * header's `row` Tournaments shows from 1280 px only (from 1024 the row would not fit it); the menu and the lobby
 * page link to it below that.
 */
function AccountLinks({ onNavigate, row = false }: { onNavigate: () => void; row?: boolean }) {
  const { user, isAuthenticated, isLoading } = useAuth();
  const signOut = useSignOut();
  if (isLoading) return null;
  if (isAuthenticated) {
    return (
      <>
        {/* Moderators only (decision 281); the page and its API refuse everyone else too. */}
        {user?.moderator ? (
          <Button asChild variant="ghost" size="sm">
            <Link href="/moderation" onClick={onNavigate}>
              <Trans id="header.moderation" />
            </Link>
          </Button>
        ) : null}
        <Button asChild variant="ghost" size="sm">
          <Link href="/lobby" onClick={onNavigate}>
            <Trans id="header.lobby" />
          </Link>
        </Button>
        <Button asChild variant="ghost" size="sm" className={row ? 'hidden xl:inline-flex' : undefined}>
          <Link href="/tournaments" onClick={onNavigate}>
            <Trans id="header.tournaments" />
          </Link>
        </Button>
        <Button asChild variant="ghost" size="sm">
          <Link href="/friends" onClick={onNavigate}>
            <Trans id="header.friends" />
          </Link>
        </Button>
        <Button asChild variant="ghost" size="sm">
          <Link href="/dashboard" onClick={onNavigate}>
            <Trans id="header.dashboard" />
          </Link>
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={() => {
            onNavigate();
            void signOut();
          }}
        >
          <Trans id="header.signOut" />
        </Button>
      </>
    );
  }
  return (
    <>
      <Button asChild variant="ghost" size="sm">
        <Link href="/signin" onClick={onNavigate}>
          <Trans id="header.signIn" />
        </Link>
      </Button>
      <Button asChild size="sm">
        <Link href="/signup" onClick={onNavigate}>
          <Trans id="header.getStartedFree" />
        </Link>
      </Button>
    </>
  );
}
