import { PlayIcon } from 'lucide-react';
import { useState } from 'react';
import type { DecideCard } from '#domain/schemas/decide';
import { AddToLibraryDialog } from '../../components/add-to-library-dialog';
import { WriteButton } from '../../components/write-button';
import { useLibraryCards } from '../../lib/api/library';
import { isSeriesUnderWay, useStartWatching } from '../../lib/start-watching';

/**
 * What we can do with the title we chose: a library title starts (the random pick's rules) and ends the session
 * (`onStarted`: leave for Home);
 * an idea is added to the library (who it belongs to asked).
 */
export function ChosenTitleActions({ card, onStarted }: { card: DecideCard; onStarted: () => void }) {
  const library = useLibraryCards();
  const startWatching = useStartWatching();
  const [busy, setBusy] = useState(false);
  const item = card.itemId === null ? undefined : library.data?.find((entry) => entry.id === card.itemId);

  if (!card.inLibrary || card.itemId === null) {
    return (
      <AddToLibraryDialog
        title={{
          tmdbId: card.tmdbId,
          mediaType: card.mediaType,
          title: card.title,
          year: card.year,
          posterPath: card.posterPath,
          genres: card.genres,
          runtime: card.runtime,
        }}
      />
    );
  }
  return (
    <WriteButton
      disabled={busy || item === undefined}
      aria-label={`Start Watching ${card.title}`}
      onClick={() => {
        if (!item) return;
        if (isSeriesUnderWay(item)) {
          // Its seasons open over the page we go to, not over this one (a page change closes them).
          onStarted();
          void startWatching(item);
          return;
        }
        setBusy(true);
        void startWatching(item).then((started) => {
          setBusy(false);
          if (started) onStarted();
        });
      }}
    >
      <PlayIcon aria-hidden="true" />
      Start Watching
    </WriteButton>
  );
}
