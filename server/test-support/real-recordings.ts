import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { projectRoot } from '../project-paths';
import type { FakeRecordings, RecordedAnswer } from './fake-film-server';

/** The real exports and recorded TMDb/OMDb answers kept in the repository (see its README). */
export const realDataDir = join(projectRoot, 'test-fixtures', 'real-data');

const recordingsDir = join(realDataDir, 'tmdb-omdb');

const manifestSchema = z.array(
  z.looseObject({
    file: z.string(),
    serves: z.union([
      z.object({ service: z.literal('tmdb'), path: z.string(), part: z.string().optional() }),
      z.object({ service: z.literal('omdb'), i: z.string() }),
      z.object({ service: z.literal('omdb'), error: z.string(), status: z.number().int() }),
    ]),
  }),
);

const readJson = (file: string): unknown => JSON.parse(readFileSync(join(recordingsDir, file), 'utf8'));

/**
 * The recorded answers, by what they answer (manifest.json): TMDb paths (a part recorded on its own, like a
 * details answer's credits, under '<path>/<part>'), OMDb records by IMDb id, and OMDb's recorded error answers by
 * name ('limit', 'invalid-key', 'incorrect-id'), which a test puts in place of an id's record.
 */
export function loadRealRecordings(): FakeRecordings & { omdbErrors: Map<string, RecordedAnswer> } {
  const manifest = manifestSchema.parse(readJson('manifest.json'));
  const recordings = { tmdb: new Map(), omdb: new Map(), omdbErrors: new Map() };
  for (const { file, serves } of manifest) {
    const body = readJson(file);
    if (serves.service === 'tmdb') {
      const path = serves.part === undefined ? serves.path : `${serves.path}/${serves.part}`;
      recordings.tmdb.set(path, { status: 200, body });
    } else if ('i' in serves) {
      recordings.omdb.set(serves.i, { status: 200, body });
    } else {
      recordings.omdbErrors.set(serves.error, { status: serves.status, body });
    }
  }
  return recordings;
}

/** One real export file's bytes, as the service wrote it (encoding and line ends untouched). */
export const realExport = (path: string): Buffer => readFileSync(join(realDataDir, 'exports', path));
