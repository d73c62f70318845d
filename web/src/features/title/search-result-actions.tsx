import { useState } from 'react';
import type { SearchResult } from '#domain/schemas/film';
import { Button } from '../../components/ui/button';
import { WhoIsWatchingDialog } from '../../components/who-is-watching-dialog';
import { WriteButton } from '../../components/write-button';
import type { TitleActions } from '../../lib/use-title-actions';

/** A search result not yet in the library: want to watch it (asking who), or say it was already watched. */
export function SearchResultActions({
  result,
  actions,
  onMarkWatched,
  onAdded,
}: {
  result: SearchResult;
  actions: TitleActions;
  onMarkWatched: () => void;
  onAdded: () => void;
}) {
  const [asking, setAsking] = useState(false);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <WriteButton onClick={() => setAsking(true)}>Want to Watch</WriteButton>
      <Button variant="secondary" onClick={onMarkWatched}>
        Mark as Watched
      </Button>
      <WhoIsWatchingDialog
        open={asking}
        onOpenChange={setAsking}
        description="Who is this one for?"
        onChoose={(ownership) =>
          void actions
            .addToWatch(result, ownership)
            .then(() => {
              setAsking(false);
              onAdded();
            })
            .catch(() => undefined)
        }
      />
    </div>
  );
}
