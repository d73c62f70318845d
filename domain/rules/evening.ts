import type { LibraryItem } from '../schemas/library';
import { isOnOurServices } from './availability';
import {
  anyEvening,
  eveningConstraintOrder,
  type EveningConstraint,
  type EveningConstraints,
  type EveningTime,
} from './evening-constraints';
import { DEFAULT_EPISODE_MINUTES, DEFAULT_MOVIE_MINUTES } from './statistics-titles';

export type EveningItem = Pick<LibraryItem, 'mediaType' | 'runtime' | 'genres' | 'availability'>;

const TIME_LIMIT_MINUTES = { 'under-90': 90, 'under-120': 120 } as const;

/**
 * Whether a title fits the evening's time. A movie's length, or one episode of a series (an unknown runtime counts
 * as the recap's 100 minutes for a movie, 45 for an episode); 'one episode' is series only.
 */
export function fitsTime(item: Pick<EveningItem, 'mediaType' | 'runtime'>, time: EveningTime): boolean {
  if (time === 'any') return true;
  if (time === 'episode') return item.mediaType === 'tv';
  const minutes =
    item.runtime ?? (item.mediaType === 'movie' ? DEFAULT_MOVIE_MINUTES : DEFAULT_EPISODE_MINUTES);
  return minutes <= TIME_LIMIT_MINUTES[time];
}

/** Whether a title passes one constraint (a constraint not set passes everything). */
export function passes(
  item: EveningItem,
  constraint: EveningConstraint,
  constraints: EveningConstraints,
  services: readonly number[],
): boolean {
  switch (constraint) {
    case 'onServices':
      return !constraints.onServices || isOnOurServices(item.availability, services);
    case 'time':
      return fitsTime(item, constraints.time);
    case 'kind':
      return constraints.kind === 'all' || item.mediaType === constraints.kind;
    case 'genre':
      return constraints.genre === null || item.genres.includes(constraints.genre);
  }
}

/** Whether a title fits every constraint of the evening. */
export const fitsEvening = (
  item: EveningItem,
  constraints: EveningConstraints,
  services: readonly number[],
) => eveningConstraintOrder.every((constraint) => passes(item, constraint, constraints, services));

/** The constraints that narrow anything (those not at their 'any'). */
export const setConstraints = (constraints: EveningConstraints): EveningConstraint[] =>
  eveningConstraintOrder.filter((constraint) => constraints[constraint] !== anyEvening[constraint]);

/**
 * Which constraint left nothing to pick: applied one after another in their order, the first after which no
 * candidate is left; null when some candidate fits them all (or there was no candidate to begin with).
 */
export function emptyingConstraint(
  candidates: readonly EveningItem[],
  constraints: EveningConstraints,
  services: readonly number[],
): EveningConstraint | null {
  let left = candidates;
  if (left.length === 0) return null;
  for (const constraint of eveningConstraintOrder) {
    left = left.filter((item) => passes(item, constraint, constraints, services));
    if (left.length === 0) return constraint;
  }
  return null;
}

/** The constraints with one of them back at 'any'. */
export const withoutConstraint = (
  constraints: EveningConstraints,
  constraint: EveningConstraint,
): EveningConstraints => ({ ...constraints, [constraint]: anyEvening[constraint] });
