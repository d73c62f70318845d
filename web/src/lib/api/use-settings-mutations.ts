import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangePinRequest, MessageResponse } from '../../../../domain/schemas/auth';
import type { SettingsResponse, SettingsUpdate } from '../../../../domain/schemas/settings';
import { apiRequest } from '../api-client';
import { settingsQueries } from './settings';

/** The household's settings and its PIN. */
export function useSettingsMutations() {
  const queryClient = useQueryClient();
  const update = useMutation({
    mutationFn: (change: SettingsUpdate) => apiRequest<SettingsResponse>('PUT', '/api/settings', change),
    onSuccess: (settings) => queryClient.setQueryData(settingsQueries.current().queryKey, settings),
  });
  const updatePin = useMutation({
    mutationFn: (change: ChangePinRequest) => apiRequest<MessageResponse>('PUT', '/api/auth/pin', change),
  });
  return { update, updatePin };
}
