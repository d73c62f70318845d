import { CheckIcon } from 'lucide-react';
import type { LibraryCard } from '#domain/schemas/library';
import { ItemActions } from '../../components/title/item-actions';
import { Badge } from '../../components/ui/badge';
import { useViewings } from '../../lib/api/viewings';
import { useTitleHost } from '../../lib/title-host';
import { ratedViewingCount } from '../../lib/title-facts';
import { useTitleActions } from '../../lib/use-title-actions';

/** A title the household has: what the details modal offers (watched, seasons, rating, remove), on its page. */
export function LibraryTitleActions({ item }: { item: LibraryCard }) {
  const host = useTitleHost();
  const actions = useTitleActions();
  const viewings = useViewings(item.id);
  return (
    <div className="flex flex-col gap-3" data-testid="library-title-actions">
      <Badge variant="secondary" className="h-9 gap-1.5 self-start px-3 text-sm">
        <CheckIcon className="size-4" aria-hidden="true" />
        In your library
      </Badge>
      <ItemActions
        item={item}
        ratedViewings={ratedViewingCount(viewings.data ?? [])}
        actions={actions}
        onMarkWatched={() => host.markWatched(item)}
        onAddViewing={() => host.markWatched(item)}
        onManageSeasons={() => host.manageSeasons(item)}
        onRemoved={() => undefined}
      />
    </div>
  );
}
