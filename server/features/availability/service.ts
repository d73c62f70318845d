import {
  AVAILABILITY_MAX_AGE_MS,
  availabilityChanges,
  isAvailabilityDue,
  mergeProviderLists,
  offersOf,
  streamingIds,
} from '#domain/rules/availability';
import { regions } from '#domain/rules/household';
import type {
  AvailabilityJob,
  Offers,
  Provider,
  RegionProviders,
  TitleAvailability,
} from '#domain/schemas/availability';
import type { CountryProviders, MediaType } from '#domain/schemas/film';
import type { RegionCode } from '#domain/schemas/settings';
import type { Clock } from '../../clock';
import { errorText } from '../../error-text';
import { badRequest, notFound } from '../../errors';
import type { FilmData } from '../../film-data/film-data';
import type { AvailabilityRepository, StoredAvailability, TitleRef } from './repository';

export type CheckOutcome = 'checked' | 'failed';

/** Why a check job runs: a new region, or the daily check. */
export type CheckReason = NonNullable<AvailabilityJob['reason']>;

/** A title's answer from TMDb, by country, waiting to be stored. */
export interface CheckedTitle {
  itemId: number;
  byCountry: Record<string, CountryProviders>;
}

/** The daily check takes the titles checked more than this long ago: hourly rounds then find them a day later. */
const DAILY_CHECK_AGE_MS = AVAILABILITY_MAX_AGE_MS - 60 * 60 * 1000;

export interface AvailabilityDeps {
  repository: AvailabilityRepository;
  filmData: FilmData;
  /** The household's region (from settings). */
  region: () => RegionCode;
  clock: Clock;
  logger: { warn: (details: object, message: string) => void };
}

const noOffers: Offers = { stream: [], free: [], ads: [], rent: [], buy: [] };

const regionName = (code: string) => regions.find((region) => region.code === code)?.name ?? code;

/**
 * Where the library's titles can be watched in the household's region: kept per title (title_availability),
 * checked when a title is added, when it is opened and its data is older than a day, and by the checks of the
 * job; a check that fails keeps what was known. Without TMDb (the offline catalog) there is none, and none is made up.
 */
