import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FriendRequest, PresenceVisibility } from '../../core/protocol';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card';
import { Input } from '../components/ui/input';
import { PageSpinner } from '../components/ui/spinner';
import { FriendRow } from '../friends/FriendRow';
import { FRIENDS_KEY } from '../friends/friends-api';
import { onlineFirst, useFriends } from '../friends/use-friends';
import { apiRequest, messageOf } from '../lib/api';
import { toast } from '../lib/use-toast';

function useFriendAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ method, url, body }: { method: string; url: string; body?: unknown }) =>
      apiRequest(method, url, body),
    onSuccess: () => client.invalidateQueries({ queryKey: FRIENDS_KEY }),
    onError: (error) =>
      toast({ title: 'Friends', description: messageOf(error, 'Please try again.'), variant: 'destructive' }),
  });
}

/** `/friends`: add by username, requests both ways, friends with their live state, blocked players, privacy. */
export default function Friends() {
  const overview = useFriends();
  const action = useFriendAction();
  const [username, setUsername] = useState('');

  if (overview.isPending) return <PageSpinner />;
  if (overview.isError || !overview.data)
    return (
      <p role="alert" className="p-8 text-center">
        Couldn&apos;t load your friends. Please try again later.
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
              Cancel
            </Button>
          ) : (
            <>
              <Button
                size="sm"
                onClick={() =>
                  action.mutate({ method: 'POST', url: `/api/friends/requests/${request.id}/accept` })
                }
              >
                Accept
              </Button>
              <Button
                size="sm"
                variant="outline"
                onClick={() =>
                  action.mutate({ method: 'POST', url: `/api/friends/requests/${request.id}/decline` })
                }
              >
                Decline
              </Button>
            </>
          )}
        </span>
      </li>
    );
  };

  return (
    <main className="mx-auto grid max-w-3xl gap-6 px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight">Friends</h1>
      <Card>
        <CardHeader>
          <CardTitle>Add a friend</CardTitle>
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
              aria-label="Username"
              placeholder="Username"
              value={username}
              onChange={(e) => setUsername(e.target.value)}
            />
            <Button type="submit" disabled={action.isPending || username.trim() === ''}>
              Send request
            </Button>
          </form>
        </CardContent>
      </Card>
      {incoming.length + outgoing.length > 0 ? (
        <Card role="region" aria-label="Friend requests">
          <CardHeader>
            <CardTitle>Requests</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="divide-y">
              {incoming.map((r) => requestLine(r, false))}
              {outgoing.map((r) => requestLine(r, true))}
            </ul>
          </CardContent>
        </Card>
      ) : null}
      <Card role="region" aria-label="Your friends">
        <CardHeader>
          <CardTitle>Your friends ({friends.length})</CardTitle>
        </CardHeader>
        <CardContent>
          {friends.length === 0 ? (
            <p className="text-sm text-muted-foreground">No friends yet: add someone by their username.</p>
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
          <CardTitle>Privacy</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-3">
          <label className="text-sm">
            Who sees when I am online{' '}
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
              <option value="friends">My friends</option>
              <option value="nobody">Nobody</option>
            </select>
          </label>
          {blocked.length > 0 ? (
            <ul className="divide-y" aria-label="Blocked players">
              {blocked.map((user) => (
                <li key={user.id} className="flex items-center justify-between py-2">
                  <span>{user.username}</span>
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => action.mutate({ method: 'DELETE', url: `/api/blocks/${user.id}` })}
                  >
                    Unblock
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
