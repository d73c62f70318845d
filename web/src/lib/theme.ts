import { useEffect } from 'react';
import type { Theme } from '#domain/schemas/settings';
import { HOUSEHOLD_THEME_STORAGE_KEY, THEME_STORAGE_KEY } from '#domain/rules/constants';
import { useSettings } from './api/settings';
import { readStoredChoice, useStoredChoice, writeStoredValue } from './stored-value';

export const themes = ['system', 'light', 'dark'] as const satisfies readonly Theme[];

/** The page's background in each theme (index.css --background; also in index.html's head). */
const themeColors = { light: '#f5f7f9', dark: '#0b0e14' } as const;

/**
 * 'system' removes the attribute (the OS decides); 'light' and 'dark' set it. The phone's status bar (the
 * theme-color of each colour scheme) follows: a chosen theme colours both.
 */
export function applyTheme(theme: Theme): void {
  if (theme === 'system') document.documentElement.removeAttribute('data-theme');
  else document.documentElement.setAttribute('data-theme', theme);
  for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')) {
    const scheme = meta.media.includes('light') ? 'light' : 'dark';
    meta.content = themeColors[theme === 'system' ? scheme : theme];
  }
}

/**
 * The theme a device shows: its own choice (made in Settings on it), else the household's stored theme as last
 * seen, else the system's. index.html's inline script applies the same rule before the first paint.
 */
export function themeToShow(own: Theme | null, household: Theme | null): Theme {
  return own ?? household ?? 'system';
}

export function useTheme(): [Theme, (theme: Theme) => void] {
  const [own, store] = useStoredChoice<Theme>(THEME_STORAGE_KEY, themes);
  const [household] = useStoredChoice<Theme>(HOUSEHOLD_THEME_STORAGE_KEY, themes);
  const theme = themeToShow(own, household);
  return [
    theme,
    (next) => {
      store(next);
      applyTheme(next);
    },
  ];
}

/**
 * After unlock: keeps the household's theme (from its settings) on the device, and shows it while the device has
 * no own choice, so a new device starts in the household's theme (and, from then on, before the first paint).
 */
export function useHouseholdTheme(): void {
  const household = useSettings().data?.theme;
  useEffect(() => {
    if (!household) return;
    writeStoredValue(HOUSEHOLD_THEME_STORAGE_KEY, household);
    const own = readStoredChoice(THEME_STORAGE_KEY, themes);
    applyTheme(themeToShow(own, household));
  }, [household]);
}
