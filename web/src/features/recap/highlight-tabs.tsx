import { SparklesIcon, FlameIcon } from 'lucide-react';
import type { Statistics, Surprise, TitleRef } from '#domain/schemas/statistics';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { NO_DATA, plural } from './recap-format';
import { TitlePoster } from './title-poster';

type Highlights = Statistics['highlights'];

function Ranking({
  rows,
  caption,
}: {
  rows: { key: string; name: string; role?: string; count: number; affinity: number }[];
  caption: string;
}) {
  if (rows.length === 0) return <p className="py-6 text-center text-sm text-muted-foreground">{NO_DATA}</p>;
  const most = Math.max(...rows.map((row) => row.count));
  return (
    <ol aria-label={caption} className="flex flex-col gap-3">
      {rows.map((row, index) => (
        <li key={row.key} className="flex items-center gap-3">
          <span className="w-5 shrink-0 text-right text-sm font-semibold tabular-nums text-muted-foreground">
            {index + 1}
          </span>
          <div className="flex min-w-0 flex-1 flex-col gap-1.5">
            <div className="flex items-baseline justify-between gap-3">
              <p className="min-w-0 truncate font-medium">
                {row.name}
                {row.role && (
                  <span className="ml-2 text-xs font-normal text-muted-foreground">{row.role}</span>
                )}
              </p>
              <p className="shrink-0 text-sm tabular-nums text-muted-foreground">
                {plural(row.count, 'title')} · <span className="text-foreground">{row.affinity}%</span> liked
              </p>
            </div>
            <div className="h-1.5 overflow-hidden rounded-full bg-muted" aria-hidden="true">
              <div
                className="h-full rounded-full bg-primary"
                style={{ width: `${Math.max(4, (100 * row.count) / most)}%` }}
              />
            </div>
          </div>
        </li>
      ))}
    </ol>
  );
}

function SurpriseCard({
  heading,
  blurb,
  surprise,
  icon: Icon,
  onOpen,
}: {
  heading: string;
  blurb: string;
  surprise: Surprise | null;
  icon: typeof SparklesIcon;
  onOpen: (title: TitleRef) => void;
}) {
  return (
    <section aria-label={heading} className="flex gap-4 rounded-xl border bg-background/40 p-4">
      {surprise && <TitlePoster title={surprise} onOpen={onOpen} className="w-20 shrink-0 sm:w-24" />}
      <div className="flex min-w-0 flex-col gap-1.5">
        <h3 className="flex items-center gap-2 font-semibold">
          <Icon className="size-4 text-primary-ink" aria-hidden="true" />
          {heading}
        </h3>
        <p className="text-sm text-muted-foreground">{blurb}</p>
        {surprise ? (
          <>
            <button
              type="button"
              onClick={() => onOpen(surprise)}
              className="min-h-11 truncate text-left text-base font-medium hover:underline md:min-h-8"
            >
              {surprise.title}
            </button>
            <p className="text-sm">
              Critics&apos; score{' '}
              <span className="font-semibold tabular-nums">{surprise.globalRating}/10</span>
            </p>
          </>
        ) : (
          <p className="mt-1 text-sm text-muted-foreground">{NO_DATA}</p>
        )}
      </div>
    </section>
  );
}

/** Top Genres, Top People, Most Loved and Surprises. */
export function HighlightTabs({
  highlights,
  onOpen,
}: {
  highlights: Highlights;
  onOpen: (title: TitleRef) => void;
}) {
  return (
    <Tabs defaultValue="genres" className="rounded-xl border bg-card p-4 shadow-sm sm:p-5">
      <TabsList className="grid w-full grid-cols-2 gap-1 sm:flex sm:w-fit h-auto sm:h-10">
        <TabsTrigger value="genres" className="min-h-11 sm:min-h-0">
          Top Genres
        </TabsTrigger>
        <TabsTrigger value="people" className="min-h-11 sm:min-h-0">
          Top People
        </TabsTrigger>
        <TabsTrigger value="loved" className="min-h-11 sm:min-h-0">
          Most Loved
        </TabsTrigger>
        <TabsTrigger value="surprises" className="min-h-11 sm:min-h-0">
          Surprises
        </TabsTrigger>
      </TabsList>
      <TabsContent value="genres">
        <Ranking
          caption="Top 5 genres"
          rows={highlights.topGenres.map((genre) => ({ key: genre.name, ...genre }))}
        />
      </TabsContent>
      <TabsContent value="people">
        <Ranking
          caption="Top 5 people"
          rows={highlights.topPeople.map((person) => ({ key: `${person.role} ${person.name}`, ...person }))}
        />
      </TabsContent>
      <TabsContent value="loved" className="flex flex-col gap-3">
        <p className="text-sm text-muted-foreground">
          Top 10 thumbs-up titles, the most recently watched first.
        </p>
        {highlights.topPosters.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">{NO_DATA}</p>
        ) : (
          <ul aria-label="Most loved titles" className="grid grid-cols-3 gap-3 sm:grid-cols-5">
            {highlights.topPosters.map((poster) => (
              <li key={poster.id}>
                <TitlePoster title={poster} onOpen={onOpen}>
                  <span className="truncate text-xs font-medium sm:text-sm">{poster.title}</span>
                </TitlePoster>
              </li>
            ))}
          </ul>
        )}
      </TabsContent>
      <TabsContent value="surprises" className="grid gap-3 md:grid-cols-2">
        <SurpriseCard
          heading="Biggest Surprise"
          blurb="You liked it, but the critics were meh."
          surprise={highlights.biggestSurprise}
          icon={SparklesIcon}
          onOpen={onOpen}
        />
        <SurpriseCard
          heading="Hot Take"
          blurb="You disliked it, but others liked it."
          surprise={highlights.hotTake}
          icon={FlameIcon}
          onOpen={onOpen}
        />
      </TabsContent>
    </Tabs>
  );
}
