import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { formatWait, retryAfterSeconds } from './throttle-wait';

describe('retryAfterSeconds', () => {
  it("reads a 429's retryAfterSeconds, and waits a minute when the body does not say", () => {
    expect(retryAfterSeconds(new ApiError(429, '{"retryAfterSeconds":17}', ''))).toBe(17);
    expect(retryAfterSeconds(new ApiError(429, '{"message":"slow down"}', ''))).toBe(60);
    expect(retryAfterSeconds(new ApiError(429, 'not json', ''))).toBe(60);
  });

  it('is 0 for any other failure', () => {
    expect(retryAfterSeconds(new ApiError(401, '{"retryAfterSeconds":17}', ''))).toBe(0);
    expect(retryAfterSeconds(new Error('offline'))).toBe(0);
  });
});

describe('formatWait', () => {
  it('says seconds under a minute, minutes and seconds from a minute on', () => {
    expect(formatWait(45)).toBe('45 s');
    expect(formatWait(60)).toBe('1:00 min');
    expect(formatWait(125)).toBe('2:05 min');
  });
});
