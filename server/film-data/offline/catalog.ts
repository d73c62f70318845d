import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectPaths } from '../../project-paths';
import { catalogSchema, type CatalogTitle } from './catalog-schema';

const CATALOG_DIR = projectPaths.offlineCatalog;
const CATALOG_FILES = { movie: 'movies.json', tv: 'series.json' } as const;

export interface OfflineCatalog {
  titles: readonly CatalogTitle[];
  byId: ReadonlyMap<number, CatalogTitle>;
}

function readTitles(dir: string, mediaType: keyof typeof CATALOG_FILES): CatalogTitle[] {
  const file = join(dir, CATALOG_FILES[mediaType]);
  const parsed = catalogSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(
      `Offline catalog ${file} is invalid at ${issue?.path.join('.') ?? '?'}: ${issue?.message ?? ''}`,
    );
  }
  const misplaced = parsed.data.find((title) => title.mediaType !== mediaType);
  if (misplaced) throw new Error(`Offline catalog ${file}: ${misplaced.title} is not a ${mediaType}`);
  return parsed.data;
}

/** Reads and validates the bundled catalog; a broken catalog stops start-up with a message naming the title. */
export function loadOfflineCatalog(dir = CATALOG_DIR): OfflineCatalog {
  const titles = [...readTitles(dir, 'movie'), ...readTitles(dir, 'tv')];
  const byId = new Map<number, CatalogTitle>();
  for (const title of titles) {
    if (byId.has(title.id)) throw new Error(`Offline catalog: id ${title.id} is used twice`);
    byId.set(title.id, title);
  }
  return { titles, byId };
}

let shared: OfflineCatalog | undefined;

/** The bundled catalog, read once per process. */
export function sharedOfflineCatalog(): OfflineCatalog {
  shared ??= loadOfflineCatalog();
  return shared;
}
