import { FastAverageColor } from 'fast-average-color';
import { useEffect, useState } from 'react';
import { titleColor } from '#domain/rules/genre-colors';
import { imageUrl } from '../../lib/images';

const reader = new FastAverageColor();

/** The poster's average colour (images are same-origin, so the canvas may read them); the genre colour until then or on failure. */
export function usePosterColor(posterPath: string | null, genres: readonly string[]): string {
  const fallback = titleColor(genres);
  const [read, setRead] = useState<{ path: string; color: string } | null>(null);

  useEffect(() => {
    if (!posterPath) return;
    let cancelled = false;
    reader
      .getColorAsync(imageUrl(posterPath, 'w92'), { algorithm: 'dominant', ignoredColor: [0, 0, 0, 255, 40] })
      .then((color) => {
        if (!cancelled) setRead({ path: posterPath, color: color.hex });
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [posterPath]);

  return read && read.path === posterPath ? read.color : fallback;
}
