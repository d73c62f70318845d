import { useQuery } from '@tanstack/react-query';
import { ArrowLeftIcon, FilmIcon, StarIcon } from 'lucide-react';
import { Link, useLocation, useSearch } from 'wouter';
import type { MediaType } from '#domain/schemas/film';
import { EmptyState } from '../../components/empty-state';
import { GenreChip } from '../../components/genre-chip';
import { PosterImage } from '../../components/poster-image';
import { WhereToWatch } from '../../components/title/where-to-watch';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { ApiError } from '../../lib/api-client';
import { useLibraryCards } from '../../lib/api/library';
import { titleQueries } from '../../lib/api/titles';
import { formatCount, formatTitleRuntime } from '../../lib/format';
import { goBack } from '../../lib/go-back';
import { imageUrl } from '../../lib/images';
import { mediaTypeLabel } from '../../lib/labels';
import { factsOfDetails } from '../../lib/title-facts';
import { useAvailabilitySeen } from '../../lib/use-availability-seen';
import { AddToLibraryDialog } from '../../components/add-to-library-dialog';
import { CastStrip } from './cast-strip';
import { LibraryTitleActions } from './library-title-actions';
import { NotForUsAction } from './not-for-us-action';
import { RatingsPanel } from './ratings-panel';
import { parseTitleRoute } from './title-route';

/** /movie/{type}/{id}: an address that names no title gets the film database's 'not found' without asking it. */
export function TitlePage({ type, id }: { type: string; id: string }) {
  const title = parseTitleRoute(type, id);
  if (!title) return <TitleUnavailable notFound />;
  return <TitleView mediaType={title.mediaType} tmdbId={title.tmdbId} />;
}

function TitleUnavailable({ notFound }: { notFound: boolean }) {
  return (
    <div className="px-4 py-10 md:px-8">
      <EmptyState
        icon={FilmIcon}
        title={notFound ? 'Title not found' : 'Could not load this title'}
        description={
          notFound
            ? 'The film database has no title at this address.'
            : 'The film database did not answer. Please try again in a moment.'
        }
      >
        <Button asChild variant="secondary">
          <Link href="/">Back to your watchlist</Link>
        </Button>
      </EmptyState>
    </div>
  );
}

