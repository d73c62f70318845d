import { TvIcon } from 'lucide-react';
import { Link } from 'wouter';
import { cn } from '../../lib/cn';
import type { OurServices } from '../../lib/our-services';

/**
 * 'On our services': narrows every section to what streams on one of the household's services. Before any is
 * chosen it points to Settings; without TMDb (the offline catalog) there is nothing to narrow by.
 */
export function ServicesChip({
  services,
  pressed,
  onChange,
}: {
  services: OurServices;
  pressed: boolean;
  onChange: (pressed: boolean) => void;
}) {
  if (!services.enabled) return null;
  if (services.ids.length === 0) {
    return (
      <Link
        href="/settings/region"
        className="inline-flex min-h-11 items-center rounded-full px-2 text-sm font-medium text-primary hover:underline md:min-h-9"
      >
        Choose our services
      </Link>
    );
  }
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={() => onChange(!pressed)}
      className={cn(
        'inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm font-medium transition-colors md:min-h-9',
        pressed
          ? 'border-primary bg-primary text-primary-foreground'
          : 'border-border bg-card text-muted-foreground hover:text-foreground',
      )}
    >
      <TvIcon className="size-4" aria-hidden="true" />
      On our services
    </button>
  );
}
