import type { LibraryCard as Card } from '#domain/schemas/library';
import type { OwnershipLabels } from '#domain/schemas/settings';
import type { OurServices } from '../../lib/our-services';
import { useProgressiveList } from '../../lib/use-progressive-list';
import { LibraryCard, type CardActions } from './library-card';

/** Cards a section renders at first (and adds each time its end comes near). */
export const SECTION_PAGE = 12;

export const cardGridClass =
  'grid grid-cols-2 gap-x-4 gap-y-6 sm:grid-cols-3 md:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5 2xl:grid-cols-6';

/** One of the spec's three sections, shown with its count even when empty (then one line says so). */
export function LibrarySection({
  id,
  title,
  emptyText,
  items,
  status,
  labels,
  services,
  actions,
  inSight,
}: {
  id: string;
  title: string;
  emptyText: string;
  items: Card[];
  status: Card['status'];
  labels: OwnershipLabels;
  services: OurServices;
  actions: CardActions;
  /** How many of its cards can be in sight at first: rendered before the first paint, the rest of the page after. */
  inSight: number;
}) {
  const { visible, hasMore, sentinel } = useProgressiveList(items, SECTION_PAGE, inSight);
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4">
      <h2 id={`${id}-title`} className="flex items-baseline gap-2 text-xl font-semibold tracking-tight">
        {title}
        <span className="rounded-full bg-muted px-2 py-0.5 text-xs font-medium text-muted-foreground">
          {items.length}
        </span>
      </h2>
      {items.length === 0 ? (
        <p className="rounded-xl border border-dashed px-4 py-5 text-sm text-muted-foreground">{emptyText}</p>
      ) : (
        <div className={cardGridClass}>
          {visible.map((item) => (
            <LibraryCard
              key={item.id}
              item={item}
              status={status}
              labels={labels}
              services={services}
              actions={actions}
            />
          ))}
        </div>
      )}
      {hasMore && <div ref={sentinel} className="h-px" aria-hidden="true" />}
    </section>
  );
}
