import { useState } from 'react';
import { cn } from '../lib/cn';

/** The profile picture, or the first letter of the name on a coloured disc when there is none (or it fails). */
export function PlayerAvatar({
  name,
  imageUrl,
  size = 'lg',
}: {
  name: string;
  imageUrl: string | null;
  size?: 'sm' | 'lg';
}) {
  const [failed, setFailed] = useState(false);
  const initial = name.trim().charAt(0).toUpperCase() || '?';
  const box = size === 'lg' ? 'size-20 text-3xl' : 'size-10 text-base';
  if (imageUrl && !failed) {
    return (
      <img
        src={imageUrl}
        alt={`${name}'s avatar`}
        className={cn('shrink-0 rounded-full object-cover', box)}
        onError={() => setFailed(true)}
      />
    );
  }
  return (
    <span
      role="img"
      aria-label={`${name}'s avatar`}
      data-testid="avatar-initial"
      className={cn(
        'flex shrink-0 items-center justify-center rounded-full bg-primary font-bold text-primary-foreground',
        box,
      )}
    >
      {initial}
    </span>
  );
}
