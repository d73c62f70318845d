import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RefreshJob } from '#domain/schemas/transfer';
import { held, server } from '../../test-support/api';
import { renderScreen, toastTitled } from '../../test-support/render';
import { idleRefreshJob } from '../../test-support/settings';
import {
  answerImportProgress,
  answerImports,
  csvFile,
  importAnswer,
  previewFile,
  zipFile,
} from '../../test-support/transfer';
import { ExportLibraryButton } from './export-library-button';
import { ImportLibrary } from './import-library';
import { RefreshMetadata } from './refresh-metadata';

const refused = (status: number, message: string) => HttpResponse.json({ message }, { status });

afterEach(() => vi.restoreAllMocks());

describe('Export', () => {
  it('saves the library as watchlist-export.csv, says Exporting... meanwhile, then Export Complete', async () => {
    const answer = held();
    server.use(
      http.get('/api/library/export', async () => {
        await answer.released;
        return new HttpResponse('\uFEFFtype,tmdbId\r\n', { headers: { 'Content-Type': 'text/csv' } });
      }),
    );
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { user } = renderScreen(<ExportLibraryButton />);
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(screen.getByRole('button', { name: 'Exporting...' })).toBeDisabled();
    answer.release();

    expect(await toastTitled('Export Complete')).toHaveTextContent('Saved as watchlist-export.csv');
    expect(saved).toEqual(['watchlist-export.csv']);
    expect(screen.getByRole('button', { name: 'Export' })).toBeEnabled();
  });

  it("says what failed, in the server's words", async () => {
    server.use(http.get('/api/library/export', () => refused(500, 'The database could not be read')));
    const { user } = renderScreen(<ExportLibraryButton />);
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(await toastTitled('Export Failed')).toHaveTextContent('The database could not be read');
  });
});

describe('Import: a failure', () => {
  beforeEach(() => {
    answerImportProgress();
  });

  it('of the preview says so, and Preview Import can be pressed again', async () => {
    answerImports(importAnswer(), () => refused(500, 'Internal error'));
    const { user } = renderScreen(<ImportLibrary />);
    await user.upload(screen.getByLabelText('File to import'), csvFile());
    await user.click(screen.getByRole('button', { name: 'Preview Import' }));
    expect(await toastTitled('Preview Failed')).toHaveTextContent('Failed to preview CSV data');
    expect(screen.getByRole('button', { name: 'Preview Import' })).toBeEnabled();
  });

  it('of a file the server refuses gives its reason: a .zip that is not one', async () => {
    answerImports(importAnswer(), () => refused(400, 'The upload is not a ZIP archive'));
    const { user } = renderScreen(<ImportLibrary />);
    await user.upload(screen.getByLabelText('File to import'), zipFile());
    await user.click(screen.getByRole('button', { name: 'Preview Import' }));
    expect(await toastTitled('Preview Failed')).toHaveTextContent('The upload is not a ZIP archive');
    expect(screen.getByRole('button', { name: 'Preview Import' })).toBeEnabled();
  });

  it('of the import says so, and the preview stays to try again', async () => {
    answerImports(
      importAnswer({
        summary: { movieRows: 1, rowsRead: 1, totalProcessed: 1 },
        results: { libraryCreated: 1 },
      }),
      ({ preview }) => (preview ? undefined : refused(500, 'Internal error')),
    );
    const { user } = renderScreen(<ImportLibrary />);
    const preview = await previewFile(user, csvFile());
    await user.click(within(preview).getByRole('button', { name: 'Import Data' }));
    expect(await toastTitled('Import Failed')).toHaveTextContent('Failed to import CSV data');
    expect(within(preview).getByRole('button', { name: 'Import Data' })).toBeEnabled();
    expect(screen.queryByRole('dialog', { name: 'Import Results' })).toBeNull();
  });
});

describe('Refresh Metadata', () => {
  const running = (done: number): RefreshJob => ({
    ...idleRefreshJob,
    state: 'running',
    done,
    total: 8,
    startedAt: '2025-07-01T18:00:00.000Z',
    message: `Refreshing ${done} of 8 titles`,
  });
  const finished: RefreshJob = {
    ...running(8),
    state: 'finished',
    refreshed: 8,
    finishedAt: '2025-07-01T18:01:00.000Z',
    message: 'Refreshed 8 of 8 titles',
  };

  /** GET answers `current.job`; POST starts the job. */
  function answerRefresh(job: RefreshJob) {
    const current = { job };
    server.use(
      http.get('/api/library/refresh-metadata', () => HttpResponse.json(current.job)),
      http.post('/api/library/refresh-metadata', () => {
        current.job = running(0);
        return HttpResponse.json(current.job, { status: 202 });
      }),
    );
    return current;
  }
  const nextPoll = (queryClient: ReturnType<typeof renderScreen>['queryClient']) =>
    queryClient.refetchQueries({ queryKey: ['/api/library/refresh-metadata'] });

  it('shows its progress once started, Refreshing... meanwhile, then the toast and the last refresh', async () => {
    const current = answerRefresh(idleRefreshJob);
    const { user, queryClient } = renderScreen(<RefreshMetadata />);
    expect(screen.queryByRole('progressbar')).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Refresh' }));

    const bar = await screen.findByRole('progressbar', { name: 'Refresh Metadata progress' });
    expect(bar).toHaveAttribute('aria-valuemax', '8');
    expect(screen.getByRole('button', { name: 'Refreshing...' })).toBeDisabled();
    current.job = running(3);
    await nextPoll(queryClient);
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuetext', '3 of 8'));

    current.job = finished;
    await nextPoll(queryClient);
    expect(await toastTitled('Metadata Refreshed')).toHaveTextContent('Refreshed 8 of 8 titles');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByText('Last refresh: Refreshed 8 of 8 titles.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeEnabled();
  });

  it('follows a job already running when the screen opens (a reload), to its end', async () => {
    const current = answerRefresh(running(5));
    const { queryClient } = renderScreen(<RefreshMetadata />);
    const bar = await screen.findByRole('progressbar', { name: 'Refresh Metadata progress' });
    expect(bar).toHaveAttribute('aria-valuetext', '5 of 8');
    expect(screen.getByRole('button', { name: 'Refreshing...' })).toBeDisabled();

    current.job = finished;
    await nextPoll(queryClient);
    expect(await toastTitled('Metadata Refreshed')).toHaveTextContent('Refreshed 8 of 8 titles');
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
  });

  it("says what failed when it cannot start, in the server's words", async () => {
    answerRefresh(idleRefreshJob);
    server.use(
      http.post('/api/library/refresh-metadata', () => refused(503, 'The film data is unreachable')),
    );
    const { user } = renderScreen(<RefreshMetadata />);
    await user.click(await screen.findByRole('button', { name: 'Refresh' }));
    expect(await toastTitled('Refresh Failed')).toHaveTextContent('The film data is unreachable');
  });
});
