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
    expect(config.TRUST_PROXY).toBe(false);
    expect(config.ALLOWED_HOSTS).toEqual([]);
    expect(config.IMAGE_CACHE_MB).toBe(512);
  });

  it('reads ALLOWED_HOSTS as host names, in lower case, and IMAGE_CACHE_MB in MiB', () => {
    expect(readConfig({ ALLOWED_HOSTS: 'Watchlist.Home, nas.local.,media_box' }).ALLOWED_HOSTS).toEqual([
      'watchlist.home',
      'nas.local',
      'media_box',
    ]);
    expect(readConfig({ IMAGE_CACHE_MB: '64' }).IMAGE_CACHE_MB).toBe(64);
  });

  it('reads TRUST_PROXY as a switch, a number of hops or a list of proxy addresses', () => {
    expect(readConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(readConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(readConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(readConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1' }).TRUST_PROXY).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
    ]);
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
    [{ TRUST_PROXY: 'yes' }, 'TRUST_PROXY'],
    [{ OMDB_DAILY_LIMIT: 'lots' }, 'OMDB_DAILY_LIMIT'],
    [{ OMDB_DAILY_LIMIT: '0' }, 'OMDB_DAILY_LIMIT'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.1,proxy.lan' }, 'TRUST_PROXY'],
    [{ TZ: 'Mars/Olympus_Mons' }, 'TZ'],
    [{ ALLOWED_HOSTS: 'http://watchlist.home' }, 'ALLOWED_HOSTS'],
    [{ ALLOWED_HOSTS: 'watchlist.home:8080' }, 'ALLOWED_HOSTS'],
    [{ ALLOWED_HOSTS: 'watchlist.home,,nas' }, 'ALLOWED_HOSTS'],
    [{ ALLOWED_HOSTS: 'watch list' }, 'ALLOWED_HOSTS'],
    [{ IMAGE_CACHE_MB: 'big' }, 'IMAGE_CACHE_MB'],
    [{ IMAGE_CACHE_MB: '0' }, 'IMAGE_CACHE_MB'],
    [{ IMAGE_CACHE_MB: '1.5' }, 'IMAGE_CACHE_MB'],
  ])('stops on %j with a one-line message naming %s', (env, variable) => {
    expect(() => readConfig(env)).toThrow(ConfigError);
    expect(() => readConfig(env)).toThrow(new RegExp(`^Invalid configuration: ${variable} [^\\n]+$`));
  });
});
