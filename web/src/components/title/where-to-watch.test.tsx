import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { TitleAvailability } from '#domain/schemas/availability';
import { server } from '../../test-support/api';
import { renderScreen } from '../../test-support/render';
import {
  answerOurServices,
  availabilityAnswer,
  FREEWAVE,
  NIMBUS,
  RENTBOX,
  STREAMCO,
} from '../../test-support/services';
import type { AvailabilityNews } from '../../lib/use-availability-seen';
import { WhereToWatch } from './where-to-watch';

function showWhereToWatch(availability: TitleAvailability, news?: AvailabilityNews) {
  server.use(http.get('/api/availability/movie/900113', () => HttpResponse.json(availability)));
  renderScreen(<WhereToWatch mediaType="movie" tmdbId={900113} news={news} />);
  return screen.findByRole('region', { name: /^Where to watch/ });
}

/** Velvet Static: on Nimbus+ and StreamCo, free with ads on FreeWave, to rent on RentBox. */
const velvetStatic = availabilityAnswer({
  link: 'https://www.themoviedb.org/movie/900113/watch?locale=US',
  offers: { stream: [NIMBUS, STREAMCO], free: [], ads: [FREEWAVE], rent: [RENTBOX], buy: [] },
});

const listed = (where: HTMLElement, group: string) =>
  within(within(where).getByRole('list', { name: group }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('Where to watch', () => {
  it('groups the offers, our services first and marked, with when they were checked and the credit', async () => {
    answerOurServices([STREAMCO]);
    const where = await showWhereToWatch(velvetStatic);

    // StreamCo is ours: first, and marked, though Nimbus+ is the more common.
    expect(await within(where).findByText('Ours')).toBeInTheDocument();
    expect(within(where).getByRole('heading')).toHaveTextContent('Where to watch in United States');
    expect(listed(where, 'Stream')).toEqual(['StreamCoOurs', 'Nimbus+']);
    expect(listed(where, 'Free')).toEqual(['FreeWavewith ads']);
    expect(listed(where, 'Rent')).toEqual(['RentBox']);
    expect(within(where).queryByRole('list', { name: 'Buy' })).toBeNull();
    expect(within(where).getByText('checked today')).toBeInTheDocument();
    expect(within(where).getByText('Availability by JustWatch, via TMDb.')).toBeInTheDocument();
    expect(within(where).getByRole('link', { name: 'All offers on TMDb' })).toHaveAttribute(
      'href',
      'https://www.themoviedb.org/movie/900113/watch?locale=US',
    );
  });

  it('says so when no offer is known in the region', async () => {
    answerOurServices([]);
    const where = await showWhereToWatch(availabilityAnswer());
    expect(
      await within(where).findByText(
        'No streaming, rental or purchase offers are known for this title in United States.',
      ),
    ).toBeInTheDocument();
  });

  it('without a TMDb key, says it needs one, and shows no offer', async () => {
    const where = await showWhereToWatch(availabilityAnswer({ source: 'offline', checkedAt: null }));
    expect(await within(where).findByText('Where to watch needs a TMDb key')).toBeInTheDocument();
    expect(within(where).queryAllByRole('listitem')).toEqual([]);
  });

  it('says when TMDb could not be reached: never, or not again since the last check', async () => {
    answerOurServices([]);
    const never = await showWhereToWatch(availabilityAnswer({ checkedAt: null, stale: true }));
    expect(
      await within(never).findByText(
        'TMDb could not be reached to check where this title streams. Try again later.',
      ),
    ).toBeInTheDocument();
  });

  it('keeps the last offers known, marked, when TMDb could not check them again', async () => {
    answerOurServices([]);
    const where = await showWhereToWatch({
      ...velvetStatic,
      checkedAt: new Date(Date.now() - 3 * 24 * 3600 * 1000).toISOString(),
      stale: true,
    });
    expect(await within(where).findByText('checked 3 days ago')).toBeInTheDocument();
    expect(within(where).getByText('TMDb could not be reached to check again')).toBeInTheDocument();
    expect(listed(where, 'Stream')).toEqual(['Nimbus+', 'StreamCo']);
  });

  it('tells what came to or left our services since the last look, and only ours', async () => {
    answerOurServices([STREAMCO, NIMBUS]);
    const where = await showWhereToWatch(velvetStatic, {
      now: [NIMBUS.id, FREEWAVE.id],
      left: [STREAMCO.id],
    });
    expect(await within(where).findByText(/^Now on Nimbus\+ · Left StreamCo/)).toHaveTextContent(
      'Now on Nimbus+ · Left StreamCo since you last looked',
    );
  });

  it('could not be loaded: says so, and Try again asks again', async () => {
    let down = true;
    server.use(
      http.get('/api/availability/movie/900113', () =>
        down ? HttpResponse.json({ message: 'down' }, { status: 500 }) : HttpResponse.json(velvetStatic),
      ),
    );
    const { user } = renderScreen(<WhereToWatch mediaType="movie" tmdbId={900113} />);
    expect(await screen.findByText('Where to watch could not be loaded.')).toBeInTheDocument();
    down = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Stream' })).toBeInTheDocument();
  });
});
