import { Link } from 'wouter';

export const SUPPORT_EMAIL = 'support@chesschat.app';

export function Footer() {
  return (
    <footer className="mt-16 border-t bg-card">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold">ChessChat</p>
          <p className="mt-2 text-sm text-muted-foreground">One screen, one game, one real conversation.</p>
        </div>
        <FooterColumn title="Product">
          <Link href="/pricing">Pricing</Link>
          <Link href="/game">Game Room</Link>
          <span className="text-muted-foreground">Mobile App (coming later)</span>
        </FooterColumn>
        <FooterColumn title="Support">
          <Link href="/help">Help Center</Link>
          <a href={`mailto:${SUPPORT_EMAIL}`}>Contact Us</a>
        </FooterColumn>
        <FooterColumn title="Legal">
          <Link href="/privacy">Privacy Policy</Link>
          <Link href="/terms">Terms of Service</Link>
        </FooterColumn>
      </div>
      <div className="border-t py-4 text-center text-xs text-muted-foreground">
        © {new Date().getFullYear()} ChessChat
      </div>
    </footer>
  );
}

function FooterColumn({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div>
      <h2 className="text-sm font-semibold">{title}</h2>
      <div className="mt-3 flex flex-col gap-2 text-sm [&_a:hover]:text-primary [&_a]:text-muted-foreground">
        {children}
      </div>
    </div>
  );
}
