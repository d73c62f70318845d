import type { Viewer } from '#domain/schemas/people';
import { defaultOwnershipLabels } from '#domain/rules/household';
import { personBadges, type Person } from '#domain/rules/person-badge';
import type { OwnershipLabels } from '#domain/schemas/settings';
import { useSettings } from './api/settings';

/** The household's names from settings (the defaults until they load). */
export function useOwnershipLabels(): OwnershipLabels {
  const settings = useSettings();
  return settings.data?.ownershipLabels ?? defaultOwnershipLabels;
}

export function viewerLabel(viewer: Viewer, labels: OwnershipLabels): string {
  return viewer === 'both' ? labels.together : labels[viewer];
}

/** A person's badge on a card: their initial, told apart from the other person's (see domain/rules/person-badge). */
export function personBadge(person: Person, labels: OwnershipLabels): string {
  return personBadges(labels)[person];
}

/** Together (stored as `together` for an owner, `both` for a viewer) and the two of them, for a choice of one. */
export function householdChoices<T extends 'together' | 'both'>(
  labels: OwnershipLabels,
  together: T,
): { value: T | Person; label: string; name: string }[] {
  return [
    { value: together, label: labels.together, name: labels.together },
    { value: 'person1', label: labels.person1, name: labels.person1 },
    { value: 'person2', label: labels.person2, name: labels.person2 },
  ];
}
