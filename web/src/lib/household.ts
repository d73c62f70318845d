import { useQuery } from '@tanstack/react-query';
import type { Ownership, Viewer } from '../../../domain/schemas/people';
import { defaultOwnershipLabels } from '../../../domain/rules/household';
import type { OwnershipLabels, SettingsResponse } from '../../../domain/schemas/settings';

/** The household's names from settings (the defaults until they load). */
export function useOwnershipLabels(): OwnershipLabels {
  const settings = useQuery<SettingsResponse>({ queryKey: ['/api/settings'] });
  return settings.data?.ownershipLabels ?? defaultOwnershipLabels;
}

export function viewerLabel(viewer: Viewer, labels: OwnershipLabels): string {
  return viewer === 'both' ? labels.together : labels[viewer];
}

export function ownershipLabel(ownership: Ownership, labels: OwnershipLabels): string {
  return labels[ownership];
}

/** A person's badge: the initial of their name, two letters when both names start alike. */
export function personInitials(person: 'person1' | 'person2', labels: OwnershipLabels): string {
  const first = labels.person1.trim();
  const second = labels.person2.trim();
  const clash = first.charAt(0).toUpperCase() === second.charAt(0).toUpperCase();
  const name = person === 'person1' ? first : second;
  return (clash ? name.slice(0, 2) : name.charAt(0)).toUpperCase();
}
