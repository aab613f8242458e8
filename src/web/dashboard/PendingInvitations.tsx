import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Mail } from 'lucide-react';
import { Link } from 'wouter';
import type { Invitation, InvitationsResponse } from '../../core/protocol';
import { longTimeControl } from '../../core/time-control';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card';
import { Spinner } from '../components/ui/spinner';
import { apiJson, messageOf } from '../lib/api';
import { toast } from '../lib/use-toast';

const INVITATIONS_KEY = ['/api/invitations'] as const;

/** Games others invited the user to: accepting opens the game to join it; declining says no. */
export function PendingInvitations() {
  const invitations = useQuery<InvitationsResponse>({ queryKey: INVITATIONS_KEY, refetchOnMount: 'always' });
  const list = invitations.data?.invitations ?? [];
  return (
    <Card role="region" aria-labelledby="invitations-title">
      <CardHeader>
        <CardTitle id="invitations-title">Invitations</CardTitle>
      </CardHeader>
      <CardContent>
        {invitations.isPending ? (
          <div className="flex justify-center py-4">
            <Spinner label="Loading invitations" />
          </div>
        ) : invitations.isError ? (
          <p role="alert" className="py-4 text-center text-sm text-muted-foreground">
            Couldn&apos;t load your invitations. Please try again later.
          </p>
        ) : list.length === 0 ? (
          <div className="flex flex-col items-center gap-2 py-4 text-center text-muted-foreground">
            <Mail className="size-6" aria-hidden="true" />
            <p className="text-sm">No pending invitations</p>
          </div>
        ) : (
          <ul className="divide-y">
            {list.map((invitation) => (
              <InvitationRow key={invitation.id} invitation={invitation} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function InvitationRow({ invitation }: { invitation: Invitation }) {
  const client = useQueryClient();
  const from = invitation.from.displayName ?? invitation.from.username;
  const decline = useMutation({
    mutationFn: () => apiJson('POST', `/api/invitations/${encodeURIComponent(invitation.id)}/decline`),
    onSuccess: () => client.invalidateQueries({ queryKey: INVITATIONS_KEY }),
    onError: (error) =>
      toast({
        title: 'Could not decline the invitation',
        description: messageOf(error, 'Please try again.'),
        variant: 'destructive',
      }),
  });
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="truncate font-medium">
          {from} <span className="text-sm font-normal text-muted-foreground">({invitation.from.rating})</span>
        </p>
        <p className="text-xs text-muted-foreground">
          invited you to a {longTimeControl(invitation.timeControl, invitation.increment)} game ·{' '}
          {new Date(invitation.createdAt).toLocaleDateString()}
        </p>
      </div>
      <div className="flex gap-2">
        <Button asChild size="sm">
          <Link href={`/game/${invitation.gameId}?join=true`}>Accept</Link>
        </Button>
        <Button size="sm" variant="outline" disabled={decline.isPending} onClick={() => decline.mutate()}>
          Decline
        </Button>
      </div>
    </li>
  );
}
