import { type PushPayload, pushPayloadSchema } from '#domain/schemas/notifications';

/** The app's icon, and the badge (white on transparent: Android shows only its shape) in the status bar. */
export const NOTIFICATION_ICON = '/icons/icon-192.png';
export const NOTIFICATION_BADGE = '/icons/badge-96.png';

/** A push the browser cannot read still shows something (a push must show a notification), opening Home. */
const unreadable = {
  title: 'Watchlist',
  body: 'There is news: open Watchlist to see it.',
  url: '/',
  tag: 'unreadable',
};

/** A push's text as the contract's payload; null when it is not one. */
export function readPushPayload(text: string | null): PushPayload | null {
  if (text === null) return null;
  try {
    const parsed = pushPayloadSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** What `showNotification` is given for a push: the title, its text, and the app's path to open when tapped. */
export function notificationOf(payload: PushPayload | null): {
  title: string;
  options: NotificationOptions & { data: { url: string } };
} {
  const { title, body, tag, url } = payload ?? unreadable;
  return { title, options: { body, tag, icon: NOTIFICATION_ICON, badge: NOTIFICATION_BADGE, data: { url } } };
}

/** The app's own path to open: a path on the app's origin; anything else (another site, nonsense) opens Home. */
export function appPath(url: unknown, origin: string): string {
  if (typeof url !== 'string' || !URL.canParse(url, origin)) return '/';
  const target = new URL(url, origin);
  return target.origin === origin ? `${target.pathname}${target.search}${target.hash}` : '/';
}

interface AppWindow {
  url: string;
  focused: boolean;
  focus: () => Promise<AppWindow>;
  navigate: (url: string) => Promise<AppWindow | null>;
}

interface AppWindows {
  matchAll: (options: { type: 'window'; includeUncontrolled: boolean }) => Promise<readonly AppWindow[]>;
  openWindow: (url: string) => Promise<unknown>;
}

/**
 * A tapped notification: the app's open window (the focused one first) goes to `path` and comes to the front; with
 * none open, or one this worker does not control (it cannot be sent elsewhere), a new window opens at `path`.
 */
export async function openInApp(path: string, windows: AppWindows, origin: string): Promise<void> {
  const open = (await windows.matchAll({ type: 'window', includeUncontrolled: true })).filter(
    (window) => new URL(window.url).origin === origin,
  );
  const window = open.find((each) => each.focused) ?? open[0];
  const moved = await window?.navigate(path).catch(() => null);
  if (moved) await moved.focus();
  else await windows.openWindow(path);
}
