import { LRUCache } from 'lru-cache';
import { imageSizeSchema, imageSizes, type ImageSize } from '#domain/schemas/film';
import { badRequest } from '../../errors';
import type { FetchedImage, FilmData } from '../../film-data/film-data';
import { sniffImageType } from '../../film-data/image-type';
import { drawBackdrop, drawLogo, drawPlaceholder, drawPoster } from '../../film-data/offline/artwork';
import { sharedOfflineCatalog, type OfflineCatalog } from '../../film-data/offline/catalog';
import type { ImageStore } from './image-store';

export interface ImageServiceDeps {
  filmData: FilmData;
  /** Where fetched film-database images are kept. */
  store: ImageStore;
  /** Whether an image is the backdrop a locked screen shows: the one image fetched without a session. */
  isUnlockBackdrop: (size: ImageSize, name: string) => boolean;
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
/** The placeholder a browser without a session gets for an image not kept yet: once signed in, it gets the image. */
const SIGNED_OUT_CACHE = 'no-store';
const SVG = 'image/svg+xml';

/** The film database's image names: a short base-62 name and an image extension (TMDb's are 27 + 4). */
const FILE_NAME = /^[A-Za-z0-9]{1,64}\.(?:jpg|jpeg|png|webp|svg)$/;
const OFFLINE_ART = /^offline\/(poster|backdrop|logo)\/([1-9]\d{0,9})(?:-s(\d{1,3}))?\.svg$/;
/** How long "the image service has no such image" is believed before asking again. */
const MISSING_TTL_MS = 10 * 60 * 1000;

const placeholder = drawPlaceholder();
const drawn = (svg: string): ServedImage => ({ body: svg, contentType: SVG, cacheControl: LONG_CACHE });
const fallback: ServedImage = { body: placeholder, contentType: SVG, cacheControl: FAILURE_CACHE };
const signedOut: ServedImage = { body: placeholder, contentType: SVG, cacheControl: SIGNED_OUT_CACHE };

/**
 * Images under /img/{size}/{path}: film-database images fetched once (for a signed-in browser, or the locked
 * screen's backdrop) and then served from disk to anyone, offline artwork drawn on the fly, and a drawn placeholder
 * for anything missing.
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

  async function kept(size: ImageSize, name: string): Promise<FetchedImage | null> {
    const body = await deps.store.read(size, name);
    const contentType = body === null ? null : sniffImageType(body);
    return body === null || contentType === null ? null : { body, contentType };
  }

  /**
   * From disk when kept; else, for a signed-in browser or the locked screen's backdrop, fetched once (concurrent requests share the fetch) and kept. Null
   * when the image service has no such image (remembered for a while, so a bad name costs one upstream call, not
   * one a request); 'signed-out' when it would have to be fetched for a browser that may not.
   */
  async function cachedImage(
    size: ImageSize,
    name: string,
    fetchImage: NonNullable<FilmData['fetchImage']>,
    signedIn: () => boolean,
  ): Promise<FetchedImage | null | 'signed-out'> {
    const key = `${size}/${name}`;
    const onDisk = await kept(size, name);
    if (onDisk) return onDisk;
    if (missing.has(key)) return null;
    const pending = inFlight.get(key);
    if (pending) return pending;
    if (!signedIn() && !deps.isUnlockBackdrop(size, name)) return 'signed-out';
    const load = (async () => {
      const fetched = await fetchImage(size, name);
      if (fetched === null) missing.set(key, true);
      else await deps.store.keep(size, name, fetched.body);
      return fetched;
    })().finally(() => inFlight.delete(key));
    inFlight.set(key, load);
    return load;
  }

  return {
    /**
     * 400 for a size or path of the wrong shape; otherwise always an image (the placeholder at worst). `signedIn`
     * tells whether the request comes from a live session (asked only when an image would have to be fetched).
     */
    async image(sizeParam: string, path: string, signedIn: () => boolean): Promise<ServedImage> {
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
        const image = await cachedImage(size.data, path, fetchImage, signedIn);
        if (image === 'signed-out') return signedOut;
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
