import { Route, Switch } from 'wouter';
import { HomePage } from '../features/home/home-page';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { LiveSearchBox } from '../features/search/live-search-box';
import { lazyComponent } from '../lib/lazy-component';
import { useOpenTitle } from '../lib/title-host';

// Home is the first screen; the other pages load apart from it, when they are first shown.
const SearchPage = lazyComponent(() => import('../features/search/search-page').then((m) => m.SearchPage));
const SettingsPage = lazyComponent(() =>
  import('../features/settings/settings-page').then((m) => m.SettingsPage),
);
const RecapPage = lazyComponent(() => import('../features/recap/recap-page').then((m) => m.RecapPage));
const ListsPage = lazyComponent(() => import('../features/lists/lists-page').then((m) => m.ListsPage));
const TitlePage = lazyComponent(() => import('../features/title-page/title-page').then((m) => m.TitlePage));

/** Home, with the search box in its desktop header: a pick opens where it is, in the details modal. */
function HomeRoute() {
  const openTitle = useOpenTitle();
  return <HomePage searchBox={<LiveSearchBox onSelect={openTitle} />} />;
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
      <Route path="/movie/:type/:id">{(params) => <TitlePage type={params.type} id={params.id} />}</Route>
      <Route component={NotFoundPage} />
    </Switch>
  );
}
