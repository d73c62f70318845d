import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ImportProgress } from '#domain/schemas/transfer';
import { held } from '../../test-support/api';
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

const trakt = importAnswer({
  format: 'trakt',
  matches: { matched: 11, ambiguous: [], notFound: [] },
  summary: { movieRows: 10, seriesRows: 1, rowsRead: 22, totalProcessed: 22 },
  results: { libraryCreated: 11 },
});

const running = (fields: Partial<ImportProgress>): ImportProgress => ({
  ...idleImportJob,
  state: 'running',
  startedAt: '2025-07-01T18:00:00.000Z',
  ...fields,
});

/** The poll the screen makes while a job runs, made now. */
const nextPoll = (queryClient: ReturnType<typeof renderScreen>['queryClient']) =>
  queryClient.refetchQueries({ queryKey: ['/api/library/import/progress'] });

describe('Import Library: a job under way', () => {
  it('the preview: the file on its way, then the titles matched so far', async () => {
    const progress = answerImportProgress();
    const answer = held();
    answerImports(trakt, async () => {
      await answer.released;
      return undefined;
    });
    const { user, queryClient } = renderScreen(<ImportLibrary />);
    await chooseFile(user, zipFile('trakt-export.zip'));
    await user.click(screen.getByRole('button', { name: 'Preview Import' }));
    const bar = await screen.findByRole('progressbar', { name: 'Preview progress' });
    expect(screen.getByRole('status')).toHaveTextContent('Sending the file…');

    progress.job = running({ preview: true, stage: 'matching', processed: 3, total: 10 });
    await nextPoll(queryClient);
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuetext', '3 of 10'));
    expect(screen.getByRole('status')).toHaveTextContent('Matching titles to the film database…');
    answer.release();
    expect(await screen.findByRole('region', { name: 'Preview: 22 rows' })).toBeInTheDocument();
  });

  it('the import: its stage and count while it saves', async () => {
    const progress = answerImportProgress();
    const answer = held();
    answerImports(trakt, async ({ preview }) => {
      if (!preview) await answer.released;
      return undefined;
    });
    const { user, queryClient } = renderScreen(<ImportLibrary />);
    const preview = await previewFile(user, zipFile('trakt-export.zip'));
    await user.click(within(preview).getByRole('button', { name: 'Import Data' }));

    progress.job = running({ stage: 'saving', processed: 5, total: 11 });
    await nextPoll(queryClient);
    const bar = await within(preview).findByRole('progressbar', { name: 'Import progress' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuetext', '5 of 11'));
    expect(within(preview).getByRole('status')).toHaveTextContent('Saving to your library…');
    answer.release();
    expect(await screen.findByRole('dialog', { name: 'Import Results' })).toBeInTheDocument();
  });

  it('one running without this screen (left and come back to): followed, then its results and toast', async () => {
    const progress = answerImportProgress(running({ stage: 'matching', processed: 5, total: 11 }));
    const { queryClient } = renderScreen(<ImportLibrary />);

    expect(await screen.findByText('An import is running')).toBeInTheDocument();
    expect(
      screen.getByText(
        'It goes on while you are away from this page; a new import can start when it is done.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Import progress' })).toHaveAttribute(
      'aria-valuetext',
      '5 of 11',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Matching titles to the film database…');
    expect(screen.getByRole('button', { name: 'Choose File' })).toBeDisabled();

    progress.job = {
      ...progress.job,
      state: 'finished',
      stage: 'done',
      processed: 11,
      finishedAt: '2025-07-01T18:05:00.000Z',
      result: { ...trakt, preview: false },
    };
    await nextPoll(queryClient);
    const results = await screen.findByRole('dialog', { name: 'Import Results' });
    expect(results).toHaveAccessibleDescription('Trakt export: 22 rows read from the file.');
    expect(await toastTitled('Import Complete')).toHaveTextContent('Successfully processed 22 items');
  });

  it('one running without this screen that fails: says why', async () => {
    const progress = answerImportProgress(running({ stage: 'saving', processed: 2, total: 11 }));
    const { queryClient } = renderScreen(<ImportLibrary />);
    await screen.findByText('An import is running');

    progress.job = { ...progress.job, state: 'failed', error: 'The server stopped during the import' };
    await nextPoll(queryClient);
    expect(await toastTitled('Import Failed')).toHaveTextContent('The server stopped during the import');
    expect(await screen.findByText(/^The last import failed: The server stopped/)).toBeInTheDocument();
  });
});
