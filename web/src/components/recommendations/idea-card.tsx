import { ThumbsDownIcon, TvIcon } from 'lucide-react';
import { Link } from 'wouter';
import { genreLine } from '#domain/rules/genre-line';
import type { Recommendation } from '#domain/schemas/recommendations';
import type { OwnershipLabels } from '#domain/schemas/settings';
import { PosterImage } from '../poster-image';
import { WriteButton } from '../write-button';
import { reasonText } from './reason-text';

/** A card's width (its placeholder's too); the strip's scroll buttons sit at half its poster's height. */
export const ideaCardWidth = 'w-36 md:w-40';

/** Why the idea is here: the first reason on screen, every reason for screen readers and in the tooltip. */
function Reasons({ idea, labels }: { idea: Recommendation; labels: OwnershipLabels }) {
  const texts = idea.reasons.map((reason) => reasonText(reason, labels));
  if (texts.length === 0) return null;
  return (
    <p className="line-clamp-2 text-xs text-foreground/85" title={texts.join('\n')} data-testid="idea-reason">
      {texts.length === 1 ? (
        texts[0]
      ) : (
        <>
          <span aria-hidden="true">{texts[0]}</span>
          <span className="sr-only">{texts.join('. ')}</span>
        </>
      )}
    </p>
  );
}

/**
 * One idea for the two of us, poster first: it opens the title's page (where it can be added to the library);
 * `onDismiss`, when given, sets it aside with 'Not for us'.
 */
export function IdeaCard({
  idea,
  labels,
  onDismiss,
}: {
  idea: Recommendation;
  labels: OwnershipLabels;
  onDismiss?: (idea: Recommendation) => void;
}) {
  const facts = [idea.year, idea.mediaType === 'tv' ? 'Series' : null, genreLine(idea.genres, 24)]
    .filter(Boolean)
    .join(' • ');
  return (
    <li className={`group relative shrink-0 ${ideaCardWidth}`} data-testid="idea-card">
      <Link
        href={`/movie/${idea.mediaType}/${idea.tmdbId}`}
        className="flex flex-col gap-2 rounded-xl focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
      >
        <div className="relative aspect-[2/3] overflow-hidden rounded-xl border bg-muted">
          <PosterImage
            path={idea.posterPath}
            size="w342"
            alt=""
            className="absolute inset-0 size-full transition-transform duration-300 group-hover:scale-[1.03]"
          />
          {idea.onOurServices && (
            <span className="absolute bottom-2 left-2 inline-flex items-center gap-1 rounded-full bg-black/70 px-2 py-0.5 text-[0.6875rem] font-medium text-white backdrop-blur">
              <TvIcon className="size-3" aria-hidden="true" />
              On our services
            </span>
          )}
        </div>
        <div className="flex min-w-0 flex-col gap-0.5 px-0.5">
          <p className="truncate text-sm font-medium">{idea.title}</p>
          {facts && <p className="truncate text-xs text-muted-foreground">{facts}</p>}
          <Reasons idea={idea} labels={labels} />
        </div>
      </Link>
      {onDismiss && (
        <WriteButton
          variant="ghost"
          size="icon"
          className="absolute right-1.5 top-1.5 rounded-full bg-black/55 text-white hover:bg-black/75 hover:text-white md:size-9"
          aria-label={`Not for us: ${idea.title}`}
          title="Not for us"
          onClick={() => onDismiss(idea)}
        >
          <ThumbsDownIcon aria-hidden="true" />
        </WriteButton>
      )}
    </li>
  );
}
