import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CalendarFeed, UpNextResponse } from '#domain/schemas/calendar';
import { apiRequest } from '../api-client';
import { calendarQueries } from './calendar';

/** Up Next's dismissals (gone from the row at once, back if the server refuses) and the calendar feed's key. */
export function useCalendarMutations() {
  const queryClient = useQueryClient();
  const upNextKey = calendarQueries.upNext().queryKey;
  const dismiss = useMutation({
    mutationFn: (entry: { itemId: number; key: string }) =>
      apiRequest<UpNextResponse>('POST', '/api/up-next/dismissals', { itemId: entry.itemId, key: entry.key }),
    onMutate: async (entry) => {
      await queryClient.cancelQueries({ queryKey: upNextKey });
      const before = queryClient.getQueryData(upNextKey);
      queryClient.setQueryData(upNextKey, (current) =>
        current
          ? {
              entries: current.entries.filter(
                (shown) => shown.itemId !== entry.itemId || shown.key !== entry.key,
              ),
            }
          : current,
      );
      return { before };
    },
    onError: (_error, _entry, context) => queryClient.setQueryData(upNextKey, context?.before),
    onSuccess: (upNext) => queryClient.setQueryData(upNextKey, upNext),
  });
  const renewFeed = useMutation({
    mutationFn: () => apiRequest<CalendarFeed>('POST', '/api/calendar/feed/renew'),
    // The answer is the one place the link is shown: the screen keeps it from this mutation's data.
    onSuccess: (feed) =>
      queryClient.setQueryData(calendarQueries.feed().queryKey, { exists: true, createdAt: feed.createdAt }),
  });
  return { dismiss, renewFeed };
}
