import { Trans, useLingui } from '@lingui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import type { FriendsResponse, Study, StudyResponse } from '../../core/protocol';
import { Button } from '../components/ui/button';
import { Input } from '../components/ui/input';
import { FRIENDS_KEY } from '../friends/friends-api';
import { refusalText } from '../i18n/refusal-text';
import { inviteToStudy, studyKey } from './study-api';

/**
 * Who the study is with: the second person's name once there is one; until then, for the owner, their
 * friends to invite and the link to share (whoever opens it first takes the seat).
 */
export function StudyInvite({ study, userId }: { study: Study; userId: string }) {
  const { i18n } = useLingui();
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
    onError: (failure) => setError(refusalText(i18n, failure, i18n._('study.invite.failed'))),
  });

  const partner = isOwner ? study.guest : study.owner;
  if (partner) {
    return (
      <p className="text-sm" data-testid="study-partner">
        <Trans
          id="study.partner"
          values={{ name: partner.displayName ?? partner.username }}
          components={{ 0: <span className="font-medium" /> }}
        />
      </p>
    );
  }
  if (!isOwner) return null;
  const link = `${window.location.origin}/study/${study.id}`;
  const list = friends.data?.friends ?? [];
  return (
    <section aria-labelledby="study-invite-heading" className="grid gap-3 rounded-lg border p-3">
      <h2 id="study-invite-heading" className="font-semibold">
        {i18n._('study.invite.title')}
      </h2>
      {friends.isPending ? (
        <p className="text-sm text-muted-foreground">{i18n._('study.invite.loadingFriends')}</p>
      ) : null}
      {!friends.isPending && list.length === 0 ? (
        <p className="text-sm text-muted-foreground">{i18n._('study.invite.noFriends')}</p>
      ) : null}
      {list.length > 0 ? (
        <ul className="grid gap-1" aria-label={i18n._('study.invite.friends')}>
          {list.map(({ user }) => (
            <li key={user.id} className="flex items-center justify-between gap-2">
              <span>{user.displayName ?? user.username}</span>
              <Button
                size="sm"
                variant="outline"
                disabled={invite.isPending}
                onClick={() => invite.mutate(user.username)}
                aria-label={i18n._('study.invite.named', { username: user.username })}
              >
                {i18n._('study.invite.button')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="grid gap-1">
        <label htmlFor="study-link" className="text-sm font-medium">
          {i18n._('study.invite.shareLink')}
        </label>
        <div className="flex gap-2">
          <Input id="study-link" dir="ltr" readOnly value={link} onFocus={(event) => event.target.select()} />
          <Button
            variant="outline"
            size="icon"
            aria-label={i18n._('study.invite.copyLink')}
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
