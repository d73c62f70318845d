import { useQuery } from '@tanstack/react-query';
import { CloudOffIcon, LoaderCircleIcon, SearchXIcon, Share2Icon } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { EmptyState } from '../../components/empty-state';
import { Button } from '../../components/ui/button';
import { shareQueries } from '../../lib/api/share';
import { parseSharedTitle, type SharedTitle } from '../../lib/shared-title';
import { useOnline } from '../../lib/use-online';

/** What the household shared, in their words, for the screen to say what it looked for. */
function describe(shared: SharedTitle): string {
  if (shared.kind === 'words') return shared.query;
  if (shared.kind === 'imdb') return shared.words ?? shared.imdbId;
  return shared.words ?? `TMDb ${shared.mediaType === 'tv' ? 'series' : 'movie'} ${shared.tmdbId}`;
}

const searchLink = (words: string) => `/search?q=${encodeURIComponent(words)}`;

/**
 * /share?title=&text=&url=, the installed app's share target: opens the title page of what was shared, where
 * 'Add to Library' is ready, or says what it could not find.
 */
export function SharePage() {
  const search = useSearch();
  // Parsed once per shared text, not again on every render.
  const shared = useMemo(() => {
    const params = new URLSearchParams(search);
    return parseSharedTitle({ title: params.get('title'), text: params.get('text'), url: params.get('url') });
  }, [search]);
  if (!shared) {
    return (
      <ShareMessage
        icon={Share2Icon}
        title="Nothing to open"
        description="Share a link from TMDb, IMDb or Letterboxd, or the name of a movie or series."
      />
    );
  }
  return <ShareResolver shared={shared} />;
}

function ShareResolver({ shared }: { shared: SharedTitle }) {
  const [, navigate] = useLocation();
  const online = useOnline();
  const match = useQuery(shareQueries.resolve(shared));
  const words = describe(shared);

  useEffect(() => {
    const found = match.data;
    if (!found) return;
    // The title page readies 'Add to Library' for a share, and offers the other matches of words.
    const shared = encodeURIComponent(found.searchedFor ?? '');
    navigate(`/movie/${found.mediaType}/${found.tmdbId}?shared=${shared}`, { replace: true });
  }, [match.data, navigate]);

  if (match.isPending && !online) {
    return (
      <ShareMessage
        icon={CloudOffIcon}
        title="Waiting for the connection"
        description={`“${words}” opens as soon as you're back online.`}
      />
    );
  }
  if (match.isError) {
    return (
      <ShareMessage
        icon={SearchXIcon}
        title="Could not look it up"
        description={`The film database did not answer for “${words}”. Please try again in a moment.`}
      >
        <Button variant="secondary" onClick={() => void match.refetch()}>
          Try again
        </Button>
      </ShareMessage>
    );
  }
  if (match.data === null) {
    return (
      <ShareMessage
        icon={SearchXIcon}
        title="No title found"
        description={`Nothing in the film database matches “${words}”.`}
      >
        <Button asChild variant="secondary">
          <Link href={searchLink(words)}>Search for it</Link>
        </Button>
      </ShareMessage>
    );
  }
  return (
    <div className="flex flex-col items-center gap-3 px-4 py-16 text-center" role="status">
      <LoaderCircleIcon className="size-6 text-primary-ink motion-safe:animate-spin" aria-hidden="true" />
      <p className="text-sm text-muted-foreground">Finding “{words}”…</p>
    </div>
  );
}

function ShareMessage(props: Parameters<typeof EmptyState>[0]) {
  return (
    <div className="px-4 py-10 md:px-8">
      <EmptyState {...props} />
    </div>
  );
}
