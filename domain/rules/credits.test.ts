import { describe, expect, it } from 'vitest';
import {
  CAST_ROLE_SEPARATOR,
  creditedPeople,
  CREW_ROLE_SEPARATOR,
  directorNames,
  onePerPerson,
  splitCreditNames,
  type PersonCredit,
} from './credits';

const person = (id: number, name: string, role: string): PersonCredit => ({
  id,
  name,
  role,
  profilePath: null,
});

describe('directors', () => {
  it('are the crew whose job is Director, each once, in crew order', () => {
    const crew = [
      { name: 'Roger Deakins', job: 'Director of Photography' },
      { name: 'Lana Wachowski', job: 'Director' },
      { name: 'Lilly Wachowski', job: 'Director' },
      { name: 'Lana Wachowski', job: 'Director' },
      { name: 'Joel Silver', job: 'Producer' },
    ];
    expect(directorNames(crew)).toEqual(['Lana Wachowski', 'Lilly Wachowski']);
  });

  it('are none when no one directed', () => {
    expect(directorNames([{ name: 'Joel Silver', job: 'Producer' }])).toEqual([]);
  });
});

describe('the credit label', () => {
  it.each([
    ['movie', ['Frank Darabont'], 'Director'],
    ['movie', ['Lana Wachowski', 'Lilly Wachowski'], 'Directors'],
    ['tv', ['Craig Mazin'], 'Creator'],
    ['tv', ['David Benioff', 'D. B. Weiss'], 'Creators'],
    ['movie', [], 'Director'],
    ['tv', [], 'Creator'],
  ] as const)('a %s credited to %j reads %s', (mediaType, names, label) => {
    expect(creditedPeople(mediaType, names)).toEqual({ label, names });
  });

  it('counts a name given twice once', () => {
    expect(creditedPeople('tv', ['Vince Gilligan', 'Vince Gilligan'])).toEqual({
      label: 'Creator',
      names: ['Vince Gilligan'],
    });
  });
});

describe('stored credit names', () => {
  it('split on the comma the library joins them with', () => {
    expect(splitCreditNames('David Benioff, D. B. Weiss')).toEqual(['David Benioff', 'D. B. Weiss']);
    expect(splitCreditNames('Craig Mazin')).toEqual(['Craig Mazin']);
  });

  it('are none for a missing or empty text', () => {
    expect(splitCreditNames(null)).toEqual([]);
    expect(splitCreditNames('')).toEqual([]);
  });
});

describe('one entry per person', () => {
  it('joins a crew member’s jobs in billing order, each job once', () => {
    const crew = [
      person(1, 'Frank Darabont', 'Director'),
      person(2, 'Roger Deakins', 'Director of Photography'),
      person(1, 'Frank Darabont', 'Screenplay'),
      person(1, 'Frank Darabont', 'Director'),
    ];
    expect(onePerPerson(crew, CREW_ROLE_SEPARATOR)).toEqual([
      person(1, 'Frank Darabont', 'Director, Screenplay'),
      person(2, 'Roger Deakins', 'Director of Photography'),
    ]);
  });

  it('joins a cast member’s characters with a slash, and skips empty roles', () => {
    const cast = [
      person(7, 'Bryan Cranston', 'Walter White'),
      person(7, 'Bryan Cranston', ''),
      person(7, 'Bryan Cranston', 'Heisenberg'),
      person(8, 'Aaron Paul', ''),
      person(8, 'Aaron Paul', 'Jesse Pinkman'),
    ];
    expect(onePerPerson(cast, CAST_ROLE_SEPARATOR)).toEqual([
      person(7, 'Bryan Cranston', 'Walter White / Heisenberg'),
      person(8, 'Aaron Paul', 'Jesse Pinkman'),
    ]);
  });

  it('leaves the credits it was given as they were', () => {
    const credits = [person(1, 'A', 'Director'), person(1, 'A', 'Writer')];
    onePerPerson(credits, CREW_ROLE_SEPARATOR);
    expect(credits[0]?.role).toBe('Director');
  });
});
