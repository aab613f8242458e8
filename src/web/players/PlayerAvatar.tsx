import { Avatar } from '../components/ui/avatar';

/** The profile's picture, or the first letter of the name on a coloured disc when there is none (or it fails). */
export function PlayerAvatar({
  name,
  imageUrl,
  size = 'lg',
}: {
  name: string;
  imageUrl: string | null;
  size?: 'sm' | 'lg';
}) {
  return <Avatar name={name} imageUrl={imageUrl} size={size} />;
}
