import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ImportMatches } from '#domain/schemas/transfer';
import { renderScreen, toastTitled } from '../../test-support/render';
import {
  answerImportProgress,
  answerImports,
  chooseFile,
  idleImportJob,
  importAnswer,
  previewFile,
  zipFile,
} from '../../test-support/transfer';
import { ImportLibrary } from './import-library';

const candidate = (tmdbId: number, title: string, year: number) => ({
  tmdbId,
  mediaType: 'movie' as const,
  title,
  year,
  posterPath: `/poster-${tmdbId}.jpg`,
});

/**
 * A Letterboxd export: Copper Sky found, 'Lantern Fish' a year off (doubtful: one candidate), 'Lantern' doubtful
 * among six, and a title the film database does not know.
 */
const matches: ImportMatches = {
  matched: 1,
  ambiguous: [
    {
      key: 'lb:fish',
      title: 'Lantern Fish',
      year: 2021,
      candidates: [candidate(900106, 'Lantern Fish', 2020)],
    },
    {
      key: 'lb:lantern',
      title: 'Lantern',
      year: 2019,
      candidates: [900101, 900102, 900103, 900104, 900105, 900110].map((id, index) =>
        candidate(id, index === 0 ? 'The Lantern Keeper' : `Lantern ${index}`, 2015 + index),
      ),
    },
  ],
  notFound: [{ key: 'lb:nowhere', title: 'Nowhere Station', year: 1990 }],
};

const letterboxd = importAnswer({
  format: 'letterboxd',
  matches,
  summary: { movieRows: 4, viewingRows: 2, errors: 3, rowsRead: 4, totalProcessed: 2 },
  results: {
    libraryCreated: 1,
    viewingsCreated: 1,
    errors: [{ row: 3, error: '"Nowhere Station" (1990) was not found in the film database' }],
  },
  errors: [
    { row: 3, error: '"Lantern Fish" (2021) matches several titles: choose one, or skip it' },
    { row: 4, error: '"Lantern" (2019) matches several titles: choose one, or skip it' },
    { row: 5, error: '"Nowhere Station" (1990) was not found in the film database' },
  ],
});

const tiles = (preview: HTMLElement) =>
  within(preview)
    .getAllByRole('term')
    .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);

beforeEach(() => {
  answerImportProgress();
});

