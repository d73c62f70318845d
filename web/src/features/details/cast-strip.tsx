import { UserIcon } from 'lucide-react';
import type { CastResponse } from '../../../../domain/schemas/film';
import { imageUrl } from '../../lib/images';

export function CastStrip({ cast }: { cast: CastResponse['cast'] }) {
  if (cast.length === 0) return null;
  return (
    <section aria-labelledby="cast-title" className="flex flex-col gap-3">
      <h2 id="cast-title" className="text-lg font-semibold">
        Cast
      </h2>
      <ul className="-mx-4 flex gap-4 overflow-x-auto px-4 pb-2 md:mx-0 md:px-0">
        {cast.slice(0, 16).map((member) => (
          <li key={`${member.id}-${member.character}`} className="w-28 shrink-0 text-center">
            {member.profile_path ? (
              <img
                src={imageUrl(member.profile_path, 'w185')}
                alt=""
                loading="lazy"
                className="mx-auto size-20 rounded-full bg-muted object-cover"
              />
            ) : (
              <span className="mx-auto flex size-20 items-center justify-center rounded-full bg-muted">
                <UserIcon className="size-7 text-muted-foreground" aria-hidden="true" />
              </span>
            )}
            <p className="mt-2 text-xs font-medium [overflow-wrap:anywhere]">{member.name}</p>
            <p className="line-clamp-2 text-xs text-muted-foreground" title={member.character}>
              {member.character}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
