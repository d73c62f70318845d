import { TvIcon } from 'lucide-react';
import { isOnOurServices } from '#domain/rules/availability';
import { effectiveStatus } from '#domain/rules/list-grouping';
import type { LibraryCard } from '#domain/schemas/library';
import { useOurServices } from '../../lib/our-services';
import { ListSection, type ListEntry, type LoadFailure } from './list-section';

/** 'On Your Services': the titles to watch that stream (stream, free or ads) on one of the household's services. */
export function OnServicesSection({
  items,
  toEntry,
  loading,
  failure,
  onRemove,
}: {
  items: readonly LibraryCard[];
  toEntry: (item: LibraryCard) => ListEntry;
  loading: boolean;
  failure: LoadFailure | null;
  onRemove: (entry: ListEntry) => void;
}) {
  const services = useOurServices();
  const entries = items
    .filter(
      (item) => effectiveStatus(item) === 'to_watch' && isOnOurServices(item.availability, services.ids),
    )
    .map(toEntry);
  const empty = !services.enabled
    ? {
        title: 'Where to watch needs a TMDb key',
        description: 'The offline catalog does not know where titles stream.',
      }
    : services.ids.length === 0
      ? {
          title: 'No services chosen',
          description: 'Choose your streaming services in Settings to see what you can watch on them.',
        }
      : {
          title: 'Nothing to watch on your services',
          description: 'None of your titles to watch streams on your services right now.',
        };
  return (
    <ListSection
      id="on-services"
      heading="On Your Services"
      entries={entries}
      loading={loading}
      failure={failure}
      onRemove={onRemove}
      empty={{ icon: TvIcon, ...empty }}
    />
  );
}
