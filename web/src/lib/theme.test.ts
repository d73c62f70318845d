import { describe, expect, it } from 'vitest';
import { themeToShow } from './theme';

describe('themeToShow', () => {
  it("shows the device's own choice, whatever the household's", () => {
    expect(themeToShow('light', 'dark')).toBe('light');
    expect(themeToShow('system', 'dark')).toBe('system');
  });

  it("follows the household's theme while the device has no choice of its own", () => {
    expect(themeToShow(null, 'dark')).toBe('dark');
    expect(themeToShow(null, 'light')).toBe('light');
  });

  it("is the system's before the device has seen the household's", () => {
    expect(themeToShow(null, null)).toBe('system');
  });
});
