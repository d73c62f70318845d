import type { QuietHours } from '#domain/schemas/notifications';
import { useId, useState } from 'react';
import { Input } from '../../components/ui/input';
import { Switch } from '../../components/ui/switch';
import { defaultQuietHours } from './notification-texts';

/**
 * Quiet hours, on or off, from and until a time of day: news that falls due inside them waits until they end. A
 * time is saved when its field loses the focus with a whole time in it.
 */
export function QuietHoursField({
  value,
  onChange,
  whose,
}: {
  value: QuietHours;
  onChange: (value: QuietHours) => void;
  whose: string;
}) {
  const id = useId();
  const [draft, setDraft] = useState<{ from: string; to: string } | null>(null);
  const shown = draft ?? value;
  const commit = () => {
    if (draft && value && (draft.from !== value.from || draft.to !== value.to) && draft.from && draft.to)
      onChange(draft);
    setDraft(null);
  };
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-4">
        <div className="min-w-0">
          <div className="text-sm font-medium">Quiet hours</div>
          <div id={`${id}-about`} className="text-sm text-muted-foreground">
            News that comes in them waits until they end (an invitation to decide together does not).
          </div>
        </div>
        <Switch
          checked={value !== null}
          onCheckedChange={(on) => onChange(on ? defaultQuietHours : null)}
          aria-label={`Quiet hours for ${whose}`}
          aria-describedby={`${id}-about`}
        />
      </div>
      {shown && (
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          {(['from', 'to'] as const).map((end) => (
            <label key={end} className="flex items-center gap-2 text-sm">
              {end === 'from' ? 'From' : 'Until'}
              <Input
                type="time"
                className="w-32"
                value={shown[end]}
                aria-label={`Quiet hours ${end === 'from' ? 'from' : 'until'}, ${whose}`}
                onChange={(event) => setDraft({ ...shown, [end]: event.target.value })}
                onBlur={commit}
              />
            </label>
          ))}
        </div>
      )}
    </div>
  );
}
