import { describe, expect, it } from 'vitest';
import { typicalEpisodeMinutes } from './episode-runtime';

describe("a series' typical episode", () => {
  it('is the median runtime, so a long finale does not move it', () => {
    expect(typicalEpisodeMinutes([52, 55, 58, 53, 80])).toBe(55);
  });

  it('takes the mean of the middle two for an even count, rounded', () => {
    expect(typicalEpisodeMinutes([62, 56, 58, 56, 55, 53, 58, 59, 57, 53])).toBe(57);
    expect(typicalEpisodeMinutes([44, 45])).toBe(45);
  });

  it('leaves unknown runtimes out, and is null when none is known', () => {
    expect(typicalEpisodeMinutes([null, 0, 42, undefined, -1])).toBe(42);
    expect(typicalEpisodeMinutes([null, 0])).toBeNull();
    expect(typicalEpisodeMinutes([])).toBeNull();
  });
});
