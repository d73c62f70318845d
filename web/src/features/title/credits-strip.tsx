import { useQuery } from '@tanstack/react-query';
import { MOBILE_CAST_SHOWN, MOBILE_CREW_SHOWN } from '#domain/rules/constants';
import {
  CAST_ROLE_SEPARATOR,
  CREW_ROLE_SEPARATOR,
  onePerPerson,
  type PersonCredit,
} from '#domain/rules/credits';
import type { MediaType } from '#domain/schemas/film';
import { ScrollStrip } from '../../components/scroll-strip';
import { PersonCard } from '../../components/title/person-card';
import { titleQueries } from '../../lib/api/titles';
import { useIsMobile } from '../../lib/use-is-mobile';

const creditOf = (
  member: { id: number; name: string; profile_path: string | null },
  role: string,
): PersonCredit => ({ id: member.id, name: member.name, role, profilePath: member.profile_path });

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
  const credits = useQuery(titleQueries.credits(mediaType, tmdbId));
  const cast = onePerPerson(
    (credits.data?.cast ?? []).map((member) => creditOf(member, member.character)),
    CAST_ROLE_SEPARATOR,
  );
  const crew = onePerPerson(
    (credits.data?.crew ?? []).map((member) => creditOf(member, member.job)),
    CREW_ROLE_SEPARATOR,
  );
  const shownCast = isMobile ? cast.slice(0, MOBILE_CAST_SHOWN) : cast;
  const shownCrew = isMobile ? crew.slice(0, MOBILE_CREW_SHOWN) : crew;

  if (credits.isPending) return null;
  if (shownCast.length === 0 && shownCrew.length === 0) {
    if (mainStars.length === 0) return null;
    return (
      <section className="flex flex-col gap-2">
        <h3 className="text-base font-semibold">Cast &amp; Crew</h3>
        <ScrollStrip label="Cast & Crew" buttonsTop="top-8">
          {mainStars.map((name) => (
            <PersonCard key={name} name={name} role="" profilePath={null} size="md" />
          ))}
        </ScrollStrip>
      </section>
    );
  }
  return (
    <section className="flex flex-col gap-2" aria-label="Cast & Crew">
      <h3 className="text-base font-semibold">Cast &amp; Crew</h3>
      <ScrollStrip label="Cast & Crew" testId="credits" buttonsTop="top-8">
        {shownCast.map((member) => (
          <PersonCard key={`cast-${member.id}`} {...member} size="md" />
        ))}
        {shownCrew.map((member) => (
          <PersonCard key={`crew-${member.id}`} {...member} size="md" />
        ))}
      </ScrollStrip>
    </section>
  );
}
