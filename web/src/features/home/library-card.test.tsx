import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import type { OwnershipLabels } from '#domain/schemas/settings';
import { household, libraryItem, seriesInProgress } from '../../test-support/fixtures';
import { renderScreen } from '../../test-support/render';
import { LibraryCard, type CardActions } from './library-card';

const nothing = () => undefined;
const actions: CardActions = {
  onOpen: nothing,
  onWatch: nothing,
  onFinish: nothing,
  onManageSeasons: nothing,
};
const services = { enabled: false, ids: [], byId: new Map() };

function renderCard(labels: OwnershipLabels, seenBy: 'person1' | 'person2' | null) {
  const item = libraryItem({ ownership: 'person1', seenBy });
  renderScreen(
    <LibraryCard item={item} status="to_watch" labels={labels} services={services} actions={actions} />,
  );
}

test("a to-watch title only the other person has seen says 'Seen by {name}'", () => {
  renderCard(household, 'person2');
  expect(screen.getByText('Seen by Sam')).toBeInTheDocument();
});

test('a long name is cut short on the card and kept whole in its tooltip', () => {
  const long = 'Maximiliana Constantinopoulou-Westerberg';
  renderCard({ ...household, person2: long }, 'person2');
  const line = screen.getByTestId('seen-by');
  expect(line).toHaveAttribute('title', `Seen by ${long}`);
  expect(line).toHaveTextContent(`Seen by ${long}`);
  expect(screen.getByText(`Seen by ${long}`)).toHaveClass('truncate');
});

test('with the default names, the two people get distinct badges: P1 and P2', () => {
  const labels = { person1: 'Person 1', person2: 'Person 2', together: 'Together' };
  renderScreen(
    <>
      {(['person1', 'person2'] as const).map((ownership) => (
        <LibraryCard
          key={ownership}
          item={libraryItem({ id: ownership === 'person1' ? 1 : 2, title: ownership, ownership })}
          status="to_watch"
          labels={labels}
          services={services}
          actions={actions}
        />
      ))}
    </>,
  );
  expect(screen.getByLabelText('Owned by Person 1')).toHaveTextContent(/^P1$/);
  expect(screen.getByLabelText('Owned by Person 2')).toHaveTextContent(/^P2$/);
});

test('a series card says how many seasons are done and where the household is in the current one', () => {
  const series = (
    id: number,
    watchedSeasons: number,
    current: { seasonNumber: number; episodeBookmark: number | null },
  ) =>
    seriesInProgress({
      id,
      title: `Series ${id}`,
      seasonRollup: {
        hasSeasons: true,
        overallStatus: 'watching',
        totalSeasons: 2,
        watchedSeasons,
        rewatchSeasons: 0,
        completionPercentage: watchedSeasons * 50,
        currentSeason: { ...current, episodeCount: 6 },
      },
    });
  renderScreen(
    <>
      {[
        series(1, 0, { seasonNumber: 1, episodeBookmark: 5 }),
        series(2, 1, { seasonNumber: 2, episodeBookmark: null }),
      ].map((item) => (
        <LibraryCard
          key={item.id}
          item={item}
          status="watching"
          labels={household}
          services={services}
          actions={actions}
        />
      ))}
    </>,
  );
  const progress = (title: string) => within(screen.getByRole('article', { name: title }));
  expect(progress('Series 1').getByTestId('season-progress')).toHaveTextContent('0 of 2 seasons • S1 · E5/6');
  expect(progress('Series 2').getByTestId('season-progress')).toHaveTextContent('1 of 2 seasons • S2 next');
  expect(progress('Series 2').getByRole('progressbar', { name: 'Seasons watched' })).toHaveAttribute(
    'aria-valuenow',
    '50',
  );
});