describe("Import Library: another service's export", () => {
  it('previews its titles, the doubtful matches and the titles not found, not listed again as row errors', async () => {
    answerImports(letterboxd);
    const { user } = renderScreen(<ImportLibrary />);
    const preview = await previewFile(user, zipFile('letterboxd-someone-2025-07-01-utc.zip'));

    expect(within(preview).getByText('Letterboxd export')).toBeInTheDocument();
    expect(tiles(preview)).toEqual([
      'Movies 4',
      'Series 0',
      'Seasons 0',
      'Viewings 2',
      'Doubtful 2',
      'Not found 1',
    ]);
    expect(within(preview).getByText('1 added, 0 updated, 1 not found')).toBeInTheDocument();
    expect(
      within(preview).getByText('Nothing has changed yet. The doubtful matches you pick below come on top.'),
    ).toBeInTheDocument();
    const doubtful = within(preview).getByRole('region', { name: 'Doubtful matches' });
    const fish = within(doubtful).getByRole('group', { name: 'In the file: Lantern Fish (2021)' });
    expect(
      within(fish)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('aria-label')),
    ).toEqual(['Lantern Fish, 2020, Movie', 'Skip, Leave this title out']);
    const lantern = within(doubtful).getByRole('group', { name: 'In the file: Lantern (2019)' });
    expect(within(lantern).getAllByRole('radio')).toHaveLength(7);
    expect(
      within(lantern).getByRole('radio', { name: 'The Lantern Keeper, 2015, Movie' }),
    ).toBeInTheDocument();
    expect(within(doubtful).queryAllByRole('radio', { checked: true })).toEqual([]);
    expect(within(doubtful).getByText(/^2 titles have no answer yet/)).toBeInTheDocument();
    const notFound = within(preview).getByRole('region', { name: 'Not found' });
    expect(
      within(notFound)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Nowhere Station (1990)']);
    expect(within(preview).queryByText(/matches several titles|was not found/)).toBeNull();
  });

  it('sends the candidates picked, by keyboard or tap, and the skips; the results and the toast follow', async () => {
    const sent = answerImports(letterboxd);
    const { user } = renderScreen(<ImportLibrary />);
    const preview = await previewFile(user, zipFile());
    const doubtful = within(preview).getByRole('region', { name: 'Doubtful matches' });
    const fish = within(doubtful).getByRole('radio', { name: 'Lantern Fish, 2020, Movie' });
    fish.focus();
    await user.keyboard(' ');
    expect(fish).toBeChecked();
    const skip = within(
      within(doubtful).getByRole('group', { name: 'In the file: Lantern (2019)' }),
    ).getByRole('radio', { name: /^Skip/ });
    await user.click(skip);
    expect(skip).toBeChecked();
    expect(within(doubtful).getByText('Every doubtful match has an answer.')).toBeInTheDocument();

    await user.click(within(preview).getByRole('button', { name: 'Import Data' }));
    const results = await screen.findByRole('dialog', { name: 'Import Results' });
    expect(results).toHaveAccessibleDescription('Letterboxd export: 4 rows read from the file.');
    expect(
      within(results).getByText('Row 3: "Nowhere Station" (1990) was not found in the film database'),
    ).toBeInTheDocument();
    expect(await toastTitled('Import Complete')).toHaveTextContent('Successfully processed 2 items');
    expect(sent.at(-1)).toMatchObject({
      preview: false,
      resolutions: [
        { key: 'lb:fish', tmdbId: 900106, mediaType: 'movie' },
        { key: 'lb:lantern', skip: true },
      ],
    });
  });

  it('sends whose history it is, which the preview still offers to change', async () => {
    const sent = answerImports(
      importAnswer({ format: 'imdb', matches: { matched: 2, ambiguous: [], notFound: [] } }),
    );
    const { user } = renderScreen(<ImportLibrary />);
    await chooseFile(user, new File(['Const,Your Rating\n'], 'ratings.csv', { type: 'text/csv' }));
    await user.click(
      within(screen.getByRole('radiogroup', { name: 'Whose history is this?' })).getByRole('radio', {
        name: 'Sam',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Preview Import' }));
    const preview = await screen.findByRole('region', { name: /^Preview: / });
    const whose = within(preview).getByRole('radiogroup', { name: 'Whose history is this?' });
    expect(within(whose).getByRole('radio', { name: 'Sam' })).toBeChecked();

    await user.click(within(whose).getByRole('radio', { name: 'Together' }));
    await user.click(within(preview).getByRole('button', { name: 'Import Data' }));
    await screen.findByRole('dialog', { name: 'Import Results' });
    expect(sent.map(({ preview: dryRun, viewer }) => [dryRun, viewer])).toEqual([
      [true, 'person2'],
      [false, 'both'],
    ]);
  });

  it("lists the first 12 titles not found, and the rest on 'Show all'", async () => {
    const lost = Array.from({ length: 20 }, (_, index) => ({
      key: `k${index}`,
      title: `Lost ${index}`,
      year: null,
    }));
    answerImports(importAnswer({ format: 'imdb', matches: { matched: 1, ambiguous: [], notFound: lost } }));
    const { user } = renderScreen(<ImportLibrary />);
    const preview = await previewFile(user, new File(['x'], 'WATCHLIST.csv'));
    const notFound = within(preview).getByRole('region', { name: 'Not found' });
    expect(within(notFound).getAllByRole('listitem')).toHaveLength(12);
    await user.click(within(notFound).getByRole('button', { name: 'Show all 20' }));
    expect(within(notFound).getAllByRole('listitem')).toHaveLength(20);
  });

  it('a file none of whose titles was found has nothing to import', async () => {
    answerImports(importAnswer({ format: 'letterboxd', matches: { ...matches, matched: 0, ambiguous: [] } }));
    const { user } = renderScreen(<ImportLibrary />);
    const preview = await previewFile(user, zipFile());
    expect(
      within(preview).getByText(
        'None of its titles was found in the film database: there is nothing to import.',
      ),
    ).toBeInTheDocument();
    expect(within(preview).getByRole('button', { name: 'Import Data' })).toBeDisabled();
  });

  it('says how the last import ended, and shows its results again', async () => {
    const result = importAnswer({
      preview: false,
      format: 'letterboxd',
      matches,
      summary: { rowsRead: 4 },
      results: { libraryCreated: 2 },
    });
    answerImportProgress({
      ...idleImportJob,
      state: 'finished',
      stage: 'done',
      startedAt: '2025-07-01T18:00:00.000Z',
      finishedAt: '2025-07-01T18:01:00.000Z',
      result,
    });
    const { user } = renderScreen(<ImportLibrary />);
    expect(
      await screen.findByText(/^Last import: Letterboxd export, .+\. 2 added, 0 updated, 1 not found\.$/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'View Results' }));
    expect(await screen.findByRole('dialog', { name: 'Import Results' })).toHaveAccessibleDescription(
      'Letterboxd export: 4 rows read from the file.',
    );
  });
});
