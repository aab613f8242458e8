import { Menu, X } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { useAuth, useSignOut } from '../../lib/auth';
import { cn } from '../../lib/cn';
import { Button } from '../ui/button';
import { Logo } from './Logo';

const NAV_LINKS = [
  { href: '/', label: 'Home' },
  { href: '/about', label: 'About' },
  { href: '/blog', label: 'Blog' },
  { href: '/pricing', label: 'Pricing' },
  { href: '/help', label: 'Help' },
];

export function Header() {
  const [location] = useLocation();
  const { isAuthenticated } = useAuth();
  const signOut = useSignOut();
  const [menuOpen, setMenuOpen] = useState(false);
  const close = () => setMenuOpen(false);

  const links = NAV_LINKS.map((link) => {
    const active = location === link.href;
    return (
      <Link
        key={link.href}
        href={link.href}
        onClick={close}
        aria-current={active ? 'page' : undefined}
        className={cn(
          'rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-muted',
          active ? 'bg-secondary text-primary' : 'text-muted-foreground',
        )}
      >
        {link.label}
      </Link>
    );
  });

  const account = isAuthenticated ? (
    <>
      <Button asChild variant="ghost" size="sm">
        <Link href="/dashboard" onClick={close}>
          Dashboard
        </Link>
      </Button>
      <Button
        variant="outline"
        size="sm"
        onClick={() => {
          close();
          void signOut();
        }}
      >
        Sign Out
      </Button>
    </>
  ) : (
    <>
      <Button asChild variant="ghost" size="sm">
        <Link href="/signin" onClick={close}>
          Sign In
        </Link>
      </Button>
      <Button asChild size="sm">
        <Link href="/signup" onClick={close}>
          Get Started Free
        </Link>
      </Button>
    </>
  );

  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <Logo />
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {links}
        </nav>
        <div className="hidden items-center gap-2 md:flex">{account}</div>
        <Button
          variant="ghost"
          size="icon"
          className="md:hidden"
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X /> : <Menu />}
        </Button>
      </div>
      {menuOpen ? (
        <nav id="mobile-menu" aria-label="Mobile" className="border-t px-4 pb-4 md:hidden">
          <div className="flex flex-col gap-1 py-2">{links}</div>
          <div className="flex flex-wrap gap-2 border-t pt-3">{account}</div>
        </nav>
      ) : null}
    </header>
  );
}
