import { describe, expect, it } from 'vitest';
import type { Provider } from '../schemas/availability';
import {
  availabilityChanges,
  cardLogos,
  checkedAgo,
  isAvailabilityDue,
  isOnOurServices,
  mergeProviderLists,
  offersOf,
  ourChanges,
  ourServicesCarrying,
  ourServicesFirst,
  streamingIds,
} from './availability';

const provider = (id: number, displayPriority: number, name = `Service ${id}`): Provider => ({
  id,
  name,
  logoPath: `/logo${id}.jpg`,
  displayPriority,
});
const offered = (id: number, displayPriority: number) => ({
  providerId: id,
  providerName: `Service ${id}`,
  logoPath: `/logo${id}.jpg`,
  displayPriority,
});

describe('offers', () => {
  it('keeps each kind by display priority, flatrate as stream', () => {
    const offers = offersOf({
      link: 'https://example.invalid',
      flatrate: [offered(8, 5), offered(337, 1)],
      free: [offered(73, 3)],
      ads: [],
      rent: [offered(2, 4)],
      buy: [offered(2, 4), offered(3, 2)],
    });
    expect(offers.stream.map((entry) => entry.id)).toEqual([337, 8]);
    expect(offers.free.map((entry) => entry.id)).toEqual([73]);
    expect(offers.buy.map((entry) => entry.id)).toEqual([3, 2]);
    expect(offersOf(undefined)).toEqual({ stream: [], free: [], ads: [], rent: [], buy: [] });
  });

  it('streams on the stream, free and ads services, each once, the most prominent first; rent and buy do not count', () => {
    expect(
      streamingIds({
        stream: [provider(8, 5)],
        free: [provider(73, 9)],
        ads: [provider(8, 5), provider(300, 1)],
        rent: [provider(2, 0)],
        buy: [provider(3, 0)],
      }),
    ).toEqual([300, 8, 73]);
  });
});

describe('changes since the last look', () => {
  it('are the services it came to and those it left', () => {
    expect(availabilityChanges([8, 337], [337, 15])).toEqual({ now: [15], left: [8] });
    expect(availabilityChanges([8], [8])).toEqual({ now: [], left: [] });
    expect(availabilityChanges([], [])).toEqual({ now: [], left: [] });
  });

  it('are told only for our services', () => {
    const availability = { streams: [15, 337], now: [15, 337], left: [8, 2] };
    expect(ourChanges(availability, [8, 337])).toEqual({ now: [337], left: [8] });
    expect(ourChanges(null, [8])).toEqual({ now: [], left: [] });
  });
});

describe('due for a check', () => {
  const now = new Date('2026-06-15T12:00:00.000Z');
  it('is never checked, or checked a day ago or more', () => {
    expect(isAvailabilityDue(null, now)).toBe(true);
    expect(isAvailabilityDue('2026-06-14T12:00:00.000Z', now)).toBe(true);
    expect(isAvailabilityDue('2026-06-14T12:00:01.000Z', now)).toBe(false);
  });

  it('says how many whole days ago', () => {
    expect(checkedAgo('2026-06-15T01:00:00.000Z', now)).toBe('checked today');
    expect(checkedAgo('2026-06-14T11:00:00.000Z', now)).toBe('checked 1 day ago');
    expect(checkedAgo('2026-06-10T12:00:00.000Z', now)).toBe('checked 5 days ago');
    // A clock a little behind the server's is not "in the future".
    expect(checkedAgo('2026-06-15T12:00:05.000Z', now)).toBe('checked today');
  });
});

describe('our services', () => {
  const availability = { streams: [337, 8, 15], now: [], left: [] };

  it('are those carrying the title, in our order', () => {
    expect(ourServicesCarrying(availability, [8, 2, 337])).toEqual([8, 337]);
    expect(ourServicesCarrying(null, [8])).toEqual([]);
    expect(isOnOurServices(availability, [2, 15])).toBe(true);
    expect(isOnOurServices(availability, [2])).toBe(false);
    expect(isOnOurServices(availability, [])).toBe(false);
    expect(isOnOurServices(null, [8])).toBe(false);
  });

  it('show two logos at most on a card, then +n', () => {
    expect(cardLogos([1])).toEqual({ shown: [1], more: 0 });
    expect(cardLogos([1, 2])).toEqual({ shown: [1, 2], more: 0 });
    expect(cardLogos([1, 2, 3, 4])).toEqual({ shown: [1, 2], more: 2 });
    expect(cardLogos([])).toEqual({ shown: [], more: 0 });
  });

  it('come first among a kind’s providers, marked', () => {
    const ordered = ourServicesFirst([provider(1, 1), provider(2, 2), provider(3, 3)], [3, 2]);
    expect(ordered.map((entry) => [entry.provider.id, entry.ours])).toEqual([
      [2, true],
      [3, true],
      [1, false],
    ]);
  });
});

describe('a region’s list', () => {
  it('has each service once (the movie and series lists overlap), at its better priority', () => {
    const merged = mergeProviderLists([provider(8, 4), provider(337, 2)], [provider(8, 1), provider(15, 9)]);
    expect(merged.map((entry) => [entry.id, entry.displayPriority])).toEqual([
      [8, 1],
      [337, 2],
      [15, 9],
    ]);
  });
});
