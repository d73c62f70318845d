import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CheckIcon, ExternalLinkIcon, TriangleAlertIcon } from 'lucide-react';
import { checkedAgo, ourServicesFirst } from '#domain/rules/availability';
import { regions } from '#domain/rules/household';
import type { Offers, Provider } from '#domain/schemas/availability';
import type { MediaType } from '#domain/schemas/film';
import { availabilityQueries } from '../../lib/api/availability';
import { useSettings } from '../../lib/api/settings';
import { cn } from '../../lib/cn';
import { serviceName, useOurServices } from '../../lib/our-services';
import type { AvailabilityNews } from '../../lib/use-availability-seen';
import { ServiceLogo } from '../service-logo';
import { Button } from '../ui/button';
import { Skeleton } from '../ui/skeleton';

/** The groups the household sees: Free gathers the free services and those free with ads. */
const groups = [
  { label: 'Stream', kinds: ['stream'] },
  { label: 'Free', kinds: ['free', 'ads'] },
  { label: 'Rent', kinds: ['rent'] },
  { label: 'Buy', kinds: ['buy'] },
] as const satisfies readonly { label: string; kinds: readonly (keyof Offers)[] }[];

function groupProviders(offers: Offers, kinds: readonly (keyof Offers)[]): (Provider & { ads: boolean })[] {
  const seen = new Set<number>();
  return kinds.flatMap((kind) =>
    offers[kind].flatMap((provider) => {
      if (seen.has(provider.id)) return [];
      seen.add(provider.id);
      return [{ ...provider, ads: kind === 'ads' }];
    }),
  );
}

function ProviderChip({ provider, ours, ads }: { provider: Provider; ours: boolean; ads: boolean }) {
  return (
    <li
      className={cn(
        'flex min-h-11 items-center gap-2 rounded-full border py-1 pl-1 pr-3 text-sm',
        ours ? 'border-primary/60 bg-primary/10' : 'bg-card',
      )}
    >
      <ServiceLogo provider={provider} name="" className="size-8 rounded-full" />
      <span className="font-medium">{provider.name}</span>
      {ads && <span className="text-xs text-muted-foreground">with ads</span>}
      {ours && (
        <span className="inline-flex items-center gap-0.5 rounded-full bg-primary px-1.5 py-0.5 text-[0.6875rem] font-semibold text-primary-foreground">
          <CheckIcon className="size-3" aria-hidden="true" />
          Ours
        </span>
      )}
    </li>
  );
}

/**
 * Where the title can be watched in the household's region, grouped Stream / Free / Rent / Buy with our services
 * first and marked; when it was checked, and the credit TMDb's terms ask for (the data is JustWatch's). Without
 * TMDb it says so, and shows nothing made up.
 */
export function WhereToWatch({
  mediaType,
  tmdbId,
  news,
  headingLevel = 'h2',
}: {
  mediaType: MediaType;
  tmdbId: number;
  /** What changed on our services since the last look, told once. */
  news?: AvailabilityNews;
  headingLevel?: 'h2' | 'h3';
}) {
  const settings = useSettings();
  const services = useOurServices();
  const availability = useQuery(availabilityQueries.title(mediaType, tmdbId));
  const [openedAt] = useState(() => new Date());
  const data = availability.data;
  const regionCode = data?.region ?? settings.data?.region;
  const regionName = regions.find((region) => region.code === regionCode)?.name ?? 'your region';
  const Heading = headingLevel;
  const ourNews = news && {
    now: news.now.filter((id) => services.ids.includes(id)),
    left: news.left.filter((id) => services.ids.includes(id)),
  };

  const body = () => {
    if (availability.isPending) {
      return (
        <div className="flex flex-col gap-3" role="status" aria-label="Loading where to watch">
          <Skeleton className="h-10 w-64 rounded-full" />
          <Skeleton className="h-10 w-48 rounded-full" />
        </div>
      );
    }
    if (availability.isError || !data) {
      return (
        <div className="flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
          <p>Where to watch could not be loaded.</p>
          <Button variant="secondary" size="sm" onClick={() => void availability.refetch()}>
            Try again
          </Button>
        </div>
      );
    }
    if (data.source === 'offline') {
      return (
        <div className="flex flex-col gap-1 text-sm">
          <p className="font-medium">Where to watch needs a TMDb key</p>
          <p className="text-muted-foreground">
            The bundled offline catalog does not know where titles stream. Set TMDB_API_TOKEN or TMDB_API_KEY
            on the server to see the services of {regionName}.
          </p>
        </div>
      );
    }
    if (data.checkedAt === null && data.stale) {
      return (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <TriangleAlertIcon className="size-4 shrink-0" aria-hidden="true" />
          TMDb could not be reached to check where this title streams. Try again later.
        </p>
      );
    }
    const present = groups
      .map((group) => ({ ...group, providers: groupProviders(data.offers, group.kinds) }))
      .filter((group) => group.providers.length > 0);
    return (
      <div className="flex flex-col gap-4">
        {present.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No streaming, rental or purchase offers are known for this title in {regionName}.
          </p>
        ) : (
          present.map((group) => (
            <div key={group.label} className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-3">
              <span className="w-14 shrink-0 text-sm text-muted-foreground" aria-hidden="true">
                {group.label}
              </span>
              <ul aria-label={group.label} className="flex flex-wrap items-center gap-2">
                {ourServicesFirst(group.providers, services.ids).map(({ provider, ours }) => (
                  <ProviderChip
                    key={provider.id}
                    provider={provider}
                    ours={ours}
                    ads={group.providers.find((entry) => entry.id === provider.id)?.ads ?? false}
                  />
                ))}
              </ul>
            </div>
          ))
        )}
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
          {data.checkedAt && <span>{checkedAgo(data.checkedAt, openedAt)}</span>}
          {data.stale && data.checkedAt && (
            <span className="inline-flex items-center gap-1">
              <TriangleAlertIcon className="size-3.5" aria-hidden="true" />
              TMDb could not be reached to check again
            </span>
          )}
          <span>Availability by JustWatch, via TMDb.</span>
          {data.link && (
            <a
              href={data.link}
              target="_blank"
              rel="noreferrer noopener"
              className="inline-flex min-h-11 items-center gap-1 font-medium text-primary-ink hover:underline md:min-h-0"
            >
              All offers on TMDb
              <ExternalLinkIcon className="size-3.5" aria-hidden="true" />
            </a>
          )}
        </p>
      </div>
    );
  };

  return (
    <section aria-labelledby={`where-${mediaType}-${tmdbId}`} className="flex flex-col gap-3">
      <Heading id={`where-${mediaType}-${tmdbId}`} className="text-lg font-semibold">
        Where to watch <span className="text-sm font-normal text-muted-foreground">in {regionName}</span>
      </Heading>
      {ourNews && (ourNews.now.length > 0 || ourNews.left.length > 0) && (
        <p className="text-sm font-medium" role="status">
          {[
            ourNews.now.length > 0 &&
              `Now on ${ourNews.now.map((id) => serviceName(services, id)).join(', ')}`,
            ourNews.left.length > 0 &&
              `Left ${ourNews.left.map((id) => serviceName(services, id)).join(', ')}`,
          ]
            .filter(Boolean)
            .join(' · ')}{' '}
          <span className="font-normal text-muted-foreground">since you last looked</span>
        </p>
      )}
      {body()}
    </section>
  );
}
