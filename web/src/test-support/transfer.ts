import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ImportProgress, ImportResponse, ImportResults, ImportSummary } from '#domain/schemas/transfer';
import { server } from './api';
import { noImportResults } from './import-results';
import type { renderScreen } from './render';

/** The import job when none ever ran. */
export const idleImportJob: ImportProgress = {
  state: 'idle',
  stage: null,
  processed: 0,
  total: 0,
  startedAt: null,
  finishedAt: null,
  preview: false,
  result: null,
  error: null,
};

const noRows: ImportSummary = {
  movieRows: 0,
  seriesRows: 0,
  seasonRows: 0,
  seasonWatchRows: 0,
  viewingRows: 0,
  errors: 0,
  rowsRead: 0,
  totalProcessed: 0,
};

/** An answer of POST /api/library/import(/archive): a preview of the app's own CSV, unless told otherwise. */
export function importAnswer(
  fields: Omit<Partial<ImportResponse>, 'summary' | 'results'> & {
    summary?: Partial<ImportSummary>;
    results?: Partial<ImportResults>;
  } = {},
): ImportResponse {
  return {
    preview: true,
    format: 'watchlist',
    errors: [],
    changes: [],
    ...fields,
    summary: { ...noRows, ...fields.summary },
    results: { ...noImportResults, ...fields.results },
  };
}

/** What the screen sent to import: a CSV's JSON body, or a ZIP's query. */
export interface SentImport {
  preview: boolean;
  viewer: unknown;
  replace: unknown;
  resolutions: unknown;
  csvData?: unknown;
}

/**
 * Answers both import routes with `answer` (its `preview` as asked) and keeps what each request sent. `before`
 * runs first: it may hold the answer back, or return another one (a refusal).
 */
export function answerImports(
  answer: ImportResponse,
  before?: (asked: SentImport) => Promise<Response | undefined> | Response | undefined,
) {
  const sent: SentImport[] = [];
  const reply = async (asked: SentImport) => {
    sent.push(asked);
    return (await before?.(asked)) ?? HttpResponse.json({ ...answer, preview: asked.preview });
  };
  server.use(
    http.post('/api/library/import', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      return reply({
        preview: body.preview === true,
        viewer: body.viewer,
        replace: body.replace,
        resolutions: body.resolutions,
        csvData: body.csvData,
      });
    }),
    http.post('/api/library/import/archive', ({ request }) => {
      const query = new URL(request.url).searchParams;
      return reply({
        preview: query.get('preview') === 'true',
        viewer: query.get('viewer'),
        replace: query.get('replace') === 'true',
        resolutions: JSON.parse(query.get('resolutions') ?? '[]') as unknown,
      });
    }),
  );
  return sent;
}

/** GET /api/library/import/progress answers `job` (changed by the test: the next poll or refetch sees it). */
export function answerImportProgress(job: ImportProgress = idleImportJob) {
  const current = { job };
  server.use(http.get('/api/library/import/progress', () => HttpResponse.json(current.job)));
  return current;
}

export const csvFile = (name = 'watchlist-export.csv', text = 'type,tmdbId,mediaType,title\n') =>
  new File([text], name, { type: 'text/csv' });

export const zipFile = (name = 'export.zip') =>
  new File([new Uint8Array([0x50, 0x4b, 3, 4])], name, { type: 'application/zip' });

type User = ReturnType<typeof renderScreen>['user'];

/** Chooses `file` through the file picker. */
export const chooseFile = (user: User, file: File) =>
  user.upload(screen.getByLabelText('File to import'), file);

/** Chooses `file` and previews it: answers the preview's region. */
export async function previewFile(user: User, file: File) {
  await chooseFile(user, file);
  await user.click(screen.getByRole('button', { name: 'Preview Import' }));
  return screen.findByRole('region', { name: /^Preview: / });
}
