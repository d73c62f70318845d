import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { SearchResult } from '#domain/schemas/film';
import type { Statistics } from '#domain/schemas/statistics';
import { held, server } from '../../test-support/api';
import { renderScreen } from '../../test-support/render';
import { noTitleHost } from '../../test-support/title-host';
import { TitleHostContext, type TitleHost } from '../../lib/title-host';
import { RecapPage } from './recap-page';
import { sampleRecap } from './sample-recap';

const title = (id: number, name: string) => ({
  id,
  tmdbId: id,
  mediaType: 'movie' as const,
  title: name,
  posterPath: null,
});

/**
 * This year's recap: 6 titles finished in 16.9 hours, 3 of 5 reactions thumbs up, 3 together and 1 alone each;
 * Casablanca most loved, Moonlit Karaoke the surprise (critics 5.2), Schindler's List the hot take.
 */
const thisYear: Statistics = {
  ...sampleRecap,
  timeframe: { key: 'ytd', start: '2026-01-01', end: '2026-07-01', label: '2026 so far' },
  heroCards: {
    totalFinished: 6,
    totalWatchTimeHours: 16.9,
    likeRatio: 60,
    togetherVsAlone: { together: 3, person1: 1, person2: 1 },
  },
  highlights: {
    ...sampleRecap.highlights,
    topPosters: [{ ...title(34, 'Casablanca'), userRating: 'up' }],
    biggestSurprise: { ...title(5, 'Moonlit Karaoke'), userRating: 'up', globalRating: 5.2 },
    hotTake: { ...title(16, "Schindler's List"), userRating: 'down', globalRating: 9.2 },
  },
};

/** A recap with nothing in it: what the server answers for an empty library. */
const empty: Statistics = {
  ...thisYear,
  heroCards: {
    totalFinished: 0,
    totalWatchTimeHours: 0,
    likeRatio: null,
    togetherVsAlone: { together: 0, person1: 0, person2: 0 },
  },
  highlights: { topGenres: [], topPeople: [], topPosters: [], biggestSurprise: null, hotTake: null },
  household: {
    tasteMatch: null,
    picks: {
      person1: { owned: 0, watchedByOther: 0, likedByOther: 0, likeRate: null },
      person2: { owned: 0, watchedByOther: 0, likedByOther: 0, likeRate: null },
    },
    hours: { together: 0, person1: 0, person2: 0 },
    mostDivisive: null,
    longestStreak: null,
  },
};

/** GET /api/statistics answers `recap` (its timeframe and person as asked) and keeps each query. */
function answerRecaps(recap: Statistics = thisYear) {
  const asked: string[] = [];
  server.use(
    http.get('/api/statistics', ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query.toString());
      const viewer = query.get('viewer');
      return HttpResponse.json({
        ...recap,
        viewer: viewer === 'person1' || viewer === 'person2' ? viewer : null,
        timeframe:
          query.get('timeframe') === 'last-year'
            ? { key: 'last-year', start: '2025-01-01', end: '2025-12-31', label: '2025' }
            : recap.timeframe,
      });
    }),
  );
  return asked;
}

function renderRecap(path = '/statistics') {
  const opened: SearchResult[] = [];
  const host: TitleHost = { ...noTitleHost, openTitle: (result) => opened.push(result) };
  const view = renderScreen(
    <TitleHostContext.Provider value={host}>
      <RecapPage />
    </TitleHostContext.Provider>,
    { path },
  );
  return { ...view, opened };
}

const hero = (label: string) => screen.getByRole('region', { name: label });

/** This year's recap on screen (the sample figures drawn while it loads say 'This year'). */
const loaded = () => screen.findByRole('heading', { name: '2026 so far' }, { timeout: 5_000 });

