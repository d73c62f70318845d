import type { WatchProvidersResponse } from '../../../../domain/schemas/film';
import { imageUrl } from '../../lib/images';

const groups = [
  ['flatrate', 'Stream'],
  ['rent', 'Rent'],
  ['buy', 'Buy'],
] as const;

/** Streaming, rent and buy providers in the household's region; nothing at all when there are none. */
export function WhereToWatch({ providers }: { providers: WatchProvidersResponse | null }) {
  if (!providers) return null;
  const present = groups.filter(([key]) => providers[key].length > 0);
  if (present.length === 0) return null;
  return (
    <section aria-labelledby="where-title" className="flex flex-col gap-3">
      <h2 id="where-title" className="text-lg font-semibold">
        Where to watch <span className="text-sm font-normal text-muted-foreground">({providers.region})</span>
      </h2>
      <div className="flex flex-col gap-4">
        {present.map(([key, label]) => (
          <div key={key} className="flex flex-wrap items-center gap-3">
            <span className="w-14 text-sm text-muted-foreground">{label}</span>
            {providers[key].map((provider) => (
              <span
                key={provider.provider_id}
                className="flex items-center gap-2 rounded-full border bg-card py-1 pl-1 pr-3 text-sm"
              >
                <img
                  src={imageUrl(provider.logo_path, 'w92')}
                  alt=""
                  className="size-7 rounded-full object-cover"
                />
                {provider.provider_name}
              </span>
            ))}
          </div>
        ))}
      </div>
      <p className="text-xs text-muted-foreground">Availability from JustWatch, via TMDb.</p>
    </section>
  );
}
