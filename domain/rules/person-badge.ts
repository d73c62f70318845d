import { defaultOwnershipLabels } from './household';

/**
 * The two people's badges (the round owner badge on a card): short, and never the same for both.
 *
 * - One letter, the first letter (or digit) of the name, upper-cased: 'Alex' → 'A', 'Robin' → 'R'.
 * - When both start alike, two characters each: the initials of the first two words for a name of several words
 *   ('Person 1' → 'P1', 'Anna Smith' → 'AS'), else the first two letters ('Anna' → 'AN').
 * - When those are still alike ('Anna' / 'Anne', or the same name twice), the initial and the person's number:
 *   'A1' / 'A2'.
 * - An empty name (or one without any letter or digit) counts as the default name ('Person 1' / 'Person 2').
 *
 * Letters are Unicode letters of any script, compared after upper-casing, so 'Åsa' / 'Åke' and 'Иван' / 'Ирина'
 * clash and are told apart like Latin names.
 */

export type Person = 'person1' | 'person2';

export type PersonBadges = Record<Person, string>;

const letterOrDigit = /[\p{L}\p{N}]/u;
const upper = (text: string) => text.toLocaleUpperCase();

/** The words of a name, each reduced to its letters and digits (empty words dropped). */
function lettersOf(name: string): string[][] {
  return name
    .normalize('NFC')
    .split(/\s+/)
    .map((word) => Array.from(word).filter((character) => letterOrDigit.test(character)))
    .filter((characters) => characters.length > 0);
}

function wordsOf(name: string, person: Person): string[][] {
  const words = lettersOf(name);
  return words.length > 0 ? words : lettersOf(defaultOwnershipLabels[person]);
}

function oneLetter(words: string[][]): string {
  return upper(words[0]?.[0] ?? '');
}

function twoLetters(words: string[][]): string {
  const [first = [], second] = words;
  return upper(second ? `${first[0] ?? ''}${second[0] ?? ''}` : first.slice(0, 2).join(''));
}

export function personBadges(labels: Readonly<Record<Person, string>>): PersonBadges {
  const first = wordsOf(labels.person1, 'person1');
  const second = wordsOf(labels.person2, 'person2');
  const single = { person1: oneLetter(first), person2: oneLetter(second) };
  if (single.person1 !== single.person2) return single;
  const double = { person1: twoLetters(first), person2: twoLetters(second) };
  if (double.person1 !== double.person2) return double;
  return { person1: `${single.person1}1`, person2: `${single.person2}2` };
}
