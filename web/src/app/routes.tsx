import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { HomePage } from '../features/home/home-page';
import { ListsPage } from '../features/lists/lists-page';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { LiveSearchBox } from '../features/search/live-search-box';
import { SearchPage } from '../features/search/search-page';
import { SettingsPage } from '../features/settings/settings-page';
import { TitlePage } from '../features/title-page/title-page';
import { useOpenTitle } from '../lib/title-host';

const RecapPage = lazy(() =>
  import('../features/recap/recap-page').then(({ RecapPage: page }) => ({ default: page })),
);

/** Home, with the search box in its desktop header: a pick opens where it is, in the details modal. */
function HomeRoute() {
  const openTitle = useOpenTitle();
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
      <Route path="/movie/:type/:id">{(params) => <TitlePage type={params.type} id={params.id} />}</Route>
      <Route component={NotFoundPage} />
    </Switch>
  );
}
