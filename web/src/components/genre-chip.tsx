import { genreColor } from '#domain/rules/genre-colors';
import { cn } from '../lib/cn';

/** The genre colour pulled towards the text colour, so dark genres (Horror, Crime) stay legible in both themes. */
export function readableGenreColor(name: string): string {
  return `color-mix(in oklab, ${genreColor(name)} var(--genre-ink-strength), currentColor)`;
}

/** A genre name on a tint of its genre colour. */
export function GenreChip({ name, className }: { name: string; className?: string }) {
  const color = genreColor(name);
  return (
    <span
      className={cn('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium', className)}
      style={{ backgroundColor: `${color}33`, color: 'inherit', boxShadow: `inset 0 0 0 1px ${color}66` }}
    >
      <span className="mr-1.5 size-1.5 rounded-full" style={{ backgroundColor: color }} aria-hidden="true" />
      {name}
    </span>
  );
}
