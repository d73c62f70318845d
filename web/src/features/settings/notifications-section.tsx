import { NotificationsOtherDevices } from './notifications-other-devices';
import { NotificationsThisDevice } from './notifications-this-device';
import { Notifiers } from './notifiers';
import { SettingsSection } from './settings-row';

/** Settings → Notifications: this device, the household's other devices, and the notifiers. */
export function NotificationsSection() {
  return (
    <SettingsSection id="notifications" title="Notifications">
      <NotificationsThisDevice />
      <NotificationsOtherDevices />
      <Notifiers />
    </SettingsSection>
  );
}
