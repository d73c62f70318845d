import { http, HttpResponse } from 'msw';
import type { Provider, TitleAvailability } from '#domain/schemas/availability';
import { server } from './api';
import { settingsAnswer } from './settings';

const provider = (id: number, name: string, displayPriority: number): Provider => ({
  id,
  name,
  logoPath: `/pv${id % 10}Logo.jpg`,
  displayPriority,
});

/** The services of the fake film database (server/test-support/README.md) in the United States. */
export const STREAMCO = provider(9001, 'StreamCo', 3);
export const RENTBOX = provider(9002, 'RentBox', 6);
export const FREEWAVE = provider(9003, 'FreeWave', 12);
export const NIMBUS = provider(9004, 'Nimbus+', 2);
export const EMBER = provider(9006, 'Ember Play', 5);

/** The region's services, the most common first, as GET /api/availability/providers lists them. */
export const usServices = [NIMBUS, STREAMCO, EMBER, RENTBOX, FREEWAVE];

/** The household with a TMDb key, in the United States, whose services are `ours`. */
export function answerOurServices(ours: readonly Provider[]) {
  server.use(
    http.get('/api/settings', () =>
      HttpResponse.json(
        settingsAnswer({
          services: ours.map((service) => service.id),
          dataSources: { film: 'tmdb', ratings: 'omdb' },
        }),
      ),
    ),
    http.get('/api/availability/providers', () =>
      HttpResponse.json({ region: 'US', source: 'tmdb', providers: usServices }),
    ),
  );
}

/** A title's availability from TMDb, checked now, with no offers unless told. */
export function availabilityAnswer(fields: Partial<TitleAvailability> = {}): TitleAvailability {
  return {
    region: 'US',
    source: 'tmdb',
    checkedAt: new Date().toISOString(),
    stale: false,
    link: null,
    offers: { stream: [], free: [], ads: [], rent: [], buy: [] },
    ...fields,
  };
}
