import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { createPinEntry, type PinEntryState } from './pin-entry';

function entryWith(submit: (pin: string) => Promise<unknown>) {
  const states: PinEntryState[] = [];
  const entry = createPinEntry(submit, (state) => states.push(state));
  const last = () => states.at(-1) ?? { pin: '', pending: false, error: false, waitSeconds: 0 };
  const type = (digits: string) => {
    for (const digit of digits) entry.addDigit(digit);
  };
  return { entry, last, type };
}

const never = () => new Promise<never>(() => undefined);
const throttled = (body: string) => Promise.reject(new ApiError(429, body, 'Too Many Requests'));

describe('createPinEntry', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends the fourth digit 300 ms after it is typed, and takes no digit past four', () => {
    const submit = vi.fn(never);
    const { last, type } = entryWith(submit);
    type('12345');
    expect(last().pin).toBe('1234');
    vi.advanceTimersByTime(299);
    expect(submit).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(submit).toHaveBeenCalledWith('1234');
    expect(last().pending).toBe(true);
  });

  it('a backspace before the 300 ms keeps the PIN from being sent', () => {
    const submit = vi.fn(never);
    const { entry, last, type } = entryWith(submit);
    type('1234');
    entry.removeDigit();
    vi.advanceTimersByTime(1000);
    expect(submit).not.toHaveBeenCalled();
    expect(last().pin).toBe('123');
  });

  it('Enter sends a full PIN at once and only a full one, once', () => {
    const submit = vi.fn(never);
    const { entry, type } = entryWith(submit);
    type('123');
    entry.submitNow();
    expect(submit).not.toHaveBeenCalled();
    type('4');
    entry.submitNow();
    expect(submit).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('ignores input while the login is pending', () => {
    const { entry, last, type } = entryWith(never);
    type('1234');
    entry.submitNow();
    type('5');
    entry.removeDigit();
    expect(last()).toMatchObject({ pin: '1234', pending: true });
  });

  it('a failure clears the PIN and shows the error for 2 seconds', async () => {
    const { last, type } = entryWith(() => Promise.reject(new ApiError(401, '', 'Unauthorized')));
    type('0000');
    await vi.advanceTimersByTimeAsync(300);
    expect(last()).toEqual({ pin: '', pending: false, error: true, waitSeconds: 0 });
    await vi.advanceTimersByTimeAsync(1999);
    expect(last().error).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(last().error).toBe(false);
  });

  it('a throttled failure counts the wait down a second at a time, taking no digit meanwhile', async () => {
    const { last, type } = entryWith(() => throttled('{"message":"Too many","retryAfterSeconds":3}'));
    type('0000');
    await vi.advanceTimersByTimeAsync(300);
    expect(last().waitSeconds).toBe(3);
    type('1');
    expect(last().pin).toBe('');
    await vi.advanceTimersByTimeAsync(1000);
    expect(last().waitSeconds).toBe(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(last().waitSeconds).toBe(0);
    type('1');
    expect(last().pin).toBe('1');
  });

  it('reports nothing once disposed', async () => {
    const { entry, last, type } = entryWith(() => Promise.reject(new Error('offline')));
    type('1234');
    entry.dispose();
    await vi.advanceTimersByTimeAsync(5000);
    expect(last()).toMatchObject({ pin: '1234', pending: false });
  });
});
