/** Chromium's install offer (not in the DOM typings). */
interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export interface PwaState {
  /** A new version is installed and waits: it takes over only when the household says so (applyUpdate). */
  updateReady: boolean;
  /** The browser offers to install the app (it fired `beforeinstallprompt`). */
  canInstall: boolean;
}

let state: PwaState = { updateReady: false, canInstall: false };
let activateUpdate: (() => Promise<void>) | null = null;
let installOffer: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();

function update(next: Partial<PwaState>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

const isInstallOffer = (event: Event): event is BeforeInstallPromptEvent => 'prompt' in event;

window.addEventListener('beforeinstallprompt', (event) => {
  if (!isInstallOffer(event)) return;
  // Offered from Settings instead of the browser's own banner.
  event.preventDefault();
  installOffer = event;
  update({ canInstall: true });
});
window.addEventListener('appinstalled', () => {
  installOffer = null;
  update({ canInstall: false });
});

/**
 * Plain code, without React: the boot module registers the service worker (lib/pwa-register.ts) before, or without,
 * loading the app; the app reads the state through usePwaState (lib/use-pwa-state.ts).
 */
export function subscribeToPwaState(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function readPwaState(): PwaState {
  return state;
}

/** Called by the service worker's registration when a new version waits; `activate` lets it take over. */
export function announceUpdate(activate: () => Promise<void>): void {
  activateUpdate = activate;
  update({ updateReady: true });
}

/** The new version takes over, and the page reloads once it controls it. */
export async function applyUpdate(): Promise<void> {
  await activateUpdate?.();
}

/** Shows the browser's install dialog; true when the household installed the app. */
export async function installApp(): Promise<boolean> {
  const offer = installOffer;
  if (!offer) return false;
  await offer.prompt();
  const { outcome } = await offer.userChoice;
  // An offer can be shown once.
  installOffer = null;
  update({ canInstall: false });
  return outcome === 'accepted';
}
