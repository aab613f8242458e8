import { useLingui } from '@lingui/react';
import { Link } from 'wouter';

export function Logo() {
  const { i18n } = useLingui();
  return (
    <Link
      href="/"
      className="flex items-center gap-2 text-lg font-bold text-foreground"
      aria-label={i18n._('shell.logoHome')}
    >
      <span
        aria-hidden="true"
        className="flex size-8 items-center justify-center rounded-lg bg-primary text-xl text-white"
      >
        ♞
      </span>
      <span>ChessChat</span>
    </Link>
  );
}
