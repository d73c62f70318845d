import { describe, expect, it } from 'vitest';
import { isSimilarTitle, titleSimilarity } from './title-similarity';

describe('title similarity', () => {
  it('is 1 for the same title spelled with other case, accents or punctuation', () => {
    expect(titleSimilarity('Amélie', 'amelie')).toBe(1);
    expect(titleSimilarity('Spider-Man: No Way Home', 'Spider Man  No Way Home')).toBe(1);
  });

  it('finds spelling variants and titles one inside the other similar', () => {
    expect(isSimilarTitle('The Colour of Pomegranates', 'The Color of Pomegranates')).toBe(true);
    expect(isSimilarTitle('Rush', 'Rush Hour')).toBe(true);
    expect(isSimilarTitle('Leon', 'Léon: The Professional')).toBe(true);
    expect(isSimilarTitle('Star Wars', 'Star Wars: Episode IV - A New Hope')).toBe(true);
  });

  it('finds unrelated titles not similar', () => {
    expect(titleSimilarity('Rush', 'Finding Nemo')).toBe(0);
    expect(isSimilarTitle('Rush', 'Brushes with Fame')).toBe(false);
    expect(isSimilarTitle('The Departed', 'The Apartment')).toBe(false);
    expect(isSimilarTitle('Her', 'Heat')).toBe(false);
    expect(isSimilarTitle('Fall', 'Fallout')).toBe(false);
  });
});
