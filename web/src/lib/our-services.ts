import { useMemo } from 'react';
import type { Provider } from '#domain/schemas/availability';
import { useRegionProviders } from './api/availability';
import { useSettings } from './api/settings';

export interface OurServices {
  /** Whether where titles stream is known at all (TMDb; the offline catalog knows none). */
  enabled: boolean;
  /** Our services' provider ids, the region's most common first. */
  ids: number[];
  /** What the region's list says of each of them (name, logo); missing while it loads or when TMDb is away. */
  byId: ReadonlyMap<number, Provider>;
}

const none: number[] = [];

/** The household's streaming services (Settings → Our services), with their names and logos. */
export function useOurServices(): OurServices {
  const settings = useSettings();
  const enabled = settings.data?.dataSources.film === 'tmdb';
  const providers = useRegionProviders();
  const chosen = settings.data?.services ?? none;
  const listed = providers.data?.providers;
  return useMemo(() => {
    const byId = new Map(
      (listed ?? []).filter((provider) => chosen.includes(provider.id)).map((p) => [p.id, p]),
    );
    const rank = (id: number) => [...byId.keys()].indexOf(id);
    const ids = [...chosen].sort(
      (a, b) => (rank(a) === -1 ? 1e6 : rank(a)) - (rank(b) === -1 ? 1e6 : rank(b)),
    );
    return { enabled, ids, byId };
  }, [enabled, chosen, listed]);
}

/** A service's name for a sentence ('Now on StreamCo'); its id while the region's list is not at hand. */
export const serviceName = (services: OurServices, id: number) =>
  services.byId.get(id)?.name ?? `service ${id}`;
