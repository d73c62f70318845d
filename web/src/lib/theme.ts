import type { Theme } from '../../../domain/schemas/settings';
import { THEME_STORAGE_KEY } from '../../../domain/rules/constants';
import { useStoredValue } from './stored-value';

export const themes = ['system', 'light', 'dark'] as const satisfies readonly Theme[];

/** The page's background in each theme (index.css --background; also in index.html and public/theme-init.js). */
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

export function useTheme(): [Theme, (theme: Theme) => void] {
  const [theme, store] = useStoredValue<Theme>(THEME_STORAGE_KEY, themes, 'system');
  return [
    theme,
    (next) => {
      store(next);
      applyTheme(next);
    },
  ];
}
