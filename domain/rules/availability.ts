import type { ListAvailability, Offers, Provider } from '../schemas/availability';
import { streamingKinds } from './offer-kinds';
import type { CountryProviders, WatchProvider } from '../schemas/film';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A title's availability is checked again when it is older than this (on opening it, and by the daily check). */
export const AVAILABILITY_MAX_AGE_MS = DAY_MS;
/** A card shows the logos of at most this many of our services, then '+n'. */
export const CARD_LOGOS_SHOWN = 2;

const byPriority = (a: Provider, b: Provider) => a.displayPriority - b.displayPriority || a.id - b.id;

const toProviders = (providers: readonly WatchProvider[]): Provider[] =>
  providers
    .map((provider) => ({
      id: provider.providerId,
      name: provider.providerName,
      logoPath: provider.logoPath,
      displayPriority: provider.displayPriority,
    }))
    .sort(byPriority);

/** One country's offers as the app keeps them (TMDb's flatrate is 'stream'), each kind by display priority. */
export function offersOf(country: CountryProviders | undefined): Offers {
  return {
    stream: toProviders(country?.flatrate ?? []),
    free: toProviders(country?.free ?? []),
    ads: toProviders(country?.ads ?? []),
    rent: toProviders(country?.rent ?? []),
    buy: toProviders(country?.buy ?? []),
  };
}

/** The services a title streams on (stream, free or ads), each once, the most prominent first. */
export function streamingIds(offers: Offers): number[] {
  const ids = new Set<number>();
  for (const provider of streamingKinds.flatMap((kind) => offers[kind]).sort(byPriority))
    ids.add(provider.id);
  return [...ids];
}

/**
 * What changed since the household last looked at a title: the services it came to ('Now on …') and those it
 * left ('Left …'), measured against what it streamed on then, so that a change undone meanwhile says nothing.
 */
export function availabilityChanges(
  seen: readonly number[],
  streams: readonly number[],
): { now: number[]; left: number[] } {
  return {
    now: streams.filter((id) => !seen.includes(id)),
    left: seen.filter((id) => !streams.includes(id)),
  };
}

/** Whether data checked at `checkedAt` (ISO) is due to be checked again at `now`; never checked is due. */
export function isAvailabilityDue(checkedAt: string | null, now: Date): boolean {
  return checkedAt === null || now.getTime() - Date.parse(checkedAt) >= AVAILABILITY_MAX_AGE_MS;
}

/** Our services (in the order given) that a title streams on; none when it was not checked yet. */
export function ourServicesCarrying(
  availability: ListAvailability | null,
  services: readonly number[],
): number[] {
  if (!availability) return [];
  return services.filter((id) => availability.streams.includes(id));
}

/** Whether the household can stream the title on at least one of its services (one pass, nothing allocated). */
export const isOnOurServices = (availability: ListAvailability | null, services: readonly number[]) =>
  availability !== null && services.some((id) => availability.streams.includes(id));

/** A card's logos: the first few services, and how many more there are ('+n'). */
export function cardLogos<T>(services: readonly T[], shown = CARD_LOGOS_SHOWN): { shown: T[]; more: number } {
  return { shown: services.slice(0, shown), more: Math.max(0, services.length - shown) };
}

/** The changes worth telling the household: those of its own services. */
export function ourChanges(
  availability: ListAvailability | null,
  services: readonly number[],
): { now: number[]; left: number[] } {
  if (!availability) return { now: [], left: [] };
  return {
    now: services.filter((id) => availability.now.includes(id)),
    left: services.filter((id) => availability.left.includes(id)),
  };
}

/** 'checked today', 'checked 1 day ago', 'checked 5 days ago' (whole days since the check). */
export function checkedAgo(checkedAt: string, now: Date): string {
  const days = Math.max(0, Math.floor((now.getTime() - Date.parse(checkedAt)) / DAY_MS));
  if (days === 0) return 'checked today';
  return `checked ${days} ${days === 1 ? 'day' : 'days'} ago`;
}

/** A kind's providers with our services first (each part by display priority), and which of them are ours. */
export function ourServicesFirst(
  providers: readonly Provider[],
  services: readonly number[],
): { provider: Provider; ours: boolean }[] {
  const ours = (provider: Provider) => services.includes(provider.id);
  return [...providers]
    .sort((a, b) => Number(ours(b)) - Number(ours(a)) || byPriority(a, b))
    .map((provider) => ({ provider, ours: ours(provider) }));
}

/** The region's list from TMDb's movie and series lists: each service once, at its better priority. */
export function mergeProviderLists(...lists: readonly (readonly Provider[])[]): Provider[] {
  const byId = new Map<number, Provider>();
  for (const provider of lists.flat()) {
    const known = byId.get(provider.id);
    if (!known || provider.displayPriority < known.displayPriority) byId.set(provider.id, provider);
  }
  return [...byId.values()].sort(byPriority);
}
