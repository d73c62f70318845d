import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  DeviceViewer,
  NotificationTestBody,
  NotificationTestResponse,
  NotificationTopic,
  NotifierSettings,
  NotifierSettingsUpdate,
  PushSubscriptionJson,
  QuietHours,
  Subscription,
} from '#domain/schemas/notifications';
import { apiRequest } from '../api-client';
import { forgetDeviceSubscription, readDeviceSubscription, subscribeDevice } from '../push-device';
import { notificationQueries } from './notifications';

/** What this device is told, and for whom. */
export interface DeviceChoice {
  viewer: DeviceViewer;
  topics: NotificationTopic[];
  quietHours: QuietHours;
}

/** This device's subscription, the household's other devices, its notifiers and the tests. */
export function useNotificationMutations() {
  const queryClient = useQueryClient();
  const refreshDevices = () => queryClient.invalidateQueries({ queryKey: notificationQueries.all });

  /** Subscribes this device when it is not yet (asking the browser's permission), then saves its choice. */
  const saveDevice = useMutation({
    mutationFn: async (choice: DeviceChoice) => {
      const existing = await readDeviceSubscription();
      const subscription = existing
        ? (existing.toJSON() as PushSubscriptionJson)
        : await subscribeDevice((await queryClient.query(notificationQueries.publicKey())).publicKey);
      return apiRequest<Subscription>('POST', '/api/notifications/subscriptions', {
        subscription,
        ...choice,
      });
    },
    onSettled: refreshDevices,
  });
  const turnOffDevice = useMutation({
    mutationFn: forgetDeviceSubscription,
    onSettled: refreshDevices,
  });
  const removeDevice = useMutation({
    mutationFn: (endpoint: string) => apiRequest('DELETE', '/api/notifications/subscriptions', { endpoint }),
    onSettled: refreshDevices,
  });
  const updateNotifiers = useMutation({
    mutationFn: (change: NotifierSettingsUpdate) =>
      apiRequest<NotifierSettings>('PUT', '/api/notifications/settings', change),
    onSuccess: (settings) => queryClient.setQueryData(notificationQueries.settings().queryKey, settings),
  });
  const sendTest = useMutation({
    mutationFn: (body: NotificationTestBody) =>
      apiRequest<NotificationTestResponse>('POST', '/api/notifications/test', body),
    // A failed delivery shows in its status.
    onSettled: refreshDevices,
  });
  return { saveDevice, turnOffDevice, removeDevice, updateNotifiers, sendTest };
}
