import { useLingui } from '@lingui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import type { Friend } from '../../core/protocol';
import { Avatar } from '../components/ui/avatar';
import { Button } from '../components/ui/button';
import { apiRequest, messageOf } from '../lib/api';
import { toast } from '../lib/use-toast';
import { ChallengeForm } from './ChallengeForm';
import { FRIENDS_KEY } from './friends-api';
import { friendsWords } from './friends-words';
import { PresenceLine } from './PresenceLine';

/** One friend: their live state (with Watch while they play), Challenge, Remove and Block. */
export function FriendRow({ friend }: { friend: Friend }) {
  friendsWords.useWords();
  const { i18n } = useLingui();
  const client = useQueryClient();
  const [challenging, setChallenging] = useState(false);
  const { user, presence } = friend;
  const act = useMutation({
    mutationFn: (action: 'remove' | 'block') =>
      action === 'remove'
        ? apiRequest('DELETE', `/api/friends/${encodeURIComponent(user.id)}`)
        : apiRequest('POST', '/api/blocks', { username: user.username }),
    onSuccess: () => client.invalidateQueries({ queryKey: FRIENDS_KEY }),
    onError: (error) =>
      toast({
        title: i18n._('friends.row.changeFailed'),
        description: messageOf(error, i18n._('friends.tryAgain')),
        variant: 'destructive',
      }),
  });
  return (
    <li className="py-3" data-testid={`friend-${user.username}`}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          <Avatar name={user.displayName ?? user.username} imageUrl={user.avatarUrl} labelled={false} />
          <div className="min-w-0">
            <Link
              href={`/profile/${encodeURIComponent(user.username)}`}
              className="font-medium hover:underline"
            >
              {user.displayName ?? user.username}
            </Link>{' '}
            <span className="text-sm text-muted-foreground">({user.rating})</span>
            <PresenceLine presence={presence} />
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={() => setChallenging(true)} disabled={challenging}>
            {i18n._('friends.row.challenge')}
          </Button>
          <Button size="sm" variant="outline" disabled={act.isPending} onClick={() => act.mutate('remove')}>
            {i18n._('friends.row.remove')}
          </Button>
          <Button size="sm" variant="ghost" disabled={act.isPending} onClick={() => act.mutate('block')}>
            {i18n._('friends.row.block')}
          </Button>
        </div>
      </div>
      {challenging ? <ChallengeForm username={user.username} onDone={() => setChallenging(false)} /> : null}
    </li>
  );
}