function TitleView({ mediaType, tmdbId }: { mediaType: MediaType; tmdbId: number }) {
  const details = useQuery(titleQueries.details(mediaType, tmdbId));
  const news = useAvailabilitySeen(mediaType, tmdbId);
  // Opened from another app's share (the share target): 'Add to Library' has the focus, and when the title was
  // found by words, the other matches are a tap away.
  const sharedWords = new URLSearchParams(useSearch()).get('shared');
  const [, navigate] = useLocation();
  const library = useLibraryCards();
  const inLibrary = library.data?.find((item) => item.tmdbId === tmdbId && item.mediaType === mediaType);

  if (details.isPending) return <DetailSkeleton />;
  if (details.isError) {
    const notFound =
      details.error instanceof ApiError && (details.error.status === 404 || details.error.status === 400);
    return <TitleUnavailable notFound={notFound} />;
  }

  const data = details.data;
  const { title, year, runtime, creditedNames } = factsOfDetails(data);
  const runtimeText = formatTitleRuntime(data.media_type, runtime);
  return (
    <article className="pb-12">
      <div className="relative isolate overflow-hidden">
        <img
          src={imageUrl(data.backdrop_path, 'w1280')}
          alt=""
          className="absolute inset-0 -z-10 size-full object-cover opacity-70"
        />
        <div className="absolute inset-0 -z-10 bg-gradient-to-t from-background via-background/70 to-background/10" />
        <div className="flex flex-col gap-6 px-4 pb-8 pt-6 md:flex-row md:items-end md:px-8 md:pb-10 md:pt-24">
          <Button
            variant="ghost"
            size="sm"
            className="self-start bg-background/40 backdrop-blur-sm md:absolute md:left-8 md:top-6"
            onClick={() => goBack(navigate)}
          >
            <ArrowLeftIcon aria-hidden="true" />
            Back
          </Button>
          <PosterImage
            path={data.poster_path}
            size="w342"
            alt={`${title} poster`}
            loading="eager"
            className="hidden aspect-[2/3] w-48 shrink-0 rounded-xl shadow-2xl ring-1 ring-white/10 md:block lg:w-56"
          />
          <div className="flex min-w-0 flex-col gap-3">
            {data.logo_path ? (
              <h1>
                <img
                  src={imageUrl(data.logo_path, 'w500')}
                  alt={title}
                  className="max-h-28 max-w-xs object-contain drop-shadow-[0_2px_10px_rgb(0_0_0/0.55)] md:max-w-md"
                />
              </h1>
            ) : (
              <h1 className="text-4xl font-bold tracking-tight md:text-5xl">{title}</h1>
            )}
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
              {year && <span>{year}</span>}
              {runtimeText && <span>{runtimeText}</span>}
              {data.vote_count > 0 && (
                <span className="inline-flex items-center gap-1">
                  <StarIcon className="size-4 fill-primary text-primary-ink" aria-hidden="true" />
                  {data.vote_average.toFixed(1)}
                </span>
              )}
              <span>{mediaTypeLabel(data.media_type)}</span>
            </p>
            {data.genres.length > 0 && (
              <div className="flex flex-wrap gap-2">
                {data.genres.map((genre) => (
                  <GenreChip key={genre.id} name={genre.name} />
                ))}
              </div>
            )}
            {sharedWords && (
              <p className="text-sm text-muted-foreground">
                The best match for “{sharedWords}”.{' '}
                <Link
                  href={`/search?q=${encodeURIComponent(sharedWords)}`}
                  className="font-medium text-foreground underline underline-offset-4"
                >
                  Not this one? See every match
                </Link>
              </p>
            )}
            <div className="pt-1">
              {inLibrary ? (
                <LibraryTitleActions item={inLibrary} />
              ) : (
                <div className="flex flex-wrap items-center gap-3">
                  <AddToLibraryDialog
                    autoFocus={sharedWords !== null}
                    title={{
                      tmdbId: data.id,
                      mediaType: data.media_type,
                      title,
                      year,
                      posterPath: data.poster_path,
                      backdropPath: data.backdrop_path,
                      runtime,
                    }}
                  />
                  <NotForUsAction title={{ tmdbId: data.id, mediaType: data.media_type, title }} />
                </div>
              )}
            </div>
          </div>
        </div>
      </div>

      <div className="flex flex-col gap-10 px-4 md:px-8">
        <section aria-labelledby="overview-title" className="flex max-w-3xl flex-col gap-2">
          <h2 id="overview-title" className="text-lg font-semibold">
            Overview
          </h2>
          <p className="leading-relaxed text-foreground/90">{data.overview || 'No overview available.'}</p>
        </section>

        <RatingsPanel aggregates={data} />

        <dl className="grid max-w-3xl gap-4 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-muted-foreground">Genres</dt>
            <dd>{data.genres.map((genre) => genre.name).join(', ') || '—'}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">
              {data.media_type === 'movie' ? 'Director' : 'Created by'}
            </dt>
            <dd>{creditedNames.join(', ') || '—'}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">TMDb</dt>
            <dd>
              {data.vote_count > 0
                ? `${data.vote_average.toFixed(1)} average from ${formatCount(data.vote_count)} votes`
                : 'Not yet rated'}
            </dd>
          </div>
        </dl>

        <WhereToWatch mediaType={data.media_type} tmdbId={data.id} news={news} />
        <CastStrip cast={data.credits.cast} />
      </div>
    </article>
  );
}

function DetailSkeleton() {
  return (
    <div className="flex flex-col gap-6 px-4 pt-24 md:px-8" role="status" aria-label="Loading title">
      <div className="flex items-end gap-6">
        <Skeleton className="hidden aspect-[2/3] w-48 rounded-xl md:block" />
        <div className="flex flex-1 flex-col gap-3">
          <Skeleton className="h-12 w-2/3" />
          <Skeleton className="h-4 w-1/3" />
        </div>
      </div>
      <Skeleton className="h-24 w-full max-w-3xl" />
    </div>
  );
}
