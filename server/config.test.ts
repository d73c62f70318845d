import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from './config';

describe('configuration', () => {
  it('has working defaults: offline catalog, loopback, ./data', () => {
    const config = readConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: '127.0.0.1',
      WATCHLIST_DB: './data/watchlist.db',
      LOG_LEVEL: 'info',
    });
    expect(config.TMDB_API_TOKEN).toBeUndefined();
    expect(config.WATCHLIST_PIN).toBeUndefined();
  });

  it('takes the system time zone unless TZ names one', () => {
    expect(readConfig({}).TZ).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(readConfig({ TZ: 'America/New_York' }).TZ).toBe('America/New_York');
  });

  it('treats an empty variable as unset', () => {
    expect(readConfig({ TMDB_API_KEY: '', WATCHLIST_PIN: ' ' }).TMDB_API_KEY).toBeUndefined();
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ WATCHLIST_PIN: '12345' }, 'WATCHLIST_PIN'],
    [{ TMDB_BASE_URL: 'not a url' }, 'TMDB_BASE_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ TZ: 'Mars/Olympus_Mons' }, 'TZ'],
  ])('stops on %j with a one-line message naming %s', (env, variable) => {
    expect(() => readConfig(env)).toThrow(ConfigError);
    expect(() => readConfig(env)).toThrow(new RegExp(`^Invalid configuration: ${variable} [^\\n]+$`));
  });
});
