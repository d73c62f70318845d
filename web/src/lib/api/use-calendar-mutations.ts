import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CalendarFeed, UpNextResponse } from '../../../../domain/schemas/calendar';
import { apiRequest } from '../api-client';
import { calendarQueries } from './calendar';

/** Up Next's dismissals and the calendar feed's key. */
export function useCalendarMutations() {
  const queryClient = useQueryClient();
  const dismiss = useMutation({
    mutationFn: (entry: { itemId: number; key: string }) =>
      apiRequest<UpNextResponse>('POST', '/api/up-next/dismissals', { itemId: entry.itemId, key: entry.key }),
    onSuccess: (upNext) => queryClient.setQueryData(calendarQueries.upNext().queryKey, upNext),
  });
  const renewFeed = useMutation({
    mutationFn: () => apiRequest<CalendarFeed>('POST', '/api/calendar/feed/renew'),
    onSuccess: (feed) => queryClient.setQueryData(calendarQueries.feed().queryKey, feed),
  });
  return { dismiss, renewFeed };
}
