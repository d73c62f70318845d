/** The browser's Navigation API, where there is one (Chromium): its entries are this app's pages only. */
interface NavigationHistory {
  canGoBack: boolean;
}

/**
 * Back to the page the household came from when it is one of the app's own (so a list or a search comes back as it
 * was), else to the watchlist: a page opened from a shared link or a bookmark has nothing of the app behind it.
 */
export function goBack(navigate: (to: string) => void): void {
  const navigation = (window as Window & { navigation?: NavigationHistory }).navigation;
  if (navigation?.canGoBack) window.history.back();
  else navigate('/');
}
