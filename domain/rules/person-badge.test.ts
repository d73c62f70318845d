import { describe, expect, it } from 'vitest';
import { defaultOwnershipLabels } from './household';
import { personBadges } from './person-badge';

const badges = (person1: string, person2: string) => personBadges({ person1, person2 });

describe('person badges', () => {
  it('one letter each when the names start differently', () => {
    expect(badges('Alex', 'Robin')).toEqual({ person1: 'A', person2: 'R' });
    expect(badges('alex', 'robin')).toEqual({ person1: 'A', person2: 'R' });
  });

  it('the default names are told apart: P1 and P2', () => {
    expect(personBadges(defaultOwnershipLabels)).toEqual({ person1: 'P1', person2: 'P2' });
  });

  it('equal first letters, one word each: the first two letters', () => {
    expect(badges('Anna', 'Alex')).toEqual({ person1: 'AN', person2: 'AL' });
    expect(badges('sam', 'Sophie')).toEqual({ person1: 'SA', person2: 'SO' });
  });

  it('equal first letters, several words: the initials of the first two words', () => {
    expect(badges('Anna Smith', 'Alex Jones')).toEqual({ person1: 'AS', person2: 'AJ' });
    expect(badges('Mary Jane Watson', 'Mark')).toEqual({ person1: 'MJ', person2: 'MA' });
  });

  it('still alike after two letters: the initial and the person number', () => {
    expect(badges('Anna', 'Anne')).toEqual({ person1: 'A1', person2: 'A2' });
  });

  it('equal names, in any case or spacing: the initial and the person number', () => {
    expect(badges('Sam', 'Sam')).toEqual({ person1: 'S1', person2: 'S2' });
    expect(badges('  sam ', 'SAM')).toEqual({ person1: 'S1', person2: 'S2' });
    expect(badges('Sam Lee', 'Sam Lee')).toEqual({ person1: 'S1', person2: 'S2' });
  });

  it('an empty name, or one without letters, counts as the default name', () => {
    expect(badges('', '')).toEqual({ person1: 'P1', person2: 'P2' });
    expect(badges('   ', 'Robin')).toEqual({ person1: 'P', person2: 'R' });
    expect(badges('Alex', '')).toEqual({ person1: 'A', person2: 'P' });
    expect(badges('🎬', '!!')).toEqual({ person1: 'P1', person2: 'P2' });
    expect(badges('', '1')).toEqual({ person1: 'P', person2: '1' });
  });

  it('skips marks and emoji before the first letter', () => {
    expect(badges('🎬 Alex', '"Robin"')).toEqual({ person1: 'A', person2: 'R' });
  });

  it('non-Latin letters: upper-cased, compared and told apart the same way', () => {
    expect(badges('élodie', 'Zoë')).toEqual({ person1: 'É', person2: 'Z' });
    expect(badges('Åsa', 'Åke')).toEqual({ person1: 'ÅS', person2: 'ÅK' });
    expect(badges('Иван', 'Ирина')).toEqual({ person1: 'ИВ', person2: 'ИР' });
    expect(badges('王伟', '王芳')).toEqual({ person1: '王伟', person2: '王芳' });
    expect(badges('Γιώργος', 'Μαρία')).toEqual({ person1: 'Γ', person2: 'Μ' });
  });

  it('a decomposed accent counts as the same letter as the composed one', () => {
    expect(badges('E\u0301lodie', 'Émile')).toEqual({ person1: 'ÉL', person2: 'ÉM' });
  });

  it('the two badges always differ', () => {
    const names = [
      '',
      ' ',
      '1',
      'P',
      'P1',
      'A',
      'Anna',
      'Anne',
      'Anna Smith',
      'Person 1',
      'Person 2',
      'Иван',
      '王伟',
      '🎬',
    ];
    for (const person1 of names) {
      for (const person2 of names) {
        const result = badges(person1, person2);
        expect(result.person1).not.toBe(result.person2);
      }
    }
  });
});
