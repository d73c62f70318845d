import type { MediaType } from '../schemas/film';

/**
 * Who a title is credited to, and the cast and crew strip.
 *
 * - A movie is credited to its directors (the crew whose job is 'Director'), a series to its creators.
 * - The label is 'Director' or 'Creator', 'Directors' or 'Creators' when there are several.
 * - In the strip each person appears once, in billing order, with their roles joined ('Director, Screenplay';
 *   'Walter White / Heisenberg' for the cast).
 */

export type CreditLabel = 'Director' | 'Directors' | 'Creator' | 'Creators';

export interface CreditedPeople {
  label: CreditLabel;
  names: string[];
}

/** The library keeps a title's directors or creators as one text, the names joined with this. */
export const CREDIT_NAMES_SEPARATOR = ', ';

/** Each name once, in the order first met. */
const distinct = (names: readonly string[]) => [...new Set(names)];

export function directorNames(crew: readonly { name: string; job: string }[]): string[] {
  return distinct(crew.filter((member) => member.job === 'Director').map((member) => member.name));
}

/** The names of a stored 'director' or 'creator' text; none for null or empty. */
export function splitCreditNames(joined: string | null): string[] {
  if (!joined) return [];
  return joined
    .split(CREDIT_NAMES_SEPARATOR)
    .map((name) => name.trim())
    .filter((name) => name !== '');
}

export function creditedPeople(mediaType: MediaType, names: readonly string[]): CreditedPeople {
  const role = mediaType === 'movie' ? 'Director' : 'Creator';
  const people = distinct(names);
  return { label: people.length > 1 ? `${role}s` : role, names: people };
}

export interface PersonCredit {
  id: number;
  name: string;
  /** The character played, or the jobs held. */
  role: string;
  profilePath: string | null;
}

/** Separators of the joined roles: a cast member's characters, a crew member's jobs. */
export const CAST_ROLE_SEPARATOR = ' / ';
export const CREW_ROLE_SEPARATOR = ', ';

/** One entry per person, in billing order, each distinct non-empty role once, joined with `separator`. */
export function onePerPerson(credits: readonly PersonCredit[], separator: string): PersonCredit[] {
  const byPerson = new Map<number, PersonCredit>();
  for (const credit of credits) {
    const seen = byPerson.get(credit.id);
    if (!seen) byPerson.set(credit.id, { ...credit });
    else if (credit.role && !seen.role.split(separator).includes(credit.role))
      seen.role = seen.role ? `${seen.role}${separator}${credit.role}` : credit.role;
  }
  return [...byPerson.values()];
}
