import { useLingui } from '@lingui/react';
import { Link } from 'wouter';
import type { PresenceState } from '../../core/protocol';
import { presenceText } from './friends-api';
import { friendsWords } from './friends-words';

/** A friend's live state: a dot, "Online", "In a game · Watch", or "Last seen …". */
export function PresenceLine({ presence }: { presence: PresenceState }) {
  friendsWords.useWords();
  const { i18n } = useLingui();
  const away = presence.state === 'offline';
  return (
    <p className="text-xs text-muted-foreground" data-testid="friend-presence">
      <span
        aria-hidden="true"
        className={`me-1 inline-block size-2 rounded-full ${away ? 'bg-muted-foreground/40' : 'bg-green-500'}`}
      />
      {presenceText(i18n, presence)}
      {presence.state === 'in_game' || presence.state === 'in_call' ? (
        <>
          {' · '}
          <Link href={`/game/${presence.gameId}`} className="underline">
            {i18n._('friends.presence.watch')}
          </Link>
        </>
      ) : null}
    </p>
  );
}
