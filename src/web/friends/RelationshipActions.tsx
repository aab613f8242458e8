import { useLingui } from '@lingui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Relationship } from '../../core/protocol';
import { Button } from '../components/ui/button';
import { apiJson, apiRequest, messageOf } from '../lib/api';
import { toast } from '../lib/use-toast';
import { FRIENDS_KEY } from './friends-api';
import { friendsWords } from './friends-words';

/** "Add {name} as a friend" and "Block" beside another player (public profile, a finished game's room). */
export function RelationshipActions({
  user,
}: {
  user: { id: string; username: string; displayName: string | null };
}) {
  friendsWords.useWords();
  const { i18n } = useLingui();
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
      toast({
        title: i18n._('friends.actionFailed'),
        description: messageOf(error, i18n._('friends.tryAgain')),
        variant: 'destructive',
      }),
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
          {i18n._('friends.relation.add', { name })}
        </Button>
      ) : status === 'request_sent' ? (
        <Button size="sm" variant="outline" disabled>
          {i18n._('friends.relation.sent')}
        </Button>
      ) : status === 'request_received' && relation.data?.requestId ? (
        <Button
          size="sm"
          disabled={busy}
          onClick={() =>
            act.mutate({ method: 'POST', url: `/api/friends/requests/${relation.data?.requestId}/accept` })
          }
        >
          {i18n._('friends.relation.acceptRequest', { name })}
        </Button>
      ) : status === 'friends' ? (
        <span className="self-center text-sm text-muted-foreground">
          {i18n._('friends.relation.friends')}
        </span>
      ) : null}
      {status === 'blocked' ? (
        <Button
          size="sm"
          variant="ghost"
          disabled={busy}
          onClick={() => act.mutate({ method: 'DELETE', url: `/api/blocks/${user.id}` })}
        >
          {i18n._('friends.unblock')}
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
          {i18n._('friends.row.block')}
        </Button>
      )}
    </div>
  );
}
