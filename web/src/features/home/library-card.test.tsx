import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import type { OwnershipLabels } from '../../../../domain/schemas/settings';
import { household, libraryItem } from '../../test-support/fixtures';
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
