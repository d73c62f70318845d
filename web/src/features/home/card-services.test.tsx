import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ListAvailability } from '#domain/schemas/availability';
import type { OurServices } from '../../lib/our-services';
import { household, libraryItem } from '../../test-support/fixtures';
import { renderScreen } from '../../test-support/render';
import { FREEWAVE, NIMBUS, RENTBOX, STREAMCO } from '../../test-support/services';
import { LibraryCard, type CardActions } from './library-card';
import { ServicesChip } from './services-chip';

const nothing = () => undefined;
const actions: CardActions = {
  onOpen: nothing,
  onWatch: nothing,
  onFinish: nothing,
  onManageSeasons: nothing,
};

/** Our services, the region's most common first, as useOurServices gives them. */
const ours = [NIMBUS, STREAMCO, FREEWAVE, RENTBOX];
const services: OurServices = {
  enabled: true,
  ids: ours.map(({ id }) => id),
  byId: new Map(ours.map((p) => [p.id, p])),
};

function renderCard(availability: ListAvailability) {
  renderScreen(
    <LibraryCard
      item={libraryItem({ title: 'Velvet Static', availability })}
      status="to_watch"
      labels={household}
      services={services}
      actions={actions}
    />,
  );
}

describe('a card on Home and our services', () => {
  it('shows the logos of our services it streams on: two, then +n, all of them read out', () => {
    renderCard({ streams: [NIMBUS.id, STREAMCO.id, FREEWAVE.id, 9099], now: [], left: [] });
    const logos = screen.getByTestId('service-logos');
    expect(logos).toHaveAccessibleName('On Nimbus+, StreamCo, FreeWave');
    expect(logos).toHaveTextContent('+1');
  });

  it('shows no logo for a title on none of our services', () => {
    renderCard({ streams: [9099], now: [], left: [] });
    expect(screen.queryByTestId('service-logos')).toBeNull();
  });

  it('says which of our services it came to or left, and no other', () => {
    renderCard({ streams: [NIMBUS.id], now: [NIMBUS.id, 9099], left: [STREAMCO.id] });
    expect(screen.getByTestId('availability-news')).toHaveTextContent('Now on Nimbus+ · Left StreamCo');
  });

  it('says nothing when none of our services changed', () => {
    renderCard({ streams: [STREAMCO.id], now: [9099], left: [] });
    expect(screen.queryByTestId('availability-news')).toBeNull();
  });
});

describe("Home's 'On our services'", () => {
  it('narrows Home when pressed, once services are chosen', async () => {
    const asked: boolean[] = [];
    const { user } = renderScreen(
      <ServicesChip services={services} pressed={false} onChange={(pressed) => asked.push(pressed)} />,
    );
    const chip = screen.getByRole('button', { name: 'On our services' });
    expect(chip).toHaveAttribute('aria-pressed', 'false');
    await user.click(chip);
    expect(asked).toEqual([true]);
  });

  it('points to Settings before any is chosen', () => {
    renderScreen(<ServicesChip services={{ ...services, ids: [] }} pressed={false} onChange={nothing} />);
    expect(screen.getByRole('link', { name: 'Choose our services' })).toHaveAttribute(
      'href',
      '/settings/region',
    );
  });

  it('is not there without a TMDb key', () => {
    const { container } = renderScreen(
      <ServicesChip services={{ ...services, enabled: false }} pressed={false} onChange={nothing} />,
    );
    expect(screen.queryByRole('button', { name: 'On our services' })).toBeNull();
    expect(container).toBeEmptyDOMElement();
  });
});
