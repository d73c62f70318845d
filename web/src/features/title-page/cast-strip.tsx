import type { CastResponse } from '#domain/schemas/film';
import { ScrollStrip } from '../../components/scroll-strip';
import { PersonCard } from '../../components/title/person-card';

/** The title page shows the first billed cast, each character on its own. */
const CAST_SHOWN = 16;

export function CastStrip({ cast }: { cast: CastResponse['cast'] }) {
  if (cast.length === 0) return null;
  return (
    <section aria-labelledby="cast-title" className="flex flex-col gap-3">
      <h2 id="cast-title" className="text-lg font-semibold">
        Cast
      </h2>
      <ScrollStrip label="Cast" className="-mx-4 gap-4 px-4 md:mx-0 md:px-0" buttonsTop="top-10">
        {cast.slice(0, CAST_SHOWN).map((member) => (
          <PersonCard
            key={`${member.id}-${member.character}`}
            name={member.name}
            role={member.character}
            profilePath={member.profile_path}
            size="lg"
          />
        ))}
      </ScrollStrip>
    </section>
  );
}
