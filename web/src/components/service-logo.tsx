import { cardLogos } from '#domain/rules/availability';
import type { Provider } from '#domain/schemas/availability';
import { cn } from '../lib/cn';
import { imageUrl } from '../lib/images';

/** A streaming service's logo (from the app's image route), or its initial when it has none. */
export function ServiceLogo({
  provider,
  name,
  className,
}: {
  provider: Provider | undefined;
  /** Read out instead of the logo; empty when the name is written beside it. */
  name: string;
  className?: string;
}) {
  const classes = cn(
    'size-7 shrink-0 rounded-md object-cover ring-1 ring-black/10 dark:ring-white/15',
    className,
  );
  if (!provider?.logoPath) {
    return (
      <span
        role={name ? 'img' : undefined}
        aria-label={name || undefined}
        aria-hidden={name ? undefined : true}
        className={cn(classes, 'flex items-center justify-center bg-muted text-xs font-semibold')}
      >
        {(provider?.name ?? '?').slice(0, 1)}
      </span>
    );
  }
  return (
    <img
      src={imageUrl(provider.logoPath, 'w92')}
      alt={name}
      title={name || undefined}
      loading="lazy"
      className={classes}
    />
  );
}

/** A card's services: the first two logos, then '+n'; read out as one sentence. */
export function ServiceLogos({
  ids,
  byId,
  className,
}: {
  ids: readonly number[];
  byId: ReadonlyMap<number, Provider>;
  className?: string;
}) {
  if (ids.length === 0) return null;
  const { shown, more } = cardLogos(ids);
  const names = ids.map((id) => byId.get(id)?.name ?? 'a service of ours');
  return (
    <span
      role="img"
      aria-label={`On ${names.join(', ')}`}
      data-testid="service-logos"
      className={cn('flex items-center gap-1', className)}
    >
      {shown.map((id) => (
        <ServiceLogo key={id} provider={byId.get(id)} name="" className="size-6 ring-white/40" />
      ))}
      {more > 0 && (
        <span className="flex h-6 min-w-6 items-center justify-center rounded-md bg-black/70 px-1 text-[0.6875rem] font-semibold text-white ring-1 ring-white/30">
          +{more}
        </span>
      )}
    </span>
  );
}
