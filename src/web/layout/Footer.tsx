import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { supportMailto } from '../content/contact';

/**
 * Product, Support and Legal columns. There are no social links: ChessChat has no social accounts
 * to point to, and links to nowhere are not shipped (docs/decisions/005-footer-links.md).
 */
export function Footer() {
  return (
    <footer className="mt-16 border-t bg-card">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="flex items-center gap-2 text-lg font-bold">
            <span
              aria-hidden="true"
              className="flex size-7 items-center justify-center rounded-md bg-primary text-base text-white"
            >
              ♞
            </span>
            ChessChat
          </p>
          <p className="mt-3 max-w-xs text-sm text-pretty text-muted-foreground">
            Chess and a video call on one screen. One screen, one game, one real conversation.
          </p>
        </div>
        <FooterColumn title="Product">
          <Link href="/pricing">Pricing</Link>
          <Link href="/game">Game Room</Link>
          <span className="flex items-center gap-2 text-muted-foreground">
            Mobile App
            <span className="rounded-full border px-2 py-0.5 text-xs">Not yet available</span>
          </span>
        </FooterColumn>
        <FooterColumn title="Support">
          <Link href="/help">Help Center</Link>
          <a href={supportMailto()}>Contact Us</a>
        </FooterColumn>
        <FooterColumn title="Legal">
          <Link href="/privacy">Privacy Policy</Link>
          <Link href="/terms">Terms of Service</Link>
          <Link href="/credits">Credits</Link>
        </FooterColumn>
      </div>
      <div className="border-t px-4 py-4 text-center text-xs text-muted-foreground">
        © {new Date().getFullYear()} ChessChat. Made for the people across the board.
      </div>
    </footer>
  );
}

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="text-sm font-semibold">{title}</h2>
      <div className="mt-3 flex flex-col items-start gap-2 text-sm [&_a:hover]:text-primary [&_a:hover]:underline [&_a]:text-muted-foreground [&_a]:underline-offset-4">
        {children}
      </div>
    </div>
  );
}
