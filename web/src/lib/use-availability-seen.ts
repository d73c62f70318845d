import { useEffect, useState } from 'react';
import type { MediaType } from '#domain/schemas/film';
import { useLibraryCards } from './api/library';
import { useAvailabilityMutations } from './api/use-availability-mutations';

export interface AvailabilityNews {
  now: number[];
  left: number[];
}

const noNews: AvailabilityNews = { now: [], left: [] };

/**
 * A library title opened: the services it came to or left since the last look are told to the server as seen (so
 * the cards stop saying so), and kept here for this screen to show while it is open.
 */
export function useAvailabilitySeen(mediaType: MediaType, tmdbId: number): AvailabilityNews {
  const library = useLibraryCards();
  const { markSeen } = useAvailabilityMutations();
  const item = library.data?.find((entry) => entry.mediaType === mediaType && entry.tmdbId === tmdbId);
  const now = item?.availability?.now;
  const left = item?.availability?.left;
  const [news, setNews] = useState<AvailabilityNews>(noNews);
  const changed = (now?.length ?? 0) + (left?.length ?? 0) > 0;
  const { mutate } = markSeen;

  useEffect(() => {
    if (!changed || !now || !left) return;
    mutate({ mediaType, tmdbId }, { onSuccess: () => setNews({ now, left }) });
  }, [changed, now, left, mediaType, tmdbId, mutate]);

  return news;
}
