import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_STORAGE_KEY } from '#domain/rules/constants';
import { SESSION_RECORD_KEY, storeSessionRecord } from './auth-token';
import { readLiveSessionRecord } from './session-record';

describe('readLiveSessionRecord', () => {
  const storage = new Map<string, string>();
  const now = Date.parse('2026-05-01T12:00:00Z');

  beforeEach(() => {
    storage.clear();
    storage.set(AUTH_TOKEN_STORAGE_KEY, 'token');
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => storage.set(key, value),
      removeItem: (key: string) => storage.delete(key),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('gives the stored session until its end, never after', () => {
    storeSessionRecord({ expiresAt: '2026-05-02T12:00:00Z', rememberDevice: true });
    expect(readLiveSessionRecord(now)).toEqual({ expiresAt: '2026-05-02T12:00:00Z', rememberDevice: true });
    expect(readLiveSessionRecord(Date.parse('2026-05-02T12:00:00Z'))).toBeNull();
  });

  it('is null without a token, and for a record that is not one', () => {
    for (const stored of [
      'not json',
      '{"expiresAt":"2026-05-02T12:00:00Z"}',
      '{"expiresAt":5,"rememberDevice":true}',
      'null',
    ]) {
      storage.set(SESSION_RECORD_KEY, stored);
      expect(readLiveSessionRecord(now)).toBeNull();
    }
    storeSessionRecord({ expiresAt: '2026-05-02T12:00:00Z', rememberDevice: false });
    storage.delete(AUTH_TOKEN_STORAGE_KEY);
    expect(readLiveSessionRecord(now)).toBeNull();
  });
});
