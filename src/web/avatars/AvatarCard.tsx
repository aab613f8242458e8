import { useLingui } from '@lingui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ImageUp, Trash2 } from 'lucide-react';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import type { CurrentUser } from '../../core/protocol';
import { Avatar } from '../components/ui/avatar';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card';
import { USER_QUERY_KEY } from '../lib/auth';
import { toast } from '../lib/use-toast';
import { profileWords } from '../players/profile-words';
import {
  AVATAR_ACCEPT,
  AVATAR_MAX_MB,
  avatarRefusalText,
  checkPictureFile,
  removeAvatar,
  uploadAvatar,
} from './avatar-api';

/** A chosen file shown before it is sent, through a URL that lives as long as the choice. */
function usePreview(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setUrl(null);
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return url;
}

/** Profile picture on the own profile: choose a file, see it, save it; or remove the one there is. */
export function AvatarCard({ user }: { user: CurrentUser }) {
  profileWords.useWords();
  const { i18n } = useLingui();
  const client = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const preview = usePreview(file);
  const name = user.displayName ?? user.fullName;

  const done = (saved: CurrentUser, title: string) => {
    client.setQueryData(USER_QUERY_KEY, saved);
    setFile(null);
    setError(null);
    if (input.current) input.current.value = '';
    toast({ title, variant: 'success' });
  };
  const save = useMutation({
    mutationFn: uploadAvatar,
    onSuccess: (saved) => done(saved, i18n._('profile.avatar.saved')),
    onError: (failure) => setError(avatarRefusalText(i18n, failure)),
  });
  const remove = useMutation({
    mutationFn: removeAvatar,
    onSuccess: (saved) => done(saved, i18n._('profile.avatar.removed')),
    onError: (failure) => setError(avatarRefusalText(i18n, failure)),
  });
  const busy = save.isPending || remove.isPending;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    const refusal = chosen ? checkPictureFile(i18n, chosen) : null;
    setError(refusal);
    setFile(refusal ? null : chosen);
  };

  return (
    <Card data-testid="avatar-card">
      <CardHeader>
        <CardTitle>{i18n._('profile.avatar.title')}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-wrap items-center gap-6">
        <Avatar name={name} imageUrl={preview ?? user.profileImageUrl} size="lg" />
        <div className="grid min-w-0 flex-1 gap-3">
          <p className="text-sm text-muted-foreground">
            {i18n._('profile.avatar.lead', { max: AVATAR_MAX_MB })}
          </p>
          <input
            ref={input}
            id="avatar-file"
            type="file"
            accept={AVATAR_ACCEPT}
            className="sr-only"
            // The visible button opens this picker, so the input is named for screen readers but skipped by Tab.
            aria-label={i18n._('profile.avatar.choose')}
            tabIndex={-1}
            onChange={choose}
            data-testid="avatar-file"
          />
          <div className="flex flex-wrap gap-2">
            {file ? (
              <>
                <Button onClick={() => save.mutate(file)} disabled={busy}>
                  {i18n._(save.isPending ? 'profile.avatar.saving' : 'profile.avatar.save')}
                </Button>
                <Button
                  variant="outline"
                  disabled={busy}
                  onClick={() => {
                    setFile(null);
                    if (input.current) input.current.value = '';
                  }}
                >
                  {i18n._('profile.cancel')}
                </Button>
              </>
            ) : (
              <Button variant="outline" disabled={busy} onClick={() => input.current?.click()}>
                <ImageUp aria-hidden="true" />
                {i18n._(user.profileImageUrl ? 'profile.avatar.change' : 'profile.avatar.upload')}
              </Button>
            )}
            {user.profileImageUrl && !file ? (
              <Button variant="ghost" disabled={busy} onClick={() => remove.mutate()}>
                <Trash2 aria-hidden="true" />
                {i18n._('profile.avatar.remove')}
              </Button>
            ) : null}
          </div>
          {error ? (
            <p role="alert" className="text-sm text-destructive" data-testid="avatar-error">
              {error}
            </p>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}
