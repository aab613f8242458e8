import { useState } from 'react';
import { cn } from '../../lib/cn';
import { useShellWords } from '../../lib/use-shell-words';

const SIZES = {
  xs: 'size-6 text-xs',
  sm: 'size-10 text-base',
  lg: 'size-20 text-3xl',
} as const;

export type AvatarSize = keyof typeof SIZES;

/**
 * A person's profile picture, or the first letter of their name on a coloured disc when they have none
 * (or it fails to load). Decorative where the name is written beside it: `labelled={false}`.
 */
export function Avatar({
  name,
  imageUrl,
  size = 'sm',
  labelled = true,
  className,
}: {
  name: string;
  imageUrl: string | null;
  size?: AvatarSize;
  labelled?: boolean;
  className?: string;
}) {
  const i18n = useShellWords();
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const initial = name.trim().charAt(0).toUpperCase() || '?';
  const box = cn('shrink-0 rounded-full', SIZES[size], className);
  const named = i18n._('shell.avatarOf', { name });
  const label = labelled ? { 'aria-label': named } : { 'aria-hidden': true };
  if (imageUrl && failedUrl !== imageUrl) {
    return (
      <img
        src={imageUrl}
        alt={labelled ? named : ''}
        {...(labelled ? {} : { 'aria-hidden': true })}
        data-testid="avatar-image"
        loading="lazy"
        decoding="async"
        className={cn(box, 'object-cover')}
        onError={() => setFailedUrl(imageUrl)}
      />
    );
  }
  return (
    <span
      {...(labelled ? { role: 'img' } : {})}
      {...label}
      data-testid="avatar-initial"
      className={cn(box, 'flex items-center justify-center bg-primary font-bold text-primary-foreground')}
    >
      {initial}
    </span>
  );
}
