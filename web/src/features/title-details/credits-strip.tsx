import { useQuery } from '@tanstack/react-query';
import { UserIcon } from 'lucide-react';
import type { CastResponse, MediaType } from '../../../../domain/schemas/film';
import { imageUrl } from '../../lib/images';
import { useIsMobile } from '../../lib/use-is-mobile';

const MOBILE_CAST = 10;
const MOBILE_CREW = 6;

interface Credit {
  id: number;
  name: string;
  role: string;
  profilePath: string | null;
}

const creditOf = (
  member: { id: number; name: string; profile_path: string | null },
  role: string,
): Credit => ({ id: member.id, name: member.name, role, profilePath: member.profile_path });

/** One entry per person, in billing order, their roles joined ('Director, Screenplay'). */
function onePerPerson(credits: readonly Credit[], separator: string): Credit[] {
  const byPerson = new Map<number, Credit>();
  for (const credit of credits) {
    const seen = byPerson.get(credit.id);
    if (!seen) byPerson.set(credit.id, { ...credit });
    else if (credit.role && !seen.role.split(separator).includes(credit.role))
      seen.role = seen.role ? `${seen.role}${separator}${credit.role}` : credit.role;
  }
  return [...byPerson.values()];
}

function Person({ name, role, profilePath }: Omit<Credit, 'id'>) {
  return (
    <li className="w-28 shrink-0 text-center">
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
      <p className="mt-1.5 text-xs font-medium [overflow-wrap:anywhere]">{name}</p>
      <p className="line-clamp-2 text-[0.6875rem] text-muted-foreground" title={role}>
        {role}
      </p>
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
  const cast = onePerPerson(
    (credits.data?.cast ?? []).map((member) => creditOf(member, member.character)),
    ' / ',
  );
  const crew = onePerPerson(
    (credits.data?.crew ?? []).map((member) => creditOf(member, member.job)),
    ', ',
  );
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
          <Person key={`cast-${member.id}`} {...member} />
        ))}
        {shownCrew.map((member) => (
          <Person key={`crew-${member.id}`} {...member} />
        ))}
      </ul>
    </section>
  );
}
