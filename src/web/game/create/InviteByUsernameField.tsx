import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import type { FriendsResponse, SubscriptionTier } from '../../../core/protocol';
import { FormField } from '../../auth/FormField';
import { Input } from '../../components/ui/input';
import { FRIENDS_KEY } from '../../friends/friends-api';
import { inviteReachHint } from './invite-reach';

/** The friends' usernames, for suggestions and the plan's check; null until known (or if unreadable). */
export function useFriendUsernames(): string[] | null {
  const friends = useQuery<FriendsResponse>({ queryKey: FRIENDS_KEY });
  return friends.data ? friends.data.friends.map((friend) => friend.user.username) : null;
}

/**
 * "Invite by username": says first whom the plan lets one invite, suggests the friends (a datalist the
 * browser shows as one types), and shows the plan's refusal in place, before Create.
 */
export function InviteByUsernameField({
  plan,
  value,
  error,
  friendUsernames,
  onChange,
  onSettle,
}: {
  plan: SubscriptionTier;
  value: string;
  error: string | undefined;
  friendUsernames: readonly string[] | null;
  onChange(value: string): void;
  onSettle(): void;
}) {
  const { i18n } = useLingui();
  return (
    <>
      <FormField
        id="invite-username"
        label={i18n._('createGame.invite.username')}
        error={error}
        hint={inviteReachHint(i18n, plan)}
      >
        <Input
          autoComplete="off"
          list="invite-friends"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onSettle}
          placeholder={i18n._(
            friendUsernames?.length ? 'createGame.invite.friendPlaceholder' : 'createGame.invite.placeholder',
          )}
        />
      </FormField>
      <datalist id="invite-friends" data-testid="invite-friends">
        {(friendUsernames ?? []).map((username) => (
          <option key={username} value={username} />
        ))}
      </datalist>
    </>
  );
}
