import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { DetailsResponse } from '#domain/schemas/film';
import { server } from '../../test-support/api';
import { movieDetails, tvDetails } from '../../test-support/film-answers';
import { renderScreen } from '../../test-support/render';
import { TitlePage } from './title-page';

function openTitlePage(details: DetailsResponse, search = '') {
  server.use(http.get(`/api/tmdb/${details.media_type}/${details.id}`, () => HttpResponse.json(details)));
  return renderScreen(<TitlePage type={details.media_type} id={String(details.id)} />, {
    path: `/movie/${details.media_type}/${details.id}${search}`,
  });
}

const DARK_KNIGHT = movieDetails({ id: 90000003, title: 'The Dark Knight' });

describe('the title page of a shared title', () => {
  it('found by words: says whose best match it is, links every match, and readies Add to Library', async () => {
    openTitlePage(DARK_KNIGHT, '?shared=the%20dark%20knight');
    expect(await screen.findByRole('heading', { level: 1, name: 'The Dark Knight' })).toBeInTheDocument();
    expect(screen.getByText(/^The best match for “the dark knight”\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Not this one? See every match' })).toHaveAttribute(
      'href',
      '/search?q=the%20dark%20knight',
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add to Library' })).toHaveFocus());
  });

  it('found by its id: Add to Library ready, and no other matches to offer', async () => {
    openTitlePage(DARK_KNIGHT, '?shared=');
    await screen.findByRole('heading', { level: 1, name: 'The Dark Knight' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add to Library' })).toHaveFocus());
    expect(screen.queryByText(/Not this one\?/)).toBeNull();
  });

  it('opened otherwise: Add to Library does not take the focus', async () => {
    openTitlePage(DARK_KNIGHT);
    await screen.findByRole('heading', { level: 1, name: 'The Dark Knight' });
    expect(screen.getByRole('button', { name: 'Add to Library' })).not.toHaveFocus();
  });
});

describe('the title page', () => {
  it("shows the ratings: the Family Score out of 100 with its confidence, and each source's figure", async () => {
    openTitlePage(DARK_KNIGHT);
    const ratings = await screen.findByRole('region', { name: 'Ratings' });
    const tile = (label: string) => within(ratings).getByText(label).nextElementSibling;
    expect(tile('Family Score')).toHaveTextContent('79/100');
    expect(within(ratings).getByText('86% confidence')).toBeInTheDocument();
    expect(tile('IMDb')).toHaveTextContent('7.8/10');
    expect(tile('TMDb')).toHaveTextContent('8.1/10');
    expect(tile('Rotten Tomatoes')).toHaveTextContent('91%');
  });

  it('names who created a series', async () => {
    openTitlePage(tvDetails({ id: 90500001, name: 'Breaking Bad' }));
    expect(await screen.findByText('Created by')).toBeInTheDocument();
    expect(screen.getByText('Created by').nextElementSibling).toHaveTextContent('Vince Gilligan');
  });
});