export function createAvailabilityService({ repository, filmData, region, clock, logger }: AvailabilityDeps) {
  const now = () => clock.now();
  const enabled = filmData.watchProviders !== undefined;

  /** Stores a title's offers in the region, measuring what changed against what the household last saw. */
  function record(itemId: number, byCountry: Record<string, CountryProviders>): void {
    const code = region();
    const country = byCountry[code];
    const offers = offersOf(country);
    const streams = streamingIds(offers);
    repository.transaction(() => {
      const known = repository.ofItem(itemId);
      // A first check (or one for a new region) starts from what it finds: nothing came or went.
      const seen = known?.region === code ? known.seenStreams : streams;
      repository.store(itemId, {
        region: code,
        checkedAt: now().toISOString(),
        link: country?.link ?? null,
        offers,
        streams,
        seenStreams: seen,
        ...availabilityChanges(seen, streams),
      });
    });
  }

  /** Asks TMDb where a library title streams now: its answer to store, or null when it cannot say. */
  async function lookUp(itemId: number, mediaType: MediaType, tmdbId: number): Promise<CheckedTitle | null> {
    if (!filmData.watchProviders) return null;
    try {
      const byCountry = await filmData.watchProviders(mediaType, tmdbId);
      if (byCountry === null) {
        logger.warn({ mediaType, tmdbId }, 'the film data does not know a library title (availability)');
        return null;
      }
      return { itemId, byCountry };
    } catch (error) {
      logger.warn({ mediaType, tmdbId, error: errorText(error) }, 'availability could not be checked');
      return null;
    }
  }

  /** Stores checked titles in one transaction (the library list then changes once); on failure keeps what was. */
  function storeChecked(checked: readonly CheckedTitle[]): void {
    try {
      repository.transaction(() => {
        for (const title of checked) record(title.itemId, title.byCountry);
      });
    } catch (error) {
      logger.warn(
        { titles: checked.length, error: errorText(error) },
        'checked availability could not be stored',
      );
    }
  }

  /** Asks TMDb where a library title streams now and stores it; 'failed' when it cannot say (kept as it was). */
  async function check(itemId: number, mediaType: MediaType, tmdbId: number): Promise<CheckOutcome> {
    const checked = await lookUp(itemId, mediaType, tmdbId);
    if (checked === null) return 'failed';
    storeChecked([checked]);
    return 'checked';
  }

  const answerOf = (stored: StoredAvailability): TitleAvailability => ({
    region: stored.region as RegionCode,
    source: 'tmdb',
    checkedAt: stored.checkedAt,
    stale: isAvailabilityDue(stored.checkedAt, now()),
    link: stored.link,
    offers: stored.offers,
  });

  const unknown = (source: TitleAvailability['source']): TitleAvailability => ({
    region: region(),
    source,
    checkedAt: null,
    stale: source === 'tmdb',
    link: null,
    offers: noOffers,
  });

  /** A title outside the library: its details' offers (the film-data cache keeps them), never stored. */
  async function ofOtherTitle(mediaType: MediaType, tmdbId: number): Promise<TitleAvailability> {
    let details;
    try {
      details = await filmData.details(mediaType, tmdbId);
    } catch (error) {
      logger.warn({ mediaType, tmdbId, error: errorText(error) }, 'availability could not be read');
      return unknown('tmdb');
    }
    if (details === null) throw notFound(`The film database has no ${mediaType} with id ${tmdbId}`);
    const country = details.watchProviders[region()];
    return { ...unknown('tmdb'), stale: false, link: country?.link ?? null, offers: offersOf(country) };
  }

  async function regionProviders(code: RegionCode = region()): Promise<Provider[]> {
    if (!filmData.regionProviders) return [];
    const listed = await filmData.regionProviders(code);
    return mergeProviderLists(
      listed.map((provider) => ({
        id: provider.providerId,
        name: provider.providerName,
        logoPath: provider.logoPath,
        displayPriority: provider.displayPriority,
      })),
    );
  }

  return {
    enabled,
    lookUp,
    storeChecked,
    /** A title the library added or refreshed came with its film data's offers: kept without asking again. */
    recordFromDetails(itemId: number, byCountry: Record<string, CountryProviders>): void {
      if (enabled) record(itemId, byCountry);
    },

    /**
     * Where a title can be watched: a library title's stored availability, checked again first when it is older
     * than a day (or of another region); kept and marked stale when TMDb cannot be reached.
     */
    async ofTitle(mediaType: MediaType, tmdbId: number): Promise<TitleAvailability> {
      if (!enabled) return unknown('offline');
      const itemId = repository.itemOfTitle(mediaType, tmdbId);
      if (itemId === undefined) return ofOtherTitle(mediaType, tmdbId);
      const stored = repository.ofItem(itemId);
      const current = stored?.region === region() ? stored : undefined;
      if (current && !isAvailabilityDue(current.checkedAt, now())) return answerOf(current);
      await check(itemId, mediaType, tmdbId);
      const after = repository.ofItem(itemId);
      return after?.region === region() ? answerOf(after) : unknown('tmdb');
    },

    /** The household opened the title: its 'Now on …' / 'Left …' are told. */
    markSeen(mediaType: MediaType, tmdbId: number): void {
      const itemId = repository.itemOfTitle(mediaType, tmdbId);
      if (itemId === undefined) throw notFound(`No library item holds the ${mediaType} with id ${tmdbId}`);
      repository.markSeen(itemId);
    },

    /** The region's services, the most common first (TMDb's display priority); none offline. */
    async providers(): Promise<RegionProviders> {
      const code = region();
      return { region: code, source: enabled ? 'tmdb' : 'offline', providers: await regionProviders(code) };
    },

    /** Refuses (400) a list of services that names one the region does not have, naming it. */
    async validateServices(ids: readonly number[], code: RegionCode = region()): Promise<void> {
      if (ids.length === 0) return;
      if (!filmData.regionProviders) {
        throw badRequest('services need a TMDb key: the offline catalog knows no streaming services');
      }
      const known = new Set((await regionProviders(code)).map((provider) => provider.id));
      const unknownIds = ids.filter((id) => !known.has(id));
      if (unknownIds.length > 0) {
        const listed = unknownIds.slice(0, 5).join(', ');
        throw badRequest(
          `services: ${unknownIds.length === 1 ? 'provider' : 'providers'} ${listed} ${
            unknownIds.length === 1 ? 'is' : 'are'
          } not a streaming service in ${regionName(code)}`,
        );
      }
    },

    /** The titles a check job takes: all of them for a new region, else the unfinished ones due. */
    titlesFor(reason: CheckReason): TitleRef[] {
      if (!enabled) return [];
      if (reason === 'region') return repository.allTitles();
      const before = new Date(now().getTime() - DAILY_CHECK_AGE_MS).toISOString();
      return repository.dueUnfinished(region(), before);
    },

    /** What was checked for another region is forgotten (the job checks every title again). */
    forgetOtherRegions(): void {
      repository.clearOtherRegions(region());
    },
  };
}

export type AvailabilityService = ReturnType<typeof createAvailabilityService>;
