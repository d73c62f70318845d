import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangePinRequest, MessageResponse } from '#domain/schemas/auth';
import type { SettingsResponse, SettingsUpdate } from '#domain/schemas/settings';
import { apiRequest } from '../api-client';
import { availabilityQueries } from './availability';
import { calendarQueries } from './calendar';
import { invalidateLibrary } from './library';
import { settingsQueries } from './settings';

/** The household's settings and its PIN. */
export function useSettingsMutations() {
  const queryClient = useQueryClient();
  const update = useMutation({
    mutationFn: (change: SettingsUpdate) => apiRequest<SettingsResponse>('PUT', '/api/settings', change),
    onSuccess: async (settings, change) => {
      queryClient.setQueryData(settingsQueries.current().queryKey, settings);
      // A new region: its own services, and every title's availability checked again (a job on the server).
      if (change.region) {
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: availabilityQueries.all }),
          invalidateLibrary(queryClient),
        ]);
      }
    },
  });
  const updatePin = useMutation({
    mutationFn: (change: ChangePinRequest) => apiRequest<MessageResponse>('PUT', '/api/auth/pin', change),
    // A new PIN ends the calendar feed's link.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarQueries.feed().queryKey }),
  });
  return { update, updatePin };
}
