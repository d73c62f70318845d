import { UserIcon } from 'lucide-react';
import { imageUrl } from '../../lib/images';
import { cn } from '../../lib/cn';

const sizes = {
  /** The title page's cast. */
  lg: { avatar: 'size-20', icon: 'size-7', name: 'mt-2', role: 'text-xs' },
  /** The details modal's cast and crew. */
  md: { avatar: 'size-16', icon: 'size-6', name: 'mt-1.5', role: 'text-[0.6875rem]' },
} as const;

/** A person in a cast or crew strip: their photo (or a silhouette), name and role. */
export function PersonCard({
  name,
  role,
  profilePath,
  size,
}: {
  name: string;
  role: string;
  profilePath: string | null;
  size: keyof typeof sizes;
}) {
  const style = sizes[size];
  return (
    <li className="w-28 shrink-0 text-center">
      {profilePath ? (
        <img
          src={imageUrl(profilePath, 'w185')}
          alt=""
          loading="lazy"
          className={cn('mx-auto rounded-full bg-muted object-cover', style.avatar)}
        />
      ) : (
        <span className={cn('mx-auto flex items-center justify-center rounded-full bg-muted', style.avatar)}>
          <UserIcon className={cn('text-muted-foreground', style.icon)} aria-hidden="true" />
        </span>
      )}
      <p className={cn('text-xs font-medium [overflow-wrap:anywhere]', style.name)}>{name}</p>
      <p className={cn('line-clamp-2 text-muted-foreground', style.role)} title={role}>
        {role}
      </p>
    </li>
  );
}
