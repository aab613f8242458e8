import type { MessageId } from '@lingui/core';
import { Trans } from '@lingui/react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { supportMailto } from '../content/contact';
import { LanguagePicker } from '../i18n/LanguagePicker';

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
            <Trans id="footer.tagline" />
          </p>
          <LanguagePicker className="mt-4" />
        </div>
        <FooterColumn title="footer.product">
          <Link href="/pricing">
            <Trans id="nav.pricing" />
          </Link>
          <Link href="/game">
            <Trans id="footer.gameRoom" />
          </Link>
          <span className="flex items-center gap-2 text-muted-foreground">
            <Trans id="footer.mobileApp" />
            <span className="rounded-full border px-2 py-0.5 text-xs">
              <Trans id="footer.notYetAvailable" />
            </span>
          </span>
        </FooterColumn>
        <FooterColumn title="footer.support">
          <Link href="/help">
            <Trans id="footer.helpCenter" />
          </Link>
          <a href={supportMailto()}>
            <Trans id="footer.contactUs" />
          </a>
        </FooterColumn>
        <FooterColumn title="footer.legal">
          <Link href="/privacy">
            <Trans id="footer.privacy" />
          </Link>
          <Link href="/terms">
            <Trans id="footer.terms" />
          </Link>
          <Link href="/credits">
            <Trans id="footer.credits" />
          </Link>
        </FooterColumn>
      </div>
      <div className="border-t px-4 py-4 text-center text-xs text-muted-foreground">
        <Trans id="footer.copyright" values={{ year: String(new Date().getFullYear()) }} />
      </div>
    </footer>
  );
}

function FooterColumn({ title, children }: { title: MessageId; children: ReactNode }) {
  return (
    <div>
      <h2 className="text-sm font-semibold">
        <Trans id={title} />
      </h2>
      <div className="mt-3 flex flex-col items-start gap-2 text-sm [&_a:hover]:text-primary [&_a:hover]:underline [&_a]:text-muted-foreground [&_a]:underline-offset-4">
        {children}
      </div>
    </div>
  );
}
