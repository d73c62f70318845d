import { useState } from 'react';
import type { ImageSize } from '#domain/schemas/film';
import { cn } from '../lib/cn';
import { imageUrl } from '../lib/images';

/** A poster from the app's image route; a failed load falls back to the stock placeholder. */
export function PosterImage({
  path,
  size = 'w500',
  alt,
  className,
  loading = 'lazy',
}: {
  path: string | null | undefined;
  size?: ImageSize;
  alt: string;
  className?: string;
  loading?: 'lazy' | 'eager';
}) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      src={imageUrl(failed ? null : path, size)}
      alt={alt}
      loading={loading}
      decoding="async"
      onError={() => setFailed(true)}
      className={cn('bg-muted object-cover', className)}
    />
  );
}
