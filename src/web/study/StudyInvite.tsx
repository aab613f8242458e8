import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import type { FriendsResponse, Study, StudyResponse } from '../../core/protocol';
import { Button } from '../components/ui/button';
import { Input } from '../components/ui/input';
import { FRIENDS_KEY } from '../friends/friends-api';
import { messageOf } from '../lib/api';
import { inviteToStudy, studyKey } from './study-api';

/**
 * Who the study is with: the second person's name once there is one; until then, for the owner, their
 * friends to invite and the link to share (whoever opens it first takes the seat).
 */
export function StudyInvite({ study, userId }: { study: Study; userId: string }) {
  const client = useQueryClient();
  const isOwner = study.owner.id === userId;
  const friends = useQuery<FriendsResponse>({ queryKey: FRIENDS_KEY, enabled: isOwner && !study.guest });
  const [error, setError] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const invite = useMutation({
    mutationFn: (username: string) => inviteToStudy(study.id, username),
    onSuccess: ({ study: changed }) => {
      setError(null);
      client.setQueryData<StudyResponse>(studyKey(study.id), (data) =>
        data ? { ...data, study: changed } : data,
      );
    },
    onError: (failure) => setError(messageOf(failure, 'The invitation was not sent. Please try again.')),
  });

  const partner = isOwner ? study.guest : study.owner;
  if (partner) {
    return (
      <p className="text-sm" data-testid="study-partner">
        Studying with <span className="font-medium">{partner.displayName ?? partner.username}</span>
      </p>
    );
  }
  if (!isOwner) return null;
  const link = `${window.location.origin}/study/${study.id}`;
  const list = friends.data?.friends ?? [];
  return (
    <section aria-labelledby="study-invite-heading" className="grid gap-3 rounded-lg border p-3">
      <h2 id="study-invite-heading" className="font-semibold">
        Invite someone to study with you
      </h2>
      {friends.isPending ? <p className="text-sm text-muted-foreground">Loading your friends…</p> : null}
      {!friends.isPending && list.length === 0 ? (
        <p className="text-sm text-muted-foreground">No friends yet: share the link instead.</p>
      ) : null}
      {list.length > 0 ? (
        <ul className="grid gap-1" aria-label="Friends">
          {list.map(({ user }) => (
            <li key={user.id} className="flex items-center justify-between gap-2">
              <span>{user.displayName ?? user.username}</span>
              <Button
                size="sm"
                variant="outline"
                disabled={invite.isPending}
                onClick={() => invite.mutate(user.username)}
                aria-label={`Invite ${user.username}`}
              >
                Invite
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="grid gap-1">
        <label htmlFor="study-link" className="text-sm font-medium">
          Or share the link
        </label>
        <div className="flex gap-2">
          <Input id="study-link" readOnly value={link} onFocus={(event) => event.target.select()} />
          <Button
            variant="outline"
            size="icon"
            aria-label="Copy the link"
            onClick={() => {
              void navigator.clipboard?.writeText(link).then(() => setCopied(true));
            }}
          >
            {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
          </Button>
        </div>
      </div>
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </section>
  );
}
