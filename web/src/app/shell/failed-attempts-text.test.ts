import { describe, expect, it } from 'vitest';
import { failedAttemptsText } from './failed-attempts-text';

describe('failedAttemptsText', () => {
  it('speaks of a last visit only to a device that had one', () => {
    expect(failedAttemptsText(1, 'your-last-visit')).toBe('1 failed unlock attempt since your last visit.');
    expect(failedAttemptsText(3, 'last-unlock')).toBe(
      '3 failed unlock attempts since Watchlist was last unlocked.',
    );
    expect(failedAttemptsText(2, 'first-unlock')).toBe('2 failed unlock attempts before this first unlock.');
  });
});
