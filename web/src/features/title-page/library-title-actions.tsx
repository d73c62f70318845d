import { CheckIcon } from 'lucide-react';
import type { LibraryCard } from '../../../../domain/schemas/library';
import { ItemActions } from '../../components/title/item-actions';
import { Badge } from '../../components/ui/badge';
import { useTitleHost } from '../../lib/title-host';
import { useTitleActions } from '../../lib/use-title-actions';

/** A title the household has: what the details modal offers (watched, seasons, rating, remove), on its page. */
export function LibraryTitleActions({ item }: { item: LibraryCard }) {
  const host = useTitleHost();
  const actions = useTitleActions();
  return (
    <div className="flex flex-col gap-3" data-testid="library-title-actions">
      <Badge variant="secondary" className="h-9 gap-1.5 self-start px-3 text-sm">
        <CheckIcon className="size-4" aria-hidden="true" />
        In your library
      </Badge>
      <ItemActions
        item={item}
        actions={actions}
        onMarkWatched={() => host.markWatched(item)}
        onAddViewing={() => host.markWatched(item)}
        onManageSeasons={() => host.manageSeasons(item)}
        onRemoved={() => undefined}
      />
    </div>
  );
}
