import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { LRUCache } from 'lru-cache';
import { imageSizeSchema, imageSizes, type ImageSize } from '../../../domain/schemas/film';
import { badRequest } from '../../errors';
import type { FetchedImage, FilmData } from '../../film-data/film-data';
import { sniffImageType } from '../../film-data/image-type';
import { drawBackdrop, drawLogo, drawPlaceholder, drawPoster } from '../../film-data/offline/artwork';
import { sharedOfflineCatalog, type OfflineCatalog } from '../../film-data/offline/catalog';

export interface ImageServiceDeps {
  filmData: FilmData;
  /** Fetched film-database images are kept here, one folder per size. */
  cacheDir: string;
  catalog?: () => OfflineCatalog;
  logger: { warn: (details: object, message: string) => void };
}

/** An image to send, with how long browsers may keep it. */
export interface ServedImage {
  body: string | Buffer;
  contentType: string;
  cacheControl: string;
}

const LONG_CACHE = 'public, max-age=31536000, immutable';
/** A placeholder sent in place of an image that failed may be replaced by the real one soon. */
const FAILURE_CACHE = 'public, max-age=300';
const SVG = 'image/svg+xml';

/** The film database's image names: a short base-62 name and an image extension (TMDb's are 27 + 4). */
const FILE_NAME = /^[A-Za-z0-9]{1,64}\.(?:jpg|jpeg|png|webp|svg)$/;
const OFFLINE_ART = /^offline\/(poster|backdrop|logo)\/([1-9]\d{0,9})(?:-s(\d{1,3}))?\.svg$/;
/** How long "the image service has no such image" is believed before asking again. */
const MISSING_TTL_MS = 10 * 60 * 1000;

const placeholder = drawPlaceholder();
const drawn = (svg: string): ServedImage => ({ body: svg, contentType: SVG, cacheControl: LONG_CACHE });
const fallback: ServedImage = { body: placeholder, contentType: SVG, cacheControl: FAILURE_CACHE };

/**
 * Images under /img/{size}/{path}: film-database images fetched once and then served from disk, offline artwork
 * drawn on the fly, and a drawn placeholder for anything missing.
 */
export function createImageService(deps: ImageServiceDeps) {
  const catalog = deps.catalog ?? sharedOfflineCatalog;
  const inFlight = new Map<string, Promise<FetchedImage | null>>();
  const missing = new LRUCache<string, true>({ max: 10_000, ttl: MISSING_TTL_MS });

  function drawOfflineArt(kind: string, id: number, seasonNumber: number | undefined): string | null {
    const title = catalog().byId.get(id);
    if (!title) return null;
    const subject = {
      id: title.id,
      title: title.title,
      year: Number(title.releaseDate.slice(0, 4)),
      genres: title.genres,
    };
    if (kind === 'backdrop') return seasonNumber === undefined ? drawBackdrop(subject) : null;
    if (kind === 'logo') return seasonNumber === undefined ? drawLogo(subject) : null;
    if (seasonNumber === undefined) return drawPoster(subject);
    const season = title.seasons.find((candidate) => candidate.seasonNumber === seasonNumber);
    return season ? drawPoster({ ...subject, label: season.name }) : null;
  }

  async function fromDisk(file: string): Promise<FetchedImage | null> {
    try {
      const body = await readFile(file);
      const contentType = sniffImageType(body);
      return contentType === null ? null : { body, contentType };
    } catch {
      return null;
    }
  }

  async function store(file: string, dir: string, body: Buffer): Promise<void> {
    const temporary = `${file}.${randomUUID()}.tmp`;
    try {
      await mkdir(dir, { recursive: true });
      await writeFile(temporary, body);
      await rename(temporary, file);
    } catch (error) {
      deps.logger.warn({ err: error, file }, 'could not keep a fetched image on disk');
      await rm(temporary, { force: true });
    }
  }

  /**
   * From disk when kept, else fetched once (concurrent requests share the fetch) and kept; null when the image
   * service has no such image (remembered for a while, so a bad name costs one upstream call, not one a request).
   */
  function cachedImage(size: ImageSize, name: string, fetchImage: NonNullable<FilmData['fetchImage']>) {
    const dir = join(deps.cacheDir, size);
    const file = join(dir, name);
    const key = `${size}/${name}`;
    if (missing.has(key)) return Promise.resolve(null);
    const pending = inFlight.get(key);
    if (pending) return pending;
    const load = (async () => {
      const kept = await fromDisk(file);
      if (kept) return kept;
      const fetched = await fetchImage(size, name);
      if (fetched === null) missing.set(key, true);
      else await store(file, dir, fetched.body);
      return fetched;
    })().finally(() => inFlight.delete(key));
    inFlight.set(key, load);
    return load;
  }

  return {
    /** 400 for a size or path of the wrong shape; otherwise always an image (the placeholder at worst). */
    async image(sizeParam: string, path: string): Promise<ServedImage> {
      const size = imageSizeSchema.safeParse(sizeParam);
      if (!size.success) throw badRequest(`size must be one of ${imageSizes.join(', ')}`);
      if (path === 'fallback.svg') return drawn(placeholder);

      const art = OFFLINE_ART.exec(path);
      if (art) {
        const [, kind = '', id = '', season] = art;
        const svg = drawOfflineArt(kind, Number(id), season === undefined ? undefined : Number(season));
        return svg === null ? fallback : drawn(svg);
      }

      if (!FILE_NAME.test(path)) {
        throw badRequest('path must be an image file name such as abc123.jpg, or an offline artwork path');
      }
      const fetchImage = deps.filmData.fetchImage;
      if (!fetchImage) return fallback;
      try {
        const image = await cachedImage(size.data, path, fetchImage);
        return image === null
          ? fallback
          : { body: image.body, contentType: image.contentType, cacheControl: LONG_CACHE };
      } catch (error) {
        deps.logger.warn({ err: error, size: size.data, path }, 'image unavailable, sent the placeholder');
        return fallback;
      }
    },
  };
}

export type ImageService = ReturnType<typeof createImageService>;
