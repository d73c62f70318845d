export type MetacriticTone = 'green' | 'yellow' | 'red';

/** Metacritic's own colours: green at 75 or more, yellow at 50 or more, otherwise red. */
export function metacriticTone(score: number): MetacriticTone {
  if (score >= 75) return 'green';
  if (score >= 50) return 'yellow';
  return 'red';
}
