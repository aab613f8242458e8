import { Trans, useLingui } from '@lingui/react';
import { Users } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import type { Friend } from '../../core/protocol';
import { Avatar } from '../components/ui/avatar';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card';
import { Spinner } from '../components/ui/spinner';
import { ChallengeForm } from '../friends/ChallengeForm';
import { PresenceLine } from '../friends/PresenceLine';
import { onlineFirst, useFriends } from '../friends/use-friends';

/** How many friends the dashboard lists; the Friends page has them all. */
export const DASHBOARD_FRIENDS = 6;

/**
 * The dashboard's compact friends list (issue 15): online friends first, each with their live state and
 * a Challenge button, so a game with a friend is two clicks away; the Friends page has the rest.
 */
export function FriendsCard() {
  const { i18n } = useLingui();
  const overview = useFriends();
  const friends = onlineFirst(overview.data?.friends ?? []);
  const online = friends.filter((f) => f.presence.state !== 'offline').length;
  const shown = friends.slice(0, DASHBOARD_FRIENDS);
  return (
    <Card role="region" aria-labelledby="dashboard-friends-title">
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <CardTitle id="dashboard-friends-title">{i18n._('dashboard.friends.title')}</CardTitle>
        {friends.length > 0 ? (
          <span className="text-sm text-muted-foreground" data-testid="friends-online">
            {i18n._('dashboard.friends.online', { count: online })}
          </span>
        ) : null}
      </CardHeader>
      <CardContent>
        {overview.isPending ? (
          <div className="flex justify-center py-4">
            <Spinner label={i18n._('dashboard.friends.loading')} />
          </div>
        ) : overview.isError ? (
          <p role="alert" className="py-4 text-center text-sm text-muted-foreground">
            {i18n._('dashboard.friends.error')}
          </p>
        ) : friends.length === 0 ? (
          <div className="flex flex-col items-center gap-2 py-4 text-center text-muted-foreground">
            <Users className="size-6" aria-hidden="true" />
            <p className="text-sm">
              <Trans
                id="dashboard.friends.none"
                components={{ 0: <Link href="/friends" className="font-medium text-foreground underline" /> }}
              />
            </p>
          </div>
        ) : (
          <>
            <ul className="divide-y" aria-label={i18n._('dashboard.friends.list')}>
              {shown.map((friend) => (
                <CompactFriendRow key={friend.user.id} friend={friend} />
              ))}
            </ul>
            <p className="mt-3 text-end text-sm">
              <Link href="/friends" className="font-medium underline">
                {friends.length > shown.length
                  ? i18n._('dashboard.friends.seeAll', { count: friends.length })
                  : i18n._('dashboard.friends.manage')}
              </Link>
            </p>
          </>
        )}
      </CardContent>
    </Card>
  );
}

function CompactFriendRow({ friend }: { friend: Friend }) {
  const { i18n } = useLingui();
  const [challenging, setChallenging] = useState(false);
  const { user, presence } = friend;
  const name = user.displayName ?? user.username;
  return (
    <li className="py-2" data-testid={`dashboard-friend-${user.username}`}>
      <div className="flex items-center justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          <Avatar name={name} imageUrl={user.avatarUrl} labelled={false} />
          <div className="min-w-0">
            <Link
              href={`/profile/${encodeURIComponent(user.username)}`}
              className="block truncate font-medium hover:underline"
            >
              {name} <span className="text-sm font-normal text-muted-foreground">({user.rating})</span>
            </Link>
            <PresenceLine presence={presence} />
          </div>
        </div>
        <Button
          size="sm"
          variant="outline"
          aria-label={i18n._('dashboard.friends.challengeName', { name })}
          onClick={() => setChallenging(true)}
          disabled={challenging}
        >
          {i18n._('dashboard.friends.challenge')}
        </Button>
      </div>
      {challenging ? <ChallengeForm username={user.username} onDone={() => setChallenging(false)} /> : null}
    </li>
  );
}
