import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { DetailPage } from '../features/details/detail-page';
import { HomePage } from '../features/home/home-page';
import { ListsPage } from '../features/lists/lists-page';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { SearchPage } from '../features/search/search-page';
import { SettingsPage } from '../features/settings/settings-page';

const RecapPage = lazy(() =>
  import('../features/recap/recap-page').then(({ RecapPage: page }) => ({ default: page })),
);

export function AppRoutes() {
  return (
    <Switch>
      <Route path="/" component={HomePage} />
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
      <Route path="/movie/:type/:id">
        {(params) => <DetailPage mediaType={params.type} tmdbId={params.id} />}
      </Route>
      <Route component={NotFoundPage} />
    </Switch>
  );
}
