import { DownloadIcon } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { installApp } from '../../lib/pwa';
import { usePwaState } from '../../lib/use-pwa-state';
import { SettingsRow } from './settings-row';

/** 'Install app', only where the browser offers it (it fired beforeinstallprompt: not yet installed, and able). */
export function InstallAppRow() {
  const { canInstall } = usePwaState();
  if (!canInstall) return null;
  return (
    <SettingsRow
      label="Install app"
      description="Add Watchlist to this device's home screen: it opens in its own window, and offline with what it last showed."
    >
      <Button variant="secondary" size="sm" onClick={() => void installApp()}>
        <DownloadIcon aria-hidden="true" />
        Install
      </Button>
    </SettingsRow>
  );
}
