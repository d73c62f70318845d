import { MonitorIcon, MoonIcon, SunIcon } from 'lucide-react';
import type { Theme } from '../../../../domain/schemas/settings';
import { cn } from '../../lib/cn';
import { useTheme } from '../../lib/theme';
import { useSettingsMutations } from '../../lib/api/use-settings-mutations';

const options = [
  { value: 'system', label: 'System', icon: MonitorIcon },
  { value: 'light', label: 'Light', icon: SunIcon },
  { value: 'dark', label: 'Dark', icon: MoonIcon },
] as const satisfies readonly { value: Theme; label: string; icon: unknown }[];

export function ThemePicker() {
  const [theme, setTheme] = useTheme();
  const { update } = useSettingsMutations();
  return (
    <div role="radiogroup" aria-label="Theme" className="inline-flex rounded-lg border bg-muted p-1">
      {options.map(({ value, label, icon: Icon }) => (
        <button
          key={value}
          type="button"
          role="radio"
          aria-checked={theme === value}
          onClick={() => {
            setTheme(value);
            update.mutate({ theme: value });
          }}
          className={cn(
            'inline-flex min-h-11 items-center gap-2 rounded-md px-3 text-sm font-medium text-muted-foreground transition-colors md:min-h-9',
            theme === value ? 'bg-background text-foreground shadow-sm' : 'hover:text-foreground',
          )}
        >
          <Icon className="size-4" aria-hidden="true" />
          {label}
        </button>
      ))}
    </div>
  );
}
