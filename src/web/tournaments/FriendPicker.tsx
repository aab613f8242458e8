import { Trans, useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import type { FriendsResponse } from '../../core/protocol';
import { FRIENDS_KEY } from '../friends/friends-api';
import { nameOf } from './tournament-text';

/**
 * The friends list as checkboxes: whom to invite by name. Invited friends of any plan join for free; others
 * come in through the tournament's link.
 */
export function FriendPicker({
  picked,
  onChange,
  disabled = false,
}: {
  picked: readonly string[];
  onChange: (usernames: string[]) => void;
  disabled?: boolean;
}) {
  const { i18n } = useLingui();
  const friends = useQuery<FriendsResponse>({ queryKey: FRIENDS_KEY });
  const toggle = (username: string, on: boolean) =>
    onChange(on ? [...picked, username] : picked.filter((name) => name !== username));
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">{i18n._('tournaments.friends.legend')}</legend>
      {friends.isPending ? (
        <p className="text-sm text-muted-foreground">{i18n._('tournaments.friends.loading')}</p>
      ) : null}
      {friends.isError ? (
        <p className="text-sm text-muted-foreground">{i18n._('tournaments.friends.loadError')}</p>
      ) : null}
      {friends.data && friends.data.friends.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          <Trans
            id="tournaments.friends.none"
            components={{ 0: <Link href="/friends" className="font-medium text-primary underline" /> }}
          />
        </p>
      ) : null}
      {friends.data && friends.data.friends.length > 0 ? (
        <ul className="grid gap-1 sm:grid-cols-2" aria-label={i18n._('tournaments.friends.list')}>
          {friends.data.friends.map(({ user }) => (
            <li key={user.id}>
              <label className="flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm hover:bg-muted">
                <input
                  type="checkbox"
                  className="size-4 accent-primary"
                  checked={picked.includes(user.username)}
                  disabled={disabled}
                  onChange={(event) => toggle(user.username, event.target.checked)}
                />
                <span className="font-medium">{nameOf(user)}</span>
                {user.displayName ? <span className="text-muted-foreground">@{user.username}</span> : null}
              </label>
            </li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}
