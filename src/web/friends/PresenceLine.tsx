import { Link } from 'wouter';
import type { PresenceState } from '../../core/protocol';
import { presenceText } from './friends-api';

/** A friend's live state: a dot, "Online", "In a game · Watch", or "Last seen …". */
export function PresenceLine({ presence }: { presence: PresenceState }) {
  const away = presence.state === 'offline';
  return (
    <p className="text-xs text-muted-foreground" data-testid="friend-presence">
      <span
        aria-hidden="true"
        className={`mr-1 inline-block size-2 rounded-full ${away ? 'bg-muted-foreground/40' : 'bg-green-500'}`}
      />
      {presenceText(presence)}
      {presence.state === 'in_game' || presence.state === 'in_call' ? (
        <>
          {' · '}
          <Link href={`/game/${presence.gameId}`} className="underline">
            Watch
          </Link>
        </>
      ) : null}
    </p>
  );
}
