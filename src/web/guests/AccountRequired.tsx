import { Link } from 'wouter';
import { linkClass } from '../layout/CenteredCard';
import { KeepGameForm } from './KeepGameForm';

/**
 * What a guest sees on a members-only page (decision 287): why, and the form that makes their account from
 * the guest session; the game they were invited to is one link away.
 */
export function AccountRequired() {
  return (
    <div className="mx-auto grid max-w-xl gap-4 px-4 py-10" data-testid="account-required">
      <h1 className="text-2xl font-bold">Make an account to open this page</h1>
      <p className="text-muted-foreground">
        Guests play only the game they were invited to. Make an account to keep your games and to use the rest
        of ChessChat: the lobby, friends, your profile and your history.{' '}
        <Link href="/" className={linkClass}>
          Back to the home page
        </Link>
      </p>
      <KeepGameForm title="Create your account" />
    </div>
  );
}
