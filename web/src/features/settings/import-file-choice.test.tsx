import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { held, recordRequests } from '../../test-support/api';
import { renderScreen } from '../../test-support/render';
import {
  answerImportProgress,
  answerImports,
  chooseFile,
  csvFile,
  importAnswer,
} from '../../test-support/transfer';
import { ImportLibrary } from './import-library';

const fourRows = importAnswer({
  summary: { movieRows: 1, seriesRows: 1, viewingRows: 1, errors: 1, rowsRead: 4, totalProcessed: 3 },
  results: { libraryCreated: 2 },
  errors: [
    { row: 5, error: 'type must be one of movie, tv, season, season_watch or viewing (found "film")' },
  ],
});

beforeEach(() => {
  answerImportProgress();
});

describe('Import Library: choosing the file', () => {
  it('refuses a file that is not a .csv or .zip, and says which files it takes', async () => {
    const sent = recordRequests();
    renderScreen(<ImportLibrary />);
    fireEvent.change(screen.getByLabelText('File to import'), {
      target: { files: [new File(['not a csv'], 'poster.png', { type: 'image/png' })] },
    });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      '“poster.png” is not a CSV or ZIP file. Choose a .csv file, such as a Watchlist export, or an export ZIP from Letterboxd or Trakt.',
    );
    expect(screen.queryByRole('button', { name: 'Preview Import' })).toBeNull();
    expect(screen.queryByText('poster.png')).toBeNull();
    expect(sent.filter((request) => request.startsWith('POST'))).toEqual([]);
  });

  it("'Choose File' opens the system's file picker from the keyboard", async () => {
    const { user } = renderScreen(<ImportLibrary />);
    let opened = 0;
    screen.getByLabelText('File to import').addEventListener('click', () => (opened += 1));
    screen.getByRole('button', { name: 'Choose File' }).focus();
    await user.keyboard('{Enter}');
    expect(opened).toBe(1);
  });

  it('takes a .csv file dropped on it', async () => {
    renderScreen(<ImportLibrary />);
    const file = csvFile('dropped.csv');
    const target = screen.getByText('Import Library');
    fireEvent.dragOver(target, { dataTransfer: { files: [file] } });
    fireEvent.drop(target, { dataTransfer: { files: [file] } });
    expect(await screen.findByText('dropped.csv')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Preview Import' })).toBeEnabled();
  });

  it('asks whose history it is, noting that a Watchlist CSV keeps its owners; Analyzing... while it is checked', async () => {
    const answer = held();
    answerImports(fourRows, async () => {
      await answer.released;
      return undefined;
    });
    const { user } = renderScreen(<ImportLibrary />);
    await chooseFile(user, csvFile('my-library.csv'));
    expect(screen.getByText('my-library.csv')).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Whose history is this?' })).toBeInTheDocument();
    expect(screen.getByText(/A Watchlist CSV keeps the owners it names\.$/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Preview Import' }));
    expect(screen.getByRole('button', { name: 'Analyzing...' })).toBeDisabled();
    answer.release();

    const preview = await screen.findByRole('region', { name: 'Preview: 4 rows' });
    await waitFor(() => expect(preview).toHaveFocus());
    expect(within(preview).getByText('Watchlist CSV')).toBeInTheDocument();
    // The app's own CSV names its owners: whose history it is does not apply.
    expect(screen.queryByRole('radiogroup', { name: 'Whose history is this?' })).toBeNull();
  });

  it('Cancel lets the file and its preview go, gives the focus back to Choose File, and imports nothing', async () => {
    const sent = answerImports(fourRows);
    const { user } = renderScreen(<ImportLibrary />);
    await chooseFile(user, csvFile('my-library.csv'));
    await user.click(screen.getByRole('button', { name: 'Preview Import' }));
    const preview = await screen.findByRole('region', { name: 'Preview: 4 rows' });

    await user.click(within(preview).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('region', { name: /^Preview: / })).toBeNull();
    expect(screen.getByRole('button', { name: 'Choose File' })).toHaveFocus();
    expect(screen.queryByText('my-library.csv')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Preview Import' })).toBeNull();
    expect(sent.map((request) => request.preview)).toEqual([true]);
  });

  it('reads a Windows-1252 file as such: its accented titles reach the server whole', async () => {
    const sent = answerImports(fourRows);
    const { user } = renderScreen(<ImportLibrary />);
    // 'ß' and 'á' as Windows-1252 bytes (0xDF, 0xE1): not UTF-8.
    const bytes = new Uint8Array([
      ...new TextEncoder().encode('Title\nDas wei'),
      0xdf,
      0x65,
      0x0a,
      0x53,
      0x7a,
      0xe1,
    ]);
    await chooseFile(user, new File([bytes], 'WATCHLIST.csv', { type: 'text/csv' }));
    await user.click(screen.getByRole('button', { name: 'Preview Import' }));
    await screen.findByRole('region', { name: /^Preview: / });
    expect(sent[0]?.csvData).toBe('Title\nDas weiße\nSzá');
  });
});
