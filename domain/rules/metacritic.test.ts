import { describe, expect, it } from 'vitest';
import { metacriticTone } from './metacritic';

describe('Metacritic colour', () => {
  it.each([
    [100, 'green'],
    [75, 'green'],
    [74, 'yellow'],
    [50, 'yellow'],
    [49, 'red'],
    [0, 'red'],
  ] as const)('%i is %s', (score, tone) => {
    expect(metacriticTone(score)).toBe(tone);
  });
});
