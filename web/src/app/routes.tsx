import { useEffect } from 'react';
import { Route, Switch, useLocation, useSearch } from 'wouter';
import { DecideTogetherButton } from '../features/decide/decide-button';
import { HomePage } from '../features/home/home-page';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { LiveSearchBox } from '../features/search/live-search-box';
import { lazyComponent } from '../lib/lazy-component';
import { useOpenTitle, useTitleHost } from '../lib/title-host';

// Home is the first screen; the other pages load apart from it, when they are first shown.
const SearchPage = lazyComponent(() => import('../features/search/search-page').then((m) => m.SearchPage));
const SettingsPage = lazyComponent(() =>
  import('../features/settings/settings-page').then((m) => m.SettingsPage),
);
const RecapPage = lazyComponent(() => import('../features/recap/recap-page').then((m) => m.RecapPage));
const ListsPage = lazyComponent(() => import('../features/lists/lists-page').then((m) => m.ListsPage));
const TitlePage = lazyComponent(() => import('../features/title-page/title-page').then((m) => m.TitlePage));
const DecidePage = lazyComponent(() => import('../features/decide/decide-page').then((m) => m.DecidePage));
const SharePage = lazyComponent(() => import('../features/share/share-page').then((m) => m.SharePage));

/** The installed app's 'Random' shortcut (/?random=1): home, with the random pick open. */
function useRandomShortcut() {
  const host = useTitleHost();
  const search = useSearch();
  const [, navigate] = useLocation();
  useEffect(() => {
    if (new URLSearchParams(search).get('random') !== '1') return;
    navigate('/', { replace: true });
    host.openRandomPick();
  }, [search, host, navigate]);
}

/**
 * Home, with the search box in its desktop header (a pick opens where it is, in the details modal) and 'Decide
 * together' beside the random pick.
 */
function HomeRoute() {
  const openTitle = useOpenTitle();
  useRandomShortcut();
  return (
    <HomePage searchBox={<LiveSearchBox onSelect={openTitle} />} decideTogether={<DecideTogetherButton />} />
  );
}

export function AppRoutes() {
  return (
    <Switch>
      <Route path="/" component={HomeRoute} />
      <Route path="/search">{() => <SearchPage />}</Route>
      <Route path="/settings">{() => <SettingsPage />}</Route>
      <Route path="/settings/:section">{(params) => <SettingsPage section={params.section} />}</Route>
      <Route path="/statistics">{() => <RecapPage />}</Route>
      <Route path="/lists">{() => <ListsPage />}</Route>
      <Route path="/share">{() => <SharePage />}</Route>
      <Route path="/decide">{() => <DecidePage />}</Route>
      <Route path="/movie/:type/:id">{(params) => <TitlePage type={params.type} id={params.id} />}</Route>
      <Route component={NotFoundPage} />
    </Switch>
  );
}
