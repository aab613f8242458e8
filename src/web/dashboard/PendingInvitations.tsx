import { useLingui } from '@lingui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Mail } from 'lucide-react';
import { Link } from 'wouter';
import type { Invitation, InvitationsResponse } from '../../core/protocol';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card';
import { Spinner } from '../components/ui/spinner';
import { clockText, dateText, gameWords } from '../i18n/game-words';
import { apiJson, messageOf } from '../lib/api';
import { toast } from '../lib/use-toast';

const INVITATIONS_KEY = ['/api/invitations'] as const;

/** Games others invited the user to: accepting opens the game to join it; declining says no. */
export function PendingInvitations() {
  const { i18n } = useLingui();
  const invitations = useQuery<InvitationsResponse>({ queryKey: INVITATIONS_KEY, refetchOnMount: 'always' });
  const list = invitations.data?.invitations ?? [];
  return (
    <Card role="region" aria-labelledby="invitations-title">
      <CardHeader>
        <CardTitle id="invitations-title">{i18n._('dashboard.invitations.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        {invitations.isPending ? (
          <div className="flex justify-center py-4">
            <Spinner label={i18n._('dashboard.invitations.loading')} />
          </div>
        ) : invitations.isError ? (
          <p role="alert" className="py-4 text-center text-sm text-muted-foreground">
            {i18n._('dashboard.invitations.error')}
          </p>
        ) : list.length === 0 ? (
          <div className="flex flex-col items-center gap-2 py-4 text-center text-muted-foreground">
            <Mail className="size-6" aria-hidden="true" />
            <p className="text-sm">{i18n._('dashboard.invitations.none')}</p>
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
  gameWords.useWords();
  const { i18n } = useLingui();
  const client = useQueryClient();
  const from = invitation.from.displayName ?? invitation.from.username;
  const decline = useMutation({
    mutationFn: () => apiJson('POST', `/api/invitations/${encodeURIComponent(invitation.id)}/decline`),
    onSuccess: () => client.invalidateQueries({ queryKey: INVITATIONS_KEY }),
    onError: (error) =>
      toast({
        title: i18n._('dashboard.invitations.declineFailed'),
        description: messageOf(error, i18n._('dashboard.tryAgain')),
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
          {i18n._('dashboard.invitations.line', {
            clock: clockText(i18n, invitation.timeControl, invitation.increment),
            date: dateText(i18n, invitation.createdAt),
          })}
        </p>
      </div>
      <div className="flex gap-2">
        <Button asChild size="sm">
          <Link href={`/game/${invitation.gameId}?join=true`}>{i18n._('dashboard.invitations.accept')}</Link>
        </Button>
        <Button size="sm" variant="outline" disabled={decline.isPending} onClick={() => decline.mutate()}>
          {i18n._('dashboard.invitations.decline')}
        </Button>
      </div>
    </li>
  );
}
