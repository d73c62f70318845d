import { describe, expect, it } from 'vitest';
import { isApiPath, isServerPath, normalisedPath } from './request-path';

describe('normalisedPath', () => {
  it('decodes escapes, drops an absolute-form origin and the query, collapses slashes', () => {
    expect(normalisedPath('/%61pi/settings?x=1')).toBe('/api/settings');
    expect(normalisedPath('http://host:3000/api/library/all')).toBe('/api/library/all');
    expect(normalisedPath('//api///settings/')).toBe('/api/settings');
    expect(normalisedPath('/%2561pi/x')).toBe('/api/x');
    expect(normalisedPath('/API/Settings')).toBe('/api/settings');
    expect(normalisedPath('/%E0%A4%A/x')).toBe('/%e0%a4%a/x');
    expect(normalisedPath('/./api/settings')).toBe('/api/settings');
    expect(normalisedPath('/assets/../api/settings')).toBe('/api/settings');
    expect(normalisedPath('/%2e/%2E%2e/img/../api/x/.')).toBe('/api/x');
    expect(normalisedPath('/api/../lists')).toBe('/lists');
  });
});

describe('isApiPath and isServerPath', () => {
  it('see the API (and the images) however they are spelled, and nothing else', () => {
    for (const path of [
      '/api',
      '/api/x',
      '/%61pi/x',
      '//api/x',
      'HTTP://h/api/x',
      '/api%2Fx',
      '/./api/x',
      '/assets/../api/x',
      '/../api/x',
    ]) {
      expect(isApiPath(path), path).toBe(true);
      expect(isServerPath(path), path).toBe(true);
    }
    expect(isApiPath('/img/w500/a.jpg')).toBe(false);
    expect(isServerPath('/%69mg/w500/a.jpg')).toBe(true);
    expect(isServerPath('/assets/../img/w500/a.jpg')).toBe(true);
    for (const path of ['/', '/lists', '/apiary', '/settings/api', '/images/x']) {
      expect(isApiPath(path), path).toBe(false);
      expect(isServerPath(path), path).toBe(false);
    }
  });
});
