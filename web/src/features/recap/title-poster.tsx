import type { ReactNode } from 'react';
import type { TitleRef } from '#domain/schemas/statistics';
import { PosterImage } from '../../components/poster-image';
import { cn } from '../../lib/cn';

/**
 * A poster that opens the title's details; what follows it (title, a fact) is part of the button. It fills its
 * container's width (a `w-*` class sets another), never the image's own: posters come in many sizes.
 */
export function TitlePoster({
  title,
  onOpen,
  children,
  className,
  posterClassName,
}: {
  title: TitleRef;
  onOpen: (title: TitleRef) => void;
  children?: ReactNode;
  className?: string;
  posterClassName?: string;
}) {
  return (
    <button
      type="button"
      onClick={() => onOpen(title)}
      aria-label={`Open ${title.title}`}
      className={cn(
        'group flex w-full min-w-0 flex-col gap-2 rounded-lg text-left outline-none focus-visible:ring-2 focus-visible:ring-ring',
        className,
      )}
    >
      <PosterImage
        path={title.posterPath}
        size="w342"
        alt=""
        className={cn(
          'aspect-[2/3] w-full rounded-lg shadow-md ring-1 ring-black/5 transition-transform duration-200 group-hover:scale-[1.02] dark:ring-white/10',
          posterClassName,
        )}
      />
      {children}
    </button>
  );
}
