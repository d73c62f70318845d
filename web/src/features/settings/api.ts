import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '../../../../domain/schemas/auth';
import type { SettingsResponse, SettingsUpdate } from '../../../../domain/schemas/settings';
import { apiRequest } from '../../lib/api-client';

export const settingsQueryKey = ['/api/settings'] as const;

export function useSettings() {
  return useQuery<SettingsResponse>({ queryKey: settingsQueryKey });
}

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: SettingsUpdate) => apiRequest<SettingsResponse>('PUT', '/api/settings', update),
    onSuccess: (settings) => queryClient.setQueryData(settingsQueryKey, settings),
  });
}

export function useUpdatePin() {
  return useMutation({
    mutationFn: (pin: string) => apiRequest<MessageResponse>('PUT', '/api/auth/pin', { pin }),
  });
}
