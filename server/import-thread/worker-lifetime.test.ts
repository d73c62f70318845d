import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { systemClock } from '../clock';
import { openDatabase, type Db } from '../db/connection';
import type { UploadOptions } from '../features/transfer/service';
import { createOfflineFilmData } from '../film-data/offline/offline-film-data';
import { largeLibraryCsv } from '../test-support/large-csv';
import { createImportThread } from './import-thread';

const silent = { warn: () => undefined, error: () => undefined };
const options: UploadOptions = { preview: false, replace: false, viewer: 'both', resolutions: [] };
const upload = (titles: number, firstTmdbId: number) => ({
  kind: 'csv' as const,
  name: 'library.csv',
  text: largeLibraryCsv({ titles, viewingsPerTitle: 1, firstTmdbId }),
});

let dir: string;
let db: Db;
let thread: ReturnType<typeof createImportThread>;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'watchlist-worker-lifetime-'));
  db = openDatabase(join(dir, 'w.db'));
  thread = createImportThread({ db, filmData: createOfflineFilmData(), clock: systemClock, logger: silent });
});
afterEach(async () => {
  await thread.close();
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the import worker', () => {
  it('is stopped as soon as its import is answered: its memory is not kept between imports', async () => {
    const answered = await thread.run(upload(3, 7_000_000), options, () => undefined);
    expect(answered.results.libraryCreated).toBe(3);
    expect(thread.hasWorker()).toBe(false);
  }, 60_000);

  it('runs an import asked right after another in a worker of its own', async () => {
    await thread.run(upload(2, 7_000_000), options, () => undefined);
    const second = await thread.run(upload(2, 7_100_000), options, () => undefined);
    expect(second.results.libraryCreated).toBe(2);
    expect(db.prepare('SELECT COUNT(*) AS n FROM library_items').get()).toEqual({ n: 4 });
  }, 60_000);
});
