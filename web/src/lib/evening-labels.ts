import type {
  EveningConstraint,
  EveningConstraints,
  EveningKind,
  EveningTime,
} from '#domain/rules/evening-constraints';

export const timeOptions: { value: EveningTime; label: string }[] = [
  { value: 'any', label: 'Any' },
  { value: 'under-90', label: 'Under 1 h 30' },
  { value: 'under-120', label: 'Under 2 h' },
  { value: 'episode', label: 'One episode' },
];

export const kindOptions: { value: EveningKind; label: string }[] = [
  { value: 'all', label: 'Both' },
  { value: 'movie', label: 'Movies' },
  { value: 'tv', label: 'Series' },
];

/** How a constraint that is set reads in a sentence ('Nothing unwatched fits “Under 2 h”'). */
export function constraintLabel(constraint: EveningConstraint, evening: EveningConstraints): string {
  switch (constraint) {
    case 'onServices':
      return 'Only on our services';
    case 'time':
      return timeOptions.find((option) => option.value === evening.time)?.label ?? evening.time;
    case 'kind':
      return evening.kind === 'tv' ? 'Series only' : 'Movies only';
    case 'genre':
      return evening.genre ?? 'Any genre';
  }
}
