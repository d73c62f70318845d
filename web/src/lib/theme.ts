import type { Theme } from '../../../domain/schemas/settings';
import { THEME_STORAGE_KEY } from '../../../domain/rules/constants';
import { useStoredValue } from './stored-value';

export const themes = ['system', 'light', 'dark'] as const satisfies readonly Theme[];

/** 'system' removes the attribute (the OS decides); 'light' and 'dark' set it. */
export function applyTheme(theme: Theme): void {
  if (theme === 'system') document.documentElement.removeAttribute('data-theme');
  else document.documentElement.setAttribute('data-theme', theme);
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
