import { useMemo } from 'react';
import { RANDOM_EVENING_STORAGE_KEY } from '#domain/rules/constants';
import { anyEvening, type EveningConstraints } from '#domain/rules/evening-constraints';
import { effectiveStatus } from '#domain/rules/list-grouping';
import { eveningConstraintsSchema } from '#domain/schemas/library';
import { useLibraryCards } from './api/library';
import { useOurServices } from './our-services';
import { useStoredJson } from './stored-value';

const parseEvening = (value: unknown) => eveningConstraintsSchema.safeParse(value).data;

/**
 * Tonight's constraints as the random pick and Decide together share them: remembered on the device, with the
 * genres our unwatched titles have to choose from.
 */
export function useTonightEvening() {
  const [stored, setEvening] = useStoredJson(RANDOM_EVENING_STORAGE_KEY, parseEvening, anyEvening);
  const services = useOurServices();
  const servicesChosen = services.enabled && services.ids.length > 0;
  // Without services chosen there is nothing to keep to: the constraint waits, remembered, until there are.
  const evening: EveningConstraints = servicesChosen ? stored : { ...stored, onServices: false };
  const titles = useLibraryCards();
  const genres = useMemo(() => {
    const names = (titles.data ?? [])
      .filter((item) => effectiveStatus(item) !== 'watched')
      .flatMap((item) => item.genres);
    return [...new Set(names)].sort((a, b) => a.localeCompare(b));
  }, [titles.data]);
  return { evening, setEvening, servicesChosen, genres };
}
