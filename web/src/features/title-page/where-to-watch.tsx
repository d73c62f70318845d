import { regions } from '../../../../domain/rules/household';
import type { WatchProvidersResponse } from '../../../../domain/schemas/film';
import { useSettings } from '../../lib/api/settings';
import { imageUrl } from '../../lib/images';

const groups = [
  ['flatrate', 'Stream'],
  ['rent', 'Rent'],
  ['buy', 'Buy'],
] as const;

/**
 * Streaming, rent and buy providers in the household's region. The section is always there (the details modal
 * promises it): without any offer known (or without the film database, offline) it says so.
 */
export function WhereToWatch({ providers }: { providers: WatchProvidersResponse | null }) {
  const settings = useSettings();
  const regionCode = providers?.region ?? settings.data?.region;
  const regionName = regions.find((region) => region.code === regionCode)?.name;
  const present = providers ? groups.filter(([key]) => providers[key].length > 0) : [];

  return (
    <section aria-labelledby="where-title" className="flex flex-col gap-3">
      <h2 id="where-title" className="text-lg font-semibold">
        Where to watch{' '}
        {regionCode && <span className="text-sm font-normal text-muted-foreground">({regionCode})</span>}
      </h2>
      {providers && present.length > 0 ? (
        <>
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
        </>
      ) : (
        <p className="max-w-3xl text-sm text-muted-foreground">
          No streaming, rental or purchase offers are known for this title in {regionName ?? 'your region'}.
        </p>
      )}
    </section>
  );
}