describe('the recap', () => {
  it('shows the figures of the recap answered: finished, watch time in hours and days, likes, together', async () => {
    answerRecaps();
    renderRecap();
    await loaded();
    expect(screen.getByTestId('recap-whose')).toHaveTextContent('Alex & Sam');
    expect(screen.getByTestId('recap-finished-count')).toHaveTextContent('6 titles finished');
    expect(hero('Total Finished')).toHaveTextContent('6');
    expect(hero('Watch Time')).toHaveTextContent('16.9 h');
    expect(hero('Watch Time')).toHaveTextContent('0.7 days');
    expect(hero('Like Ratio')).toHaveTextContent('60%');
    expect(hero('Together vs Alone')).toHaveTextContent('3 together');
    expect(hero('Together vs Alone')).toHaveTextContent('Alex alone: 1');
    expect(hero('Together vs Alone')).toHaveTextContent('Sam alone: 1');
  });

  it('asks for the timeframe and the person chosen, kept in the address (a reload asks the same)', async () => {
    const asked = answerRecaps();
    const { user, location } = renderRecap();
    await loaded();

    await user.click(screen.getByRole('combobox', { name: 'Timeframe' }));
    await user.click(await screen.findByRole('option', { name: 'Last Year' }));
    expect(await screen.findByRole('heading', { name: '2025' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Alex' }));
    await waitFor(() => expect(screen.getByTestId('recap-whose')).toHaveTextContent('Alex'));
    expect(location.history.at(-1)).toBe('/statistics?timeframe=last-year&viewer=person1');
    expect(asked).toEqual(['timeframe=ytd', 'timeframe=last-year', 'timeframe=last-year&viewer=person1']);

    const reloaded = answerRecaps();
    renderRecap('/statistics?timeframe=last-year&viewer=person1');
    expect(await screen.findAllByRole('radio', { name: 'Alex', checked: true })).not.toHaveLength(0);
    expect(reloaded).toEqual(['timeframe=last-year&viewer=person1']);
  });

  it('the Surprises tab: the title liked over the critics, and the one disliked against them', async () => {
    answerRecaps();
    const { user } = renderRecap();
    await loaded();
    await user.click(screen.getByRole('tab', { name: 'Surprises' }));
    expect(screen.getByRole('region', { name: 'Biggest Surprise' })).toHaveTextContent('Moonlit Karaoke');
    expect(screen.getByRole('region', { name: 'Biggest Surprise' })).toHaveTextContent(
      "Critics' score 5.2/10",
    );
    expect(screen.getByRole('region', { name: 'Hot Take' })).toHaveTextContent("Schindler's List");
  });

  it('opens a Most Loved title over the recap', async () => {
    answerRecaps();
    const { user, opened, location } = renderRecap();
    await loaded();
    await user.click(screen.getByRole('tab', { name: 'Most Loved' }));
    const loved = screen.getByRole('tabpanel', { name: 'Most Loved' });
    await user.click(within(loved).getByRole('button', { name: 'Open Casablanca' }));
    expect(opened).toMatchObject([{ tmdbId: 34, mediaType: 'movie', title: 'Casablanca' }]);
    expect(location.history).toEqual(['/statistics']);
  });

  it("an empty library says 'No data available', with how a figure comes about", async () => {
    answerRecaps(empty);
    renderRecap();
    await loaded();
    expect(hero('Like Ratio')).toHaveTextContent('No data available');
    const taste = screen.getByRole('region', { name: 'Taste Match' });
    expect(taste).toHaveTextContent('No data available');
    expect(taste).toHaveTextContent(
      'It appears once you have each rated 5 of the same titles, watched on your own.',
    );
    expect(screen.getByRole('region', { name: 'Most Divisive' })).toHaveTextContent('No data available');
  });

  it('loads over sample figures with Share off, then says it could not load, and Try again loads it', async () => {
    const answer = held();
    let fail = true;
    server.use(
      http.get('/api/statistics', async () => {
        await answer.released;
        return fail ? HttpResponse.json({ message: 'down' }, { status: 503 }) : HttpResponse.json(thisYear);
      }),
    );
    const { user } = renderRecap();
    const loading = await screen.findByRole('status');
    expect(loading).toHaveTextContent('Loading Your Recap...');
    expect(loading).toHaveTextContent('Crunching the numbers');
    expect(screen.getByRole('button', { name: 'Share' })).toBeDisabled();
    answer.release();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Unable to Load Recap');
    expect(alert).toHaveTextContent('Try again later or check your connection');
    expect(screen.getByRole('button', { name: 'Share' })).toBeDisabled();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(hero('Total Finished')).toHaveTextContent('6'));
    expect(screen.queryByText('Loading Your Recap...')).toBeNull();
    expect(screen.getByRole('button', { name: 'Share' })).toBeEnabled();
  });
});
