import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Relationship } from '../../core/protocol';
import { Button } from '../components/ui/button';
import { apiJson, apiRequest, messageOf } from '../lib/api';
import { toast } from '../lib/use-toast';
import { FRIENDS_KEY } from './friends-api';

/** "Add {name} as a friend" and "Block" beside another player (public profile, a finished game's room). */
export function RelationshipActions({
  user,
}: {
  user: { id: string; username: string; displayName: string | null };
}) {
  const client = useQueryClient();
  const key = ['/api/relationships', user.id] as const;
  const relation = useQuery<Relationship>({
    queryKey: key,
    queryFn: () => apiJson<Relationship>('GET', `/api/relationships/${encodeURIComponent(user.id)}`),
  });
  const act = useMutation({
    mutationFn: ({ method, url, body }: { method: string; url: string; body?: unknown }) =>
      apiRequest(method, url, body),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: key });
      void client.invalidateQueries({ queryKey: FRIENDS_KEY });
    },
    onError: (error) =>
      toast({ title: 'Friends', description: messageOf(error, 'Please try again.'), variant: 'destructive' }),
  });
  const status = relation.data?.status;
  if (!status || status === 'self') return null;
  const name = user.displayName ?? user.username;
  const busy = act.isPending;
  return (
    <div className="flex flex-wrap gap-2" data-testid="relationship-actions">
      {status === 'none' ? (
        <Button
          size="sm"
          variant="outline"
          disabled={busy}
          onClick={() =>
            act.mutate({ method: 'POST', url: '/api/friends/requests', body: { username: user.username } })
          }
        >
          Add {name} as a friend
        </Button>
      ) : status === 'request_sent' ? (
        <Button size="sm" variant="outline" disabled>
          Friend request sent
        </Button>
      ) : status === 'request_received' && relation.data?.requestId ? (
        <Button
          size="sm"
          disabled={busy}
          onClick={() =>
            act.mutate({ method: 'POST', url: `/api/friends/requests/${relation.data?.requestId}/accept` })
          }
        >
          Accept {name}&apos;s friend request
        </Button>
      ) : status === 'friends' ? (
        <span className="self-center text-sm text-muted-foreground">You are friends</span>
      ) : null}
      {status === 'blocked' ? (
        <Button
          size="sm"
          variant="ghost"
          disabled={busy}
          onClick={() => act.mutate({ method: 'DELETE', url: `/api/blocks/${user.id}` })}
        >
          Unblock
        </Button>
      ) : (
        <Button
          size="sm"
          variant="ghost"
          disabled={busy}
          onClick={() =>
            act.mutate({ method: 'POST', url: '/api/blocks', body: { username: user.username } })
          }
        >
          Block
        </Button>
      )}
    </div>
  );
}
