import { MonitorIcon, MoonIcon, SunIcon } from 'lucide-react';
import type { Theme } from '#domain/schemas/settings';
import { SegmentedChoice } from '../../components/segmented-choice';
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
    <SegmentedChoice<Theme>
      label="Theme"
      value={theme}
      onChange={(value) => {
        setTheme(value);
        update.mutate({ theme: value });
      }}
      options={options.map(({ value, label, icon: Icon }) => ({
        value,
        name: label,
        label: (
          <>
            <Icon className="size-4" aria-hidden="true" />
            {label}
          </>
        ),
      }))}
      className="inline-flex"
      optionClassName="gap-2 px-3"
    />
  );
}
