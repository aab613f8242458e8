import { useLingui } from '@lingui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FriendRequest, PresenceVisibility } from '../../core/protocol';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card';
import { Input } from '../components/ui/input';
import { PageSpinner } from '../components/ui/spinner';
import { FriendRow } from '../friends/FriendRow';
import { FRIENDS_KEY } from '../friends/friends-api';
import { friendsWords } from '../friends/friends-words';
import { onlineFirst, useFriends } from '../friends/use-friends';
import { gameWords } from '../i18n/game-words';
import { PageMeta } from '../layout/PageMeta';
import { apiRequest, messageOf } from '../lib/api';
import { toast } from '../lib/use-toast';

/** The page shows once its words are here: its own, and the challenge form's clocks and colours. */
export const ready = Promise.all([friendsWords.ready, gameWords.ready]);

function useFriendAction() {
  const { i18n } = useLingui();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ method, url, body }: { method: string; url: string; body?: unknown }) =>
      apiRequest(method, url, body),
    onSuccess: () => client.invalidateQueries({ queryKey: FRIENDS_KEY }),
    onError: (error) =>
      toast({
        title: i18n._('friends.actionFailed'),
        description: messageOf(error, i18n._('friends.tryAgain')),
        variant: 'destructive',
      }),
  });
}

/** `/friends`: add by username, requests both ways, friends with their live state, blocked players, privacy. */
export default function Friends() {
  const { i18n } = useLingui();
  return (
    <>
      <PageMeta name={i18n._('friends.pageName')} />
      <FriendsOverview />
    </>
  );
}

function FriendsOverview() {
  const { i18n } = useLingui();
  const overview = useFriends();
  const action = useFriendAction();
  const [username, setUsername] = useState('');

  if (overview.isPending) return <PageSpinner />;
  if (overview.isError || !overview.data)
    return (
      <p role="alert" className="p-8 text-center">
        {i18n._('friends.loadError')}
      </p>
    );
  const { friends, incoming, outgoing, blocked, settings } = overview.data;
  const requestLine = (request: FriendRequest, mine: boolean) => {
    const other = mine ? request.to : request.from;
    return (
      <li key={request.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
        <span className="font-medium">{other.displayName ?? other.username}</span>
        <span className="flex gap-2">
          {mine ? (
            <Button
              size="sm"
              variant="outline"
              onClick={() => action.mutate({ method: 'DELETE', url: `/api/friends/requests/${request.id}` })}
            >
              {i18n._('friends.requests.cancel')}
            </Button>
          ) : (
            <>
              <Button
                size="sm"
                onClick={() =>
                  action.mutate({ method: 'POST', url: `/api/friends/requests/${request.id}/accept` })
                }
              >
                {i18n._('friends.requests.accept')}
              </Button>
              <Button
                size="sm"
                variant="outline"
                onClick={() =>
                  action.mutate({ method: 'POST', url: `/api/friends/requests/${request.id}/decline` })
                }
              >
                {i18n._('friends.requests.decline')}
              </Button>
            </>
          )}
        </span>
      </li>
    );
  };

  return (
    <main className="mx-auto grid max-w-3xl gap-6 px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight">{i18n._('friends.heading')}</h1>
      <Card>
        <CardHeader>
          <CardTitle>{i18n._('friends.add.title')}</CardTitle>
        </CardHeader>
        <CardContent>
          <form
            className="flex gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              action.mutate(
                { method: 'POST', url: '/api/friends/requests', body: { username } },
                { onSuccess: () => setUsername('') },
              );
            }}
          >
            <Input
              aria-label={i18n._('friends.add.username')}
              placeholder={i18n._('friends.add.username')}
              value={username}
              onChange={(e) => setUsername(e.target.value)}
            />
            <Button type="submit" disabled={action.isPending || username.trim() === ''}>
              {i18n._('friends.add.send')}
            </Button>
          </form>
        </CardContent>
      </Card>
      {incoming.length + outgoing.length > 0 ? (
        <Card role="region" aria-label={i18n._('friends.requests.label')}>
          <CardHeader>
            <CardTitle>{i18n._('friends.requests.title')}</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="divide-y">
              {incoming.map((r) => requestLine(r, false))}
              {outgoing.map((r) => requestLine(r, true))}
            </ul>
          </CardContent>
        </Card>
      ) : null}
      <Card role="region" aria-label={i18n._('friends.list.label')}>
        <CardHeader>
          <CardTitle>{i18n._('friends.list.title', { count: friends.length })}</CardTitle>
        </CardHeader>
        <CardContent>
          {friends.length === 0 ? (
            <p className="text-sm text-muted-foreground">{i18n._('friends.list.none')}</p>
          ) : (
            <ul className="divide-y">
              {onlineFirst(friends).map((friend) => (
                <FriendRow key={friend.user.id} friend={friend} />
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{i18n._('friends.privacy.title')}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-3">
          <label className="text-sm">
            {i18n._('friends.privacy.presence')}{' '}
            <select
              className="rounded-md border bg-background px-2 py-1"
              value={settings.presenceVisibility}
              onChange={(event) =>
                action.mutate({
                  method: 'PUT',
                  url: '/api/friends/settings',
                  body: { presenceVisibility: event.target.value as PresenceVisibility },
                })
              }
            >
              <option value="friends">{i18n._('friends.privacy.friends')}</option>
              <option value="nobody">{i18n._('friends.privacy.nobody')}</option>
            </select>
          </label>
          {blocked.length > 0 ? (
            <ul className="divide-y" aria-label={i18n._('friends.blocked.label')}>
              {blocked.map((user) => (
                <li key={user.id} className="flex items-center justify-between py-2">
                  <span>{user.username}</span>
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => action.mutate({ method: 'DELETE', url: `/api/blocks/${user.id}` })}
                  >
                    {i18n._('friends.unblock')}
                  </Button>
                </li>
              ))}
            </ul>
          ) : null}
        </CardContent>
      </Card>
    </main>
  );
}
