import { useQuery } from '@tanstack/react-query';
import { UserIcon } from 'lucide-react';
import type { CastResponse, MediaType } from '../../../../domain/schemas/film';
import { imageUrl } from '../../lib/images';
import { useIsMobile } from '../../lib/use-is-mobile';

const MOBILE_CAST = 10;
const MOBILE_CREW = 6;

function Person({ name, role, profilePath }: { name: string; role: string; profilePath: string | null }) {
  return (
    <li className="w-20 shrink-0 text-center">
      {profilePath ? (
        <img
          src={imageUrl(profilePath, 'w185')}
          alt=""
          loading="lazy"
          className="mx-auto size-16 rounded-full bg-muted object-cover"
        />
      ) : (
        <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-muted">
          <UserIcon className="size-6 text-muted-foreground" aria-hidden="true" />
        </span>
      )}
      <p className="mt-1.5 line-clamp-2 text-xs font-medium">{name}</p>
      <p className="line-clamp-2 text-[0.6875rem] text-muted-foreground">{role}</p>
    </li>
  );
}

/** Cast and crew: the first 10 and 6 on phones, everyone on desktop; the stored main stars when credits fail. */
export function CreditsStrip({
  mediaType,
  tmdbId,
  mainStars,
}: {
  mediaType: MediaType;
  tmdbId: number;
  mainStars: string[];
}) {
  const isMobile = useIsMobile();
  const credits = useQuery<CastResponse>({ queryKey: ['/api/tmdb', mediaType, tmdbId, 'cast'] });
  const cast = credits.data?.cast ?? [];
  const crew = credits.data?.crew ?? [];
  const shownCast = isMobile ? cast.slice(0, MOBILE_CAST) : cast;
  const shownCrew = isMobile ? crew.slice(0, MOBILE_CREW) : crew;

  if (credits.isPending) return null;
  if (shownCast.length === 0 && shownCrew.length === 0) {
    if (mainStars.length === 0) return null;
    return (
      <section className="flex flex-col gap-2">
        <h3 className="text-base font-semibold">Cast &amp; Crew</h3>
        <ul className="flex gap-3 overflow-x-auto pb-2">
          {mainStars.map((name) => (
            <Person key={name} name={name} role="" profilePath={null} />
          ))}
        </ul>
      </section>
    );
  }
  return (
    <section className="flex flex-col gap-2" aria-label="Cast & Crew">
      <h3 className="text-base font-semibold">Cast &amp; Crew</h3>
      <ul className="flex gap-3 overflow-x-auto pb-2" data-testid="credits">
        {shownCast.map((member) => (
          <Person
            key={`cast-${member.id}-${member.character}`}
            name={member.name}
            role={member.character}
            profilePath={member.profile_path}
          />
        ))}
        {shownCrew.map((member) => (
          <Person
            key={`crew-${member.id}-${member.job}`}
            name={member.name}
            role={member.job}
            profilePath={member.profile_path}
          />
        ))}
      </ul>
    </section>
  );
}
