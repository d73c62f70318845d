import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { imageSizeSchema, imageSizes, type ImageSize } from '../../../domain/schemas/film';
import { badRequest } from '../../errors';
import type { FetchedImage, FilmData } from '../../film-data/film-data';
import { sniffImageType } from '../../film-data/image-type';
import { drawBackdrop, drawLogo, drawPlaceholder, drawPoster } from '../../film-data/offline/artwork';
import { sharedOfflineCatalog, type OfflineCatalog } from '../../film-data/offline/catalog';

export interface ImageRouteDeps {
  filmData: FilmData;
  /** Fetched film-database images are kept here, one folder per size. */
  cacheDir: string;
  catalog?: () => OfflineCatalog;
}

const LONG_CACHE = 'public, max-age=31536000, immutable';
/** A placeholder sent in place of an image that failed may be replaced by the real one soon. */
const FAILURE_CACHE = 'public, max-age=300';
/** An image opened on its own must not run script or load anything (a drawn or fetched SVG included). */
const IMAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
const SVG = 'image/svg+xml';

/** The film database's image names: a short base-62 name and an image extension (TMDb's are 27 + 4). */
const FILE_NAME = /^[A-Za-z0-9]{1,64}\.(?:jpg|jpeg|png|webp|svg)$/;
/** How long "the image service has no such image" is believed before asking again. */
const MISSING_TTL_MS = 10 * 60 * 1000;
const OFFLINE_ART = /^offline\/(poster|backdrop|logo)\/([1-9]\d{0,9})(?:-s(\d{1,3}))?\.svg$/;

const placeholder = drawPlaceholder();

function sendImage(reply: FastifyReply, body: string | Buffer, contentType: string, cacheControl: string) {
  return reply
    .header('content-type', contentType)
    .header('cache-control', cacheControl)
    .header('content-security-policy', IMAGE_CSP)
    .send(body);
}

/**
 * GET /img/{size}/{path}: film-database images fetched once and then served from disk, offline artwork drawn
 * on the fly, and a drawn placeholder for anything missing. No session: <img> tags send no bearer token.
 */
export function registerImageRoutes(app: FastifyInstance, deps: ImageRouteDeps): void {
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

  async function store(file: string, dir: string, body: Buffer, request: FastifyRequest): Promise<void> {
    const temporary = `${file}.${randomUUID()}.tmp`;
    try {
      await mkdir(dir, { recursive: true });
      await writeFile(temporary, body);
      await rename(temporary, file);
    } catch (error) {
      request.log.warn({ err: error, file }, 'could not keep a fetched image on disk');
      await rm(temporary, { force: true });
    }
  }

  /**
   * From disk when kept, else fetched once (concurrent requests share the fetch) and kept; null when the image
   * service has no such image (remembered for a while, so a bad name costs one upstream call, not one a request).
   */
  function cachedImage(
    size: ImageSize,
    name: string,
    fetchImage: NonNullable<FilmData['fetchImage']>,
    request: FastifyRequest,
  ) {
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
      else await store(file, dir, fetched.body, request);
      return fetched;
    })().finally(() => inFlight.delete(key));
    inFlight.set(key, load);
    return load;
  }

  app.get<{ Params: { size: string; '*': string } }>('/img/:size/*', async (request, reply) => {
    const size = imageSizeSchema.safeParse(request.params.size);
    if (!size.success) throw badRequest(`size must be one of ${imageSizes.join(', ')}`);
    const path = request.params['*'];

    if (path === 'fallback.svg') return sendImage(reply, placeholder, SVG, LONG_CACHE);

    const art = OFFLINE_ART.exec(path);
    if (art) {
      const [, kind = '', id = '', season] = art;
      const svg = drawOfflineArt(kind, Number(id), season === undefined ? undefined : Number(season));
      return svg === null
        ? sendImage(reply, placeholder, SVG, FAILURE_CACHE)
        : sendImage(reply, svg, SVG, LONG_CACHE);
    }

    if (!FILE_NAME.test(path)) {
      throw badRequest('path must be an image file name such as abc123.jpg, or an offline artwork path');
    }
    const fetchImage = deps.filmData.fetchImage;
    if (!fetchImage) return sendImage(reply, placeholder, SVG, FAILURE_CACHE);
    let image: FetchedImage | null;
    try {
      image = await cachedImage(size.data, path, fetchImage, request);
    } catch (error) {
      request.log.warn({ err: error, size: size.data, path }, 'image unavailable, sent the placeholder');
      return sendImage(reply, placeholder, SVG, FAILURE_CACHE);
    }
    if (image === null) return sendImage(reply, placeholder, SVG, FAILURE_CACHE);
    return sendImage(reply, image.body, image.contentType, LONG_CACHE);
  });
}
