import { lazy, Suspense, useEffect } from 'react';
import { Route, Switch, useLocation, useSearch } from 'wouter';
import { HomePage } from '../features/home/home-page';
import { ListsPage } from '../features/lists/lists-page';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { LiveSearchBox } from '../features/search/live-search-box';
import { SearchPage } from '../features/search/search-page';
import { SettingsPage } from '../features/settings/settings-page';
import { SharePage } from '../features/share/share-page';
import { TitlePage } from '../features/title-page/title-page';
import { useOpenTitle, useTitleHost } from '../lib/title-host';

const RecapPage = lazy(() =>
  import('../features/recap/recap-page').then(({ RecapPage: page }) => ({ default: page })),
);

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

/** Home, with the search box in its desktop header: a pick opens where it is, in the details modal. */
function HomeRoute() {
  const openTitle = useOpenTitle();
  useRandomShortcut();
  return <HomePage searchBox={<LiveSearchBox onSelect={openTitle} />} />;
}

export function AppRoutes() {
  return (
    <Switch>
      <Route path="/" component={HomeRoute} />
      <Route path="/search" component={SearchPage} />
      <Route path="/settings">{() => <SettingsPage />}</Route>
      <Route path="/settings/:section">{(params) => <SettingsPage section={params.section} />}</Route>
      <Route path="/statistics">
        {() => (
          <Suspense fallback={null}>
            <RecapPage />
          </Suspense>
        )}
      </Route>
      <Route path="/lists" component={ListsPage} />
      <Route path="/share" component={SharePage} />
      <Route path="/movie/:type/:id">{(params) => <TitlePage type={params.type} id={params.id} />}</Route>
      <Route component={NotFoundPage} />
    </Switch>
  );
}
