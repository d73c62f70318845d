import { registerSW } from 'virtual:pwa-register';
import { announceUpdate } from './pwa';

/** How often an open app looks for a new version (also whenever it comes back to the foreground). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the service worker (built by vite-plugin-pwa). A new version installs in the background and waits;
 * it is announced, and takes over only on the household's 'Reload' (never half-applied).
 */
export function registerServiceWorker(): void {
  const activate = registerSW({
    onNeedRefresh: () => announceUpdate(() => activate()),
    onRegisteredSW: (_url, registration) => {
      if (!registration) return;
      const check = () => void registration.update().catch(() => undefined);
      setInterval(check, UPDATE_CHECK_MS);
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') check();
      });
    },
  });
}
