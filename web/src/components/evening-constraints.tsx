import type { EveningConstraints } from '#domain/rules/evening-constraints';
import { Checkbox } from './ui/checkbox';
import { Label } from './ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './ui/select';
import { cn } from '../lib/cn';
import { kindOptions, timeOptions } from '../lib/evening-labels';

const ANY_GENRE = '__any__';

/** One choice among a few, as a wrapping row of chips (radio buttons). */
function ChoiceChips<T extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <div className="grid gap-1.5">
      <span className="text-sm font-medium" aria-hidden="true">
        {label}
      </span>
      <div role="radiogroup" aria-label={label} className="flex flex-wrap gap-1.5">
        {options.map((option) => (
          <button
            key={option.value}
            type="button"
            role="radio"
            aria-checked={value === option.value}
            onClick={() => onChange(option.value)}
            className={cn(
              'min-h-11 rounded-full border px-3 text-sm font-medium transition-colors md:min-h-9',
              value === option.value
                ? 'border-primary bg-primary text-primary-foreground'
                : 'border-border bg-card text-muted-foreground hover:text-foreground',
            )}
          >
            {option.label}
          </button>
        ))}
      </div>
    </div>
  );
}

/** Tonight's constraints in the 'Who's watching?' chooser: our services, the time we have, the kind, a genre. */
export function EveningConstraintsPanel({
  evening,
  onChange,
  genres,
  servicesChosen,
}: {
  evening: EveningConstraints;
  onChange: (evening: EveningConstraints) => void;
  /** The genres of the titles still to watch. */
  genres: readonly string[];
  /** Whether the household has chosen its services (else the first constraint has nothing to keep to). */
  servicesChosen: boolean;
}) {
  const genreChoices = evening.genre && !genres.includes(evening.genre) ? [evening.genre, ...genres] : genres;
  return (
    <fieldset className="grid gap-4 rounded-xl border bg-muted/40 p-3">
      <legend className="px-1 text-xs font-semibold uppercase tracking-wider text-muted-foreground">
        Tonight
      </legend>
      {servicesChosen && (
        <div className="flex min-h-11 items-center gap-3 md:min-h-9">
          <Checkbox
            id="evening-on-services"
            checked={evening.onServices}
            onCheckedChange={(checked) => onChange({ ...evening, onServices: checked === true })}
          />
          <Label htmlFor="evening-on-services" className="font-medium">
            Only on our services
          </Label>
        </div>
      )}
      <ChoiceChips
        label="Time we have"
        options={timeOptions}
        value={evening.time}
        onChange={(time) => onChange({ ...evening, time })}
      />
      <ChoiceChips
        label="Movies or series"
        options={kindOptions}
        value={evening.kind}
        onChange={(kind) => onChange({ ...evening, kind })}
      />
      <div className="grid gap-1.5">
        <Label htmlFor="evening-genre">Genre</Label>
        <Select
          value={evening.genre ?? ANY_GENRE}
          onValueChange={(value) => onChange({ ...evening, genre: value === ANY_GENRE ? null : value })}
        >
          <SelectTrigger id="evening-genre">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ANY_GENRE}>Any genre</SelectItem>
            {genreChoices.map((genre) => (
              <SelectItem key={genre} value={genre}>
                {genre}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
    </fieldset>
  );
}
