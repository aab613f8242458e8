import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { Badge } from '../components/ui/badge';
import { Card, CardContent } from '../components/ui/card';
import { gameWords, rankText } from '../i18n/game-words';
import { PlayerAvatar } from './PlayerAvatar';
import { playersWords } from './players-words';

export interface ProfileSummary {
  name: string;
  username: string;
  bio: string;
  profileImageUrl: string | null;
  /** ISO instant the account was made. */
  memberSince: string;
}

/** Who the player is: avatar (or initial), name, username, bio, and the page's own actions. */
export function ProfileHeader({
  profile,
  rank,
  actions,
  children,
}: {
  profile: ProfileSummary;
  rank?: string | undefined;
  actions?: ReactNode;
  /** Shown in place of the bio (the edit form). */
  children?: ReactNode;
}) {
  playersWords.useWords();
  gameWords.useWords();
  const { i18n } = useLingui();
  const since = new Intl.DateTimeFormat(i18n.locale, { year: 'numeric', month: 'long' }).format(
    new Date(profile.memberSince),
  );
  return (
    <Card>
      <CardContent className="grid gap-4 p-6 sm:grid-cols-[auto_minmax(0,1fr)] sm:items-start">
        <PlayerAvatar name={profile.name} imageUrl={profile.profileImageUrl} />
        {/* One column that may shrink: a long name is cut short instead of widening the card. */}
        <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-3">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="min-w-0">
              <h1 className="text-2xl font-bold tracking-tight break-words" data-testid="profile-name">
                {profile.name}
              </h1>
              <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                <span data-testid="profile-username" dir="ltr">
                  @{profile.username}
                </span>
                {rank ? <Badge variant="secondary">{rankText(i18n, rank)}</Badge> : null}
                <span>{i18n._('players.memberSince', { date: since })}</span>
              </p>
            </div>
            {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
          </div>
          {children ??
            (profile.bio ? (
              <p className="whitespace-pre-line break-words text-sm" data-testid="profile-bio">
                {profile.bio}
              </p>
            ) : (
              <p className="text-sm text-muted-foreground">{i18n._('players.noBio')}</p>
            ))}
        </div>
      </CardContent>
    </Card>
  );
}
